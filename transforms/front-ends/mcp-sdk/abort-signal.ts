/**
 * A handler that reads its request context only for the abort signal (`extra.signal` in
 * 1.x, `ctx.mcpReq.signal` in 2.x) reads it as `abortSignalOf(extra)` from the adapter
 * module: in MCP the very same signal (the SDK always gives one, so its type stays
 * `AbortSignal`), and in any other framework that one's own signal, so the standard tool is
 * not tied to MCP. Any other use of the context (another key, the context passed on, a
 * write, a reassigned parameter) keeps it as it is, tied.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { ABORT_SIGNAL_OF, mayCallAdapterFunction } from '../../lib/adapter-types';
import { keyRead } from '../../lib/key-reads';
import { scopeOf } from '../../lib/scope';
import type { TextEdit } from '../../lib/text-edits';
import type { McpMajor } from './server';

/** Where each major keeps the signal in the handler's context. */
const SIGNAL_PATH: Record<McpMajor, readonly string[]> = { 1: ['signal'], 2: ['mcpReq', 'signal'] };

/** The edits that read every signal through `abortSignalOf`, or undefined when the context is read for more. */
export function abortSignalReads(fn: NodePath<t.Function>, parameter: t.Node, major: McpMajor): TextEdit[] | undefined {
  if (parameter.type !== 'Identifier') return undefined;
  const binding = scopeOf(fn).getBinding(parameter.name);
  if (binding?.identifier !== parameter || !binding.constant) return undefined;
  const edits: TextEdit[] = [];
  for (const reference of binding.referencePaths) {
    const signal = signalRead(reference, SIGNAL_PATH[major]);
    if (!signal || !mayCallAdapterFunction(reference, ABORT_SIGNAL_OF)) return undefined;
    edits.push({ start: signal.start!, end: signal.end!, text: `${ABORT_SIGNAL_OF}(${parameter.name})` });
  }
  return edits.length > 0 ? edits : undefined;
}

/** The member expression that reads the signal through `keys` from this reference, read only. */
function signalRead(reference: NodePath, keys: readonly string[]): t.Node | undefined {
  let read: NodePath = reference;
  for (const key of keys) {
    if (keyRead(read)?.key !== key) return undefined;
    read = read.parentPath!;
  }
  return read.node;
}

/**
 * `execute: async (input, { abortSignal }) => ...` that reads the call options only for the
 * abort signal, and only where "none given" and a signal that never aborts behave the same:
 * the AI SDK passes `abortSignal: undefined` when its caller gives none, where `abortSignalOf`
 * gives a signal that never aborts. So every read must be `abortSignal?.addEventListener(...)`,
 * `?.removeEventListener(...)` or `?.throwIfAborted()` as a statement, with arguments that do
 * nothing when evaluated (a no-op on either), or lie inside a listener added so (it runs only
 * once a given signal aborts). The options parameter then becomes `options: unknown`, each
 * read `abortSignalOf(options)` (`?.` dropped), and the tool is not tied. Anything else
 * (`abortSignal ?? x`, `signal = abortSignal`, another key) stays as it is, tied.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { ABORT_SIGNAL_OF, mayCallAdapterFunction } from '../../lib/adapter-types';
import type { ConfigProperty } from '../../lib/config-object';
import type { FrontEndContext } from '../../lib/front-end';
import { readsOwnThisOrArguments, type FunctionNode } from '../../lib/function-returns';
import { keyName } from '../../lib/key-reads';
import { allowsTypeScript } from '../../lib/parser';
import { fileScopesOf, freeNameIn, scopeOf } from '../../lib/scope';
import { applyEditsToSlice, type TextEdit } from '../../lib/text-edits';

/** Calls on the signal that do nothing on a signal that never aborts, as `?.` does on none. */
const NO_OP_WHEN_NEVER_ABORTED = new Set(['addEventListener', 'removeEventListener', 'throwIfAborted']);

/** execute's new text, reading the signal by `abortSignalOf`; undefined where that would not be exact. */
export function abortSignalOnlyExecute(context: FrontEndContext, property: ConfigProperty): string | undefined {
  const fn = property.type === 'ObjectProperty' ? property.value : undefined;
  if (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') return undefined;
  const options = fn.params[1];
  if (fn.params.length !== 2 || options?.type !== 'ObjectPattern' || options.properties.length !== 1) return undefined;
  const [only] = options.properties;
  if (only?.type !== 'ObjectProperty' || only.computed || keyName(only.key) !== 'abortSignal') return undefined;
  if (only.value.type !== 'Identifier') return undefined;
  const fnPath = fileScopesOf(context.program).pathOf(fn) as NodePath<FunctionNode>;
  if (readsOwnThisOrArguments(fnPath).arguments) return undefined;
  const binding = scopeOf(fnPath).getBinding(only.value.name);
  if (binding?.identifier !== only.value || !binding.constant) return undefined;

  const name = freeNameIn(context.program)('options');
  const reads = binding.referencePaths;
  const statements = reads.filter(isNoOpStatementCall);
  const listeners = statements
    .flatMap((read) => (read.parentPath!.parentPath!.node as t.OptionalCallExpression).arguments)
    .filter((argument) => argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression');
  const insideListener = (read: NodePath) =>
    listeners.some((listener) => read.node.start! >= listener.start! && read.node.end! <= listener.end!);
  const edits: TextEdit[] = [];
  for (const read of reads) {
    if (!statements.includes(read) && !insideListener(read)) return undefined;
    if (read.parent.type === 'ObjectProperty' && read.parent.shorthand) return undefined;
    if (!mayCallAdapterFunction(read, ABORT_SIGNAL_OF)) return undefined;
    // `signal?.m()` loses its `?.`: abortSignalOf always gives a signal.
    const end = statements.includes(read)
      ? (read.parent as t.OptionalMemberExpression).property.start!
      : read.node.end!;
    edits.push({
      start: read.node.start!,
      end,
      text: `${ABORT_SIGNAL_OF}(${name})${end === read.node.end! ? '' : '.'}`,
    });
  }
  if (edits.length === 0) return undefined;
  const typed = allowsTypeScript(context.filePath) ? ': unknown' : '';
  edits.push({ start: options.start!, end: options.end!, text: `${name}${typed}` });
  return applyEditsToSlice(context.source, fn.start!, fn.end!, edits);
}

/** `signal?.addEventListener(...)`, `signal?.throwIfAborted()`...: a whole statement, its result unused. */
function isNoOpStatementCall(read: NodePath): boolean {
  const member = read.parentPath?.node;
  const call = read.parentPath?.parentPath?.node;
  return (
    member?.type === 'OptionalMemberExpression' &&
    member.object === read.node &&
    member.optional &&
    !member.computed &&
    member.property.type === 'Identifier' &&
    NO_OP_WHEN_NEVER_ABORTED.has(member.property.name) &&
    call?.type === 'OptionalCallExpression' &&
    call.callee === member &&
    // `?.` skipped the arguments too: they must do nothing when evaluated (a function, a name, a literal).
    call.arguments.every(isInertArgument) &&
    read.parentPath!.parentPath!.parent.type === 'ExpressionStatement'
  );
}

/** An argument whose evaluation does nothing: a listener, a name, a literal, `{ once: true }`. */
function isInertArgument(argument: t.Node): boolean {
  switch (argument.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'Identifier':
    case 'StringLiteral':
    case 'BooleanLiteral':
    case 'NumericLiteral':
      return true;
    case 'ObjectExpression':
      return argument.properties.every(
        (property) => property.type === 'ObjectProperty' && !property.computed && isInertArgument(property.value),
      );
    default:
      return false;
  }
}

/**
 * The calls of a framework's defining functions in one file (`tool({...})`), in traversal order,
 * each read by `describe`; a definition inside one already read is reported, not read. The loop
 * every front end whose definitions are calls of imported functions runs; and the preamble of
 * a call that takes one config object.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { callsFrameworkExport, resolveCallee, type FrameworkReference, type ModuleMatcher } from './bindings';
import { readConfigObject, type ConfigProperty } from './config-object';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from './diagnostic-catalogue';
import type { FrontEndContext } from './front-end';
import type { ToolDescription } from './ir';
import { insideClaimed } from './nesting';
import { visitCandidates } from './scope';

export function collectDefinitionCalls(
  context: FrontEndContext,
  matchesModule: ModuleMatcher,
  functions: ReadonlySet<string>,
  describe: (path: NodePath<t.CallExpression>, callee: FrameworkReference) => ToolDescription | undefined,
): ToolDescription[] {
  const tools: ToolDescription[] = [];
  const claimed: t.Node[] = [];
  visitCandidates(context.program, {
    CallExpression: {
      where: callsFrameworkExport(matchesModule),
      visit(path) {
        const callee = resolveCallee(path, matchesModule);
        if (!callee || !functions.has(callee.imported)) return;
        if (insideClaimed(path.node, claimed)) {
          context.report(
            path.node,
            'nested-definition',
            'a tool defined inside another tool definition is left as it is',
          );
          return;
        }
        const tool = describe(path, callee);
        if (tool) {
          tools.push(tool);
          claimed.push(path.node);
        }
      },
    },
  });
  return tools;
}

/** Leaves a definition as it is, with a catalogue code and its message (or a more precise one). */
export type ManualReport = (code: DiagnosticCode, message?: string) => undefined;

/** The reporter of `f()`'s reasons: "f() <message>; left as it is". */
export function manualReporter(context: FrontEndContext, call: t.CallExpression, functionName: string): ManualReport {
  return (code, message = DIAGNOSTIC_CATALOGUE[code].message) => {
    context.report(call, code, `${functionName}() ${message}; left as it is`);
    return undefined;
  };
}

/** `f({...})`: its one config object literal and its properties, or undefined (reported) for anything else. */
export function oneConfigObject(
  call: t.CallExpression,
  manual: ManualReport,
): { config: t.ObjectExpression; properties: Map<string, ConfigProperty> } | undefined {
  const [config] = call.arguments;
  if (call.arguments.length !== 1 || config?.type !== 'ObjectExpression') {
    return manual('config-not-literal', 'is not called with one object literal');
  }
  const read = readConfigObject(config);
  return read.ok ? { config, properties: read.properties } : manual(read.reason, read.message);
}

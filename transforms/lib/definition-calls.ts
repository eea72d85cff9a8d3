/**
 * The skeleton every front end's `collect` shares: find the framework's definition calls
 * (`tool({...})`), in traversal order; leave (and report) a definition inside one already
 * taken, describe the others, and claim what was described so that nothing inside it is
 * taken twice (nesting.ts says why). Also the preamble of a call that takes one config
 * object (config-preamble.ts has the general form).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { callsFrameworkExport, resolveCallee, type FrameworkReference, type ModuleMatcher } from './bindings';
import { readConfigObject, type ConfigProperty } from './config-object';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from './diagnostic-catalogue';
import type { FrontEndContext } from './front-end';
import type { ToolDescription } from './ir';
import { insideClaimed } from './nesting';
import { visitCandidates, type Scope } from './scope';

/** The definitions taken so far, and the check every new one passes first. */
export class Claims {
  readonly tools: ToolDescription[] = [];
  private readonly claimed: t.Node[] = [];

  constructor(private readonly context: FrontEndContext) {}

  /** True when `node` lies inside a definition already taken; then it is reported as `nested-definition`. */
  nested(node: t.Node, message: string): boolean {
    if (!insideClaimed(node, this.claimed)) return false;
    this.context.report(node, 'nested-definition', message);
    return true;
  }

  /** Takes `tool`, whose definition is `node`: nothing inside `node` is taken after it. */
  claim(node: t.Node, tool: ToolDescription | undefined): void {
    if (!tool) return;
    this.tools.push(tool);
    this.claimed.push(node);
  }
}

/** One framework's definition calls: how to find them, what to say of a nested one, how to read one. */
export interface DefinitionCalls<Definition> {
  /** A cheap test on the node and its scope, before a path is made. */
  where(call: t.CallExpression, scope: Scope): boolean;
  /** The definition this call is, or undefined (having reported what it leaves alone). */
  recognise(path: NodePath<t.CallExpression>): Definition | undefined;
  /** The whole message for a definition inside another. */
  nestedMessage(definition: Definition): string;
  /** The tool the definition becomes, or undefined (having reported why not). */
  describe(path: NodePath<t.CallExpression>, definition: Definition): ToolDescription | undefined;
}

/** Every definition call of the file, outermost first, described unless it sits inside another. */
export function collectCalls<Definition>(
  context: FrontEndContext,
  calls: DefinitionCalls<Definition>,
): ToolDescription[] {
  const claims = new Claims(context);
  visitCandidates(context.program, {
    CallExpression: {
      where: calls.where,
      visit(path) {
        const definition = calls.recognise(path);
        if (definition === undefined || claims.nested(path.node, calls.nestedMessage(definition))) return;
        claims.claim(path.node, calls.describe(path, definition));
      },
    },
  });
  return claims.tools;
}

/** `collectCalls` for the calls of imported functions (`tool` from 'ai'). */
export function collectDefinitionCalls(
  context: FrontEndContext,
  matchesModule: ModuleMatcher,
  functions: ReadonlySet<string>,
  describe: (path: NodePath<t.CallExpression>, callee: FrameworkReference) => ToolDescription | undefined,
): ToolDescription[] {
  return collectCalls(context, {
    where: callsFrameworkExport(matchesModule),
    recognise(path) {
      const callee = resolveCallee(path, matchesModule);
      return callee && functions.has(callee.imported) ? callee : undefined;
    },
    nestedMessage: () => 'a tool defined inside another tool definition is left as it is',
    describe,
  });
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

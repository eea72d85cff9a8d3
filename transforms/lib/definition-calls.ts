/**
 * The skeleton every front end's `collect` shares: find the framework's definition calls
 * (`tool({...})`), in traversal order; leave (and report) a definition inside one already
 * taken, describe the others, and claim what was described so that nothing inside it is
 * taken twice (nesting.ts says why), or, where the framework needs it, leave both of two
 * nested definitions. Calls and `new` expressions alike. Also the preamble of a call that
 * takes one config object (config-preamble.ts has the general form), and both together for
 * the plain `f({...})` (`collectConfigDefinitions`).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { callsFrameworkExport, resolveCallee, type FrameworkReference, type ModuleMatcher } from './bindings';
import { readConfigObject, type ConfigProperty } from './config-object';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from './diagnostic-catalogue';
import type { FrontEndContext } from './front-end';
import type { ToolDescription } from './ir';
import { contains, insideClaimed } from './nesting';
import { visitCandidates, type CandidateVisitor, type Scope } from './scope';

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

/** What a definition is written as: a call (`tool({...})`), or with `new` (`new Tool({...})`). */
export type DefinitionCall = t.CallExpression | t.NewExpression;

/** One framework's definition calls: how to find them, what to say of a nested one, how to read one. */
export interface DefinitionCalls<Definition, Call extends DefinitionCall = t.CallExpression> {
  /** The node types looked at (default: calls only; Mastra's `new Tool({...})` adds `NewExpression`). */
  nodeTypes?: ReadonlyArray<Call['type']>;
  /**
   * Of two nested definitions, `'outer'` (the default) takes the outer one and reports the inner;
   * `'neither'` reports both, for a framework whose outer definition, once migrated, would leave
   * the inner one for the next run to find on its own (not idempotent: Mastra's).
   */
  nesting?: 'outer' | 'neither';
  /** A cheap test on the node and its scope, before a path is made. */
  where(call: Call, scope: Scope): boolean;
  /** The definition this call is, or undefined (having reported what it leaves alone). */
  recognise(path: NodePath<Call>): Definition | undefined;
  /** The whole message for a definition inside another. */
  nestedMessage(definition: Definition): string;
  /** The tool the definition becomes, or undefined (having reported why not). */
  describe(path: NodePath<Call>, definition: Definition): ToolDescription | undefined;
}

/** Every definition call of the file, outermost first, described unless nested (as `calls.nesting` says). */
export function collectCalls<Definition, Call extends DefinitionCall = t.CallExpression>(
  context: FrontEndContext,
  calls: DefinitionCalls<Definition, Call>,
): ToolDescription[] {
  return calls.nesting === 'neither' ? collectUnnested(context, calls) : collectOutermost(context, calls);
}

/** Visits every call of `calls.nodeTypes` that `calls.where` accepts, in traversal order. */
function visitDefinitionCalls<Call extends DefinitionCall>(
  context: FrontEndContext,
  calls: DefinitionCalls<unknown, Call>,
  visit: (path: NodePath<Call>) => void,
): void {
  const handler = { where: calls.where, visit };
  const nodeTypes = calls.nodeTypes ?? ['CallExpression'];
  visitCandidates(context.program, Object.fromEntries(nodeTypes.map((type) => [type, handler])) as CandidateVisitor);
}

/** Describes each definition as it is met, unless it lies inside one already taken. */
function collectOutermost<Definition, Call extends DefinitionCall>(
  context: FrontEndContext,
  calls: DefinitionCalls<Definition, Call>,
): ToolDescription[] {
  const claims = new Claims(context);
  visitDefinitionCalls(context, calls, (path) => {
    const definition = calls.recognise(path);
    if (definition === undefined || claims.nested(path.node, calls.nestedMessage(definition))) return;
    claims.claim(path.node, calls.describe(path, definition));
  });
  return claims.tools;
}

/** Finds every definition first, then describes those that neither hold another nor sit inside one. */
function collectUnnested<Definition, Call extends DefinitionCall>(
  context: FrontEndContext,
  calls: DefinitionCalls<Definition, Call>,
): ToolDescription[] {
  const found: Array<{ path: NodePath<Call>; definition: Definition }> = [];
  visitDefinitionCalls(context, calls, (path) => {
    const definition = calls.recognise(path);
    if (definition !== undefined) found.push({ path, definition });
  });
  const tools: ToolDescription[] = [];
  for (const { path, definition } of found) {
    const node = path.node;
    if (
      found.some((other) => other.path !== path && (contains(other.path.node, node) || contains(node, other.path.node)))
    ) {
      context.report(node, 'nested-definition', calls.nestedMessage(definition));
      continue;
    }
    const tool = calls.describe(path, definition);
    if (tool) tools.push(tool);
  }
  return tools;
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

/** One `f({...})` definition with its preamble done: its reporter, and its one config object literal read. */
export interface ConfigDefinition {
  path: NodePath<t.CallExpression>;
  callee: FrameworkReference;
  /** "f() <message>; left as it is", `f` as imported. */
  manual: ManualReport;
  config: t.ObjectExpression;
  properties: Map<string, ConfigProperty>;
}

/**
 * `collectDefinitionCalls` with the preamble of every `f({...})`: a call that is not one config
 * object literal (or one with spreads, computed or repeated keys) is reported and left as it is;
 * `describe` gets the others read.
 */
export function collectConfigDefinitions(
  context: FrontEndContext,
  matchesModule: ModuleMatcher,
  functions: ReadonlySet<string>,
  describe: (definition: ConfigDefinition) => ToolDescription | undefined,
): ToolDescription[] {
  return collectDefinitionCalls(context, matchesModule, functions, (path, callee) => {
    const manual = manualReporter(context, path.node, callee.imported);
    const read = oneConfigObject(path.node, manual);
    return read && describe({ path, callee, manual, ...read });
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

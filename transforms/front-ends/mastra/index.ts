/**
 * Mastra front end: `createTool({...})` and `new Tool({...})` from '@mastra/core/tools'
 * (or, in 0.x, the root '@mastra/core'), in both majors.
 *
 * `id` becomes the standard `name`; the adapter sets Mastra's `id` from it, so the id
 * does not change (in an Agent the model sees the record key, which stays too).
 * Everything the contract has no slot for (`suspendSchema`, `requireApproval`, `mcp`,
 * `providerOptions`, ...) moves unchanged to the adapter's options. The major decides
 * the shape of `execute` (see mastra-execute.ts): the installed one when the runner
 * knows it, else read from the signature, and a diagnostic says which was assumed.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { mayNameAdapterType } from '../../lib/adapter-types';
import { callsFrameworkExport, resolveCallee, type FrameworkReference, type ModuleMatcher } from '../../lib/bindings';
import type { ConfigProperty } from '../../lib/config-object';
import {
  callTypeArguments,
  labelledManualReporter,
  readConfigLiteral,
  type ManualReporter,
} from '../../lib/config-preamble';
import { collectCalls } from '../../lib/definition-calls';
import { analyseSite } from '../../lib/definition-site';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, Placement, StandardProperty, ToolDescription } from '../../lib/ir';
import { knownSpreadKeys } from '../../lib/known-spreads';
import { standardBindingBase } from '../../lib/naming';
import { nameLabel, staticString } from '../../lib/static-name';
import {
  executeFunction,
  fitsEitherMajor,
  looksLikeV0,
  planExecute,
  type ExecutePlan,
  type MastraMajor,
} from './execute';
import { mastraFramework } from './framework';
import { describeLegacy } from './legacy';

const ROOT_MODULE = '@mastra/core';
const matchesModule: ModuleMatcher = (specifier) => specifier === '@mastra/core/tools' || specifier === ROOT_MODULE;

/** Keys of the standard tool (`id` becomes `name`); every other key is an adapter option. */
/** `createTool(...)` and `new Tool(...)`. */
const DEFINING_EXPORTS = new Set(['createTool', 'Tool']);
const STANDARD_KEYS = new Set(['id', 'description', 'inputSchema', 'outputSchema', 'execute']);
/** Keys a spread moved to the adapter's options must not set: the standard tool's (1.x's `title` too). */
const OWNED_KEYS: ReadonlySet<string> = new Set([...STANDARD_KEYS, 'title', 'name']);

export const mastraFrontEnd: FrontEnd = {
  framework: mastraFramework,
  textHints: ['@mastra/core'],
  matchesModule,
  recognises: [
    "createTool({...}) and new Tool({...}) from '@mastra/core/tools' (or 0.x '@mastra/core'), named, aliased, namespace, require",
    '`id` → `name`; 0.x `execute({ context, runtimeContext, ... }, options)` → `execute(context, { runtimeContext, ..., options })`; 1.x `execute(input, ctx)` kept',
    '0.x execute(args) read by key (`args.context`, `const { context, threadId } = args`) → execute(context, args); a type literal on its argument split between the two; execute given by name → called with its argument put back together',
    'in variables, exported consts, inline in an Agent `tools: {...}` record, inside functions',
    'framework-only options (suspendSchema, resumeSchema, requireApproval, mcp, providerOptions, ...) → adapter options',
    "`...shared` of the module's own constant whose keys are all framework-only (and written nowhere else) → adapter options, as written",
    'pre-0.1 createTool({ label, schema, description, executor }) → name from its variable or record key, label → title, schema → inputSchema, executor({ data, ...rest }) → execute(data, rest)',
  ],
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINING_EXPORTS),
  definitionHints: [...DEFINING_EXPORTS],
  collect,
};

function collect(context: FrontEndContext): ToolDescription[] {
  return collectCalls<FrameworkReference, MastraCall>(context, {
    nodeTypes: ['CallExpression', 'NewExpression'],
    // Migrating only the outer (or inner) one of two nested tools would not be idempotent:
    // the next run would find the other one on its own. Both stay as they are.
    nesting: 'neither',
    where: callsFrameworkExport(matchesModule),
    recognise(path) {
      const callee = resolveCallee(path, matchesModule);
      return callee?.imported === (path.node.type === 'NewExpression' ? 'Tool' : 'createTool') ? callee : undefined;
    },
    nestedMessage: () => 'a tool defined inside another tool definition (or holding one) is left as it is',
    describe: (path, callee) => describe(context, path, callee.source, callee.referenceNode),
  });
}

type MastraCall = t.CallExpression | t.NewExpression;
type ConfigPaths = Map<string, NodePath<ConfigProperty>>;

function describe(
  context: FrontEndContext,
  path: NodePath<MastraCall>,
  moduleName: string,
  calleeReference: t.Identifier,
): ToolDescription | undefined {
  const call = path.node;
  const what = call.type === 'NewExpression' ? 'new Tool()' : 'createTool()';
  const report = labelledManualReporter(context, call, (tool) => `${tool ? `${tool}: ` : ''}${what}`);
  // An empty id names no tool in messages.
  const manual: ManualReporter = (code, message, tool) => report(code, message, tool || undefined);
  const read = readConfigPaths(path);
  if (!read.ok) return manual(read.reason, read.message);
  const { config, properties, spreads } = read;

  const knownMajor = majorOf(context.frameworkVersions[ROOT_MODULE]);
  if (!properties.has('id') && isLegacyApi(properties)) {
    if (spreads.length > 0) return manual('spread-config');
    return describeLegacy(context, path, properties, moduleName, knownMajor, calleeReference, manual);
  }
  const named = toolName(context.source, properties);
  if (!named.ok) return manual(named.reason, named.message, named.name);
  const { name } = named;

  const site = analyseSite(path, context.filePath);
  // The name is the id, so a site without a name of its own (a return, an array, a loop) is rewritten in place.
  const placement: Placement = site.ok ? site.placement : { kind: 'inline', site: call };
  // Mastra's generics type the schemas; inline they would stay on `toMastra`, which takes none.
  if (callTypeArguments(call) && placement.kind === 'inline')
    return manual('type-arguments', 'has type arguments, which the adapter call cannot take', name);

  const { major, execute } = executePlan(context, properties, placement, { moduleName, knownMajor });
  if (!execute.ok) return manual(execute.reason, execute.message, name);
  reportExecuteAssumptions(context, call, { name, what, moduleName, knownMajor }, execute);

  return toolOf(context, call, {
    name,
    literalId: named.literalId,
    idValue: named.idValue,
    variable: site.ok ? site.variable : undefined,
    config,
    properties,
    placement,
    major,
    execute,
    spreads,
    assumedMajor: knownMajor === undefined ? execute.major : undefined,
    calleeReference,
  });
}

/** The one config object literal, its properties by key as paths (`execute` is read through its scope). */
function readConfigPaths(
  path: NodePath<MastraCall>,
): { ok: true; config: t.ObjectExpression; properties: ConfigPaths; spreads: t.SpreadElement[] } | Refusal {
  const read = readConfigLiteral(path.node, 0, {
    notLiteral: 'is not called with one object literal',
    only: true,
    // `...shared` of a module's own constant with keys only Mastra reads (`requestContextSchema`): adapter options.
    spreads: { keysOf: (spread) => knownSpreadKeys(path, spread), reserved: OWNED_KEYS },
  });
  if (!read.ok) return read;
  const propertyPaths = (path.get('arguments.0') as NodePath<t.ObjectExpression>).get('properties');
  const properties = new Map(
    [...read.properties].map(([key, node]) => [
      key,
      propertyPaths.find((candidate) => candidate.node === node) as NodePath<ConfigProperty>,
    ]),
  );
  return { ok: true, config: read.config, properties, spreads: read.spreads };
}

type NameRead =
  { ok: true; name: string; literalId: string | undefined; idValue: t.Expression } | (Refusal & { name?: string });

/** The id (the standard `name`), and the description and execute every tool needs. */
function toolName(source: string, properties: ConfigPaths): NameRead {
  const idProperty = properties.get('id')?.node;
  if (idProperty?.type !== 'ObjectProperty') return refuse('computed-name', 'has no `id` written as a property');
  // An id computed at run time stays where it is (the object is edited in place, `id` renamed `name`).
  const idValue = idProperty.value as t.Expression;
  const literalId = staticString(idValue);
  const name = literalId ?? source.slice(idValue.start!, idValue.end!);
  if (!properties.has('description')) return { ...refuse('no-description', 'has no description'), name };
  if (!properties.has('execute')) return { ...refuse('no-execute', 'has no execute (nothing to call)'), name };
  return { ok: true, name, literalId, idValue };
}

type PlannedExecute = Extract<ExecutePlan, { ok: true }>;

/** The major (known, or else inferred), and `execute` planned for it, its context typed as `createTool` typed it. */
function executePlan(
  context: FrontEndContext,
  properties: ConfigPaths,
  placement: Placement,
  { moduleName, knownMajor }: { moduleName: string; knownMajor: MastraMajor | undefined },
): { major: MastraMajor | undefined; execute: ExecutePlan } {
  const executePath = properties.get('execute')!;
  const fnPath = executeFunction(executePath);
  const hasInputSchema = properties.has('inputSchema');
  // The root module's createTool is 0.x's alone; else a function that fits both majors assumes neither.
  const fitsEither = moduleName !== ROOT_MODULE && fitsEitherMajor(fnPath, hasInputSchema);
  const major = knownMajor ?? (fitsEither ? undefined : inferredMajor(moduleName, fnPath));
  const execute = planExecute(context.source, fnPath, major, {
    hasInputSchema,
    property: executePath,
    ...(annotatesContext(context, placement, properties) && { contextType: CONTEXT_TYPE }),
  });
  return { major, execute };
}

/** The plan's warning, and which major was assumed where the runner did not say. */
function reportExecuteAssumptions(
  context: FrontEndContext,
  call: MastraCall,
  tool: { name: string; what: string; moduleName: string; knownMajor: MastraMajor | undefined },
  execute: PlannedExecute,
): void {
  const { name, what } = tool;
  if (execute.warning)
    context.report(call, execute.warning.reason, `${name}: ${what} ${execute.warning.message}`, { tool: name });
  if (tool.knownMajor === undefined && execute.major !== undefined) {
    context.report(
      call,
      'mastra-major-assumed',
      `${name}: no installed @mastra/core version given; Mastra ${execute.major}.x assumed ${assumptionBasis(tool.moduleName, execute.major)}`,
      { tool: name },
    );
  }
}

/** The config's properties: the standard tool's own (`id` renamed `name`, `execute` rewritten), and the options. */
function splitProperties(
  properties: ConfigPaths,
  major: MastraMajor | undefined,
  execute: PlannedExecute,
): { standard: StandardProperty[]; options: AdapterOption[] } {
  const standard: StandardProperty[] = [];
  const options: AdapterOption[] = [];
  for (const [key, propertyPath] of properties) {
    const property = propertyPath.node;
    // 0.x's createTool has no title: the 0.x adapter passes it through as an option, as before.
    const isStandard = STANDARD_KEYS.has(key) || (key === 'title' && major !== 0);
    if (!isStandard) options.push({ node: property });
    // `id` becomes `name` where it stands, comments and all.
    else if (key === 'id') standard.push({ kind: 'original', node: property, rename: 'name' });
    else if (key === 'execute')
      standard.push({
        kind: 'original',
        node: property,
        valueText: execute.valueText,
        parametersText: execute.parametersText,
      });
    else standard.push({ kind: 'original', node: property });
  }
  return { standard, options };
}

interface ReadTool {
  name: string;
  literalId: string | undefined;
  idValue: t.Expression;
  variable: string | undefined;
  config: t.ObjectExpression;
  properties: ConfigPaths;
  /** Spreads of the module's own constants, whose keys are Mastra's alone: adapter options (known-spreads.ts). */
  spreads: t.SpreadElement[];
  placement: Placement;
  /** The major `execute` was planned for (the installed one, or as the code reads). */
  major: MastraMajor | undefined;
  execute: PlannedExecute;
  /** The major the rewrite assumed, where the runner did not know it. */
  assumedMajor: MastraMajor | undefined;
  calleeReference: t.Identifier;
}

function toolOf(context: FrontEndContext, call: MastraCall, tool: ReadTool): ToolDescription {
  const { name, properties, execute, assumedMajor } = tool;
  const split = splitProperties(properties, tool.major, execute);
  const { standard } = split;
  // In the order written (their keys are all different, so the order changes nothing but the reading).
  const options = [...split.options, ...tool.spreads.map((node) => ({ node }))].sort(
    (a, b) => ('node' in a ? a.node.start! : 0) - ('node' in b ? b.node.start! : 0),
  );
  const text = (node: t.Node) => context.source.slice(node.start!, node.end!);
  const valueOf = (key: string) => {
    const property = properties.get(key)?.node;
    return property?.type === 'ObjectProperty' ? text(property.value) : undefined;
  };
  return {
    framework: 'mastra',
    name,
    nameSource: 'explicit',
    summary: {
      title: valueOf('title'),
      description: valueOf('description'),
      inputSchema: valueOf('inputSchema'),
      outputSchema: valueOf('outputSchema'),
    },
    preferredBinding: standardBindingBase(tool.variable ?? tool.literalId ?? (nameLabel(tool.idValue) || 'tool')),
    standardObject: { kind: 'reuse', object: tool.config, properties: standard },
    placement: tool.placement,
    adapter: { importName: 'toMastra', leadingArguments: [], options },
    // Rewritten for an assumed major: the adapter module must be that major's.
    ...(assumedMajor !== undefined && {
      adapterFeatures: [assumedMajor === 0 ? 'mastra-0.x-execute' : 'mastra-1.x-execute'],
    }),
    // An import still named in a type stays: the rewrite only stops calling it.
    // The engine keeps the import if a type still names it.
    consumedReferences: [tool.calleeReference],
    tiedReasons: execute.tiedReason ? [execute.tiedReason] : [],
    ...(execute.contextTyped && { adapterModuleTypes: [CONTEXT_TYPE] }),
    ...positionOf(call),
  };
}

/** The adapter module's type of Mastra's execution context (both majors' modules export it). */
const CONTEXT_TYPE = 'MastraToolContext';

/** Config keys that type the context by the tool (suspend, resume and request-context payloads). */
const CONTEXT_TYPING_KEYS = ['suspendSchema', 'resumeSchema', 'requestContextSchema'];

/**
 * `createTool` typed execute's context; in `standardTool({...})` it would be `any` (inline in
 * `toMastra({...})` the call types it). Annotated in TypeScript files, with the module's type,
 * unless the tool's own schemas type parts of it, which that type cannot repeat.
 */
function annotatesContext(
  context: FrontEndContext,
  placement: Placement,
  properties: ReadonlyMap<string, unknown>,
): boolean {
  return (
    mayNameAdapterType(context, CONTEXT_TYPE) &&
    placement.kind !== 'inline' &&
    !CONTEXT_TYPING_KEYS.some((key) => properties.has(key))
  );
}

function majorOf(version: number | undefined): MastraMajor | undefined {
  if (version === undefined) return undefined;
  return version === 0 ? 0 : 1;
}

type ExecutePath = Parameters<typeof looksLikeV0>[0];

/** Without a runner version: the root module and a signature that reads `context` are 0.x; else 1.x. */
function inferredMajor(moduleName: string, fnPath: ExecutePath): MastraMajor | undefined {
  if (moduleName === ROOT_MODULE || looksLikeV0(fnPath)) return 0;
  return fnPath ? 1 : undefined;
}

function assumptionBasis(moduleName: string, major: MastraMajor): string {
  if (moduleName === ROOT_MODULE)
    return "(imported from the root '@mastra/core', which exports createTool only in 0.x)";
  if (major === 0) return '(execute reads `context` from its first argument)';
  return '(execute takes `(input, ctx)`)';
}

/** Mastra before 0.1 (2024): `createTool({ label, schema, executor })`, with no `id` at all. */
function isLegacyApi(properties: ReadonlyMap<string, unknown>): boolean {
  return properties.has('executor') || (properties.has('label') && properties.has('schema'));
}

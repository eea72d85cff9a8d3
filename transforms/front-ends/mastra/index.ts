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
import { mayNameAdapterType } from '../../lib/adapter-types';
import { visitCandidates } from '../../lib/scope';
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { callsFrameworkExport, resolveCallee, type FrameworkReference, type ModuleMatcher } from '../../lib/bindings';
import { readConfigObject, type ConfigProperty } from '../../lib/config-object';
import { analyseSite } from '../../lib/definition-site';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import { nameLabel, staticString } from '../../lib/static-name';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, Placement, StandardProperty, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { contains } from '../../lib/nesting';
import { executeFunction, looksLikeV0, planExecute, type MastraMajor } from './execute';
import { mastraFramework } from './framework';
import { describeLegacy } from './legacy';

const ROOT_MODULE = '@mastra/core';
const matchesModule: ModuleMatcher = (specifier) => specifier === '@mastra/core/tools' || specifier === ROOT_MODULE;

/** Keys of the standard tool (`id` becomes `name`); every other key is an adapter option. */
/** `createTool(...)` and `new Tool(...)`. */
const DEFINING_EXPORTS = new Set(['createTool', 'Tool']);
const STANDARD_KEYS = new Set(['id', 'description', 'inputSchema', 'outputSchema', 'execute']);

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
    'pre-0.1 createTool({ label, schema, description, executor }) → name from its variable or record key, label → title, schema → inputSchema, executor({ data, ...rest }) → execute(data, rest)',
  ],
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINING_EXPORTS),
  definitionHints: [...DEFINING_EXPORTS],
  collect,
};

function collect(context: FrontEndContext): ToolDescription[] {
  const found: Array<{ path: NodePath<t.CallExpression | t.NewExpression>; callee: FrameworkReference }> = [];
  const visit = (path: NodePath<t.CallExpression | t.NewExpression>, expected: string) => {
    const callee = resolveCallee(path, matchesModule);
    if (callee?.imported === expected) found.push({ path, callee });
  };
  visitCandidates(context.program, {
    CallExpression: { where: callsFrameworkExport(matchesModule), visit: (path) => visit(path, 'createTool') },
    NewExpression: { where: callsFrameworkExport(matchesModule), visit: (path) => visit(path, 'Tool') },
  });
  const tools: ToolDescription[] = [];
  for (const { path, callee } of found) {
    // Migrating only the outer (or inner) one of two nested tools would not be idempotent:
    // the next run would find the other one on its own. Both stay as they are.
    if (
      found.some(
        (other) =>
          other.path !== path && (contains(other.path.node, path.node) || contains(path.node, other.path.node)),
      )
    ) {
      context.report(
        path.node,
        'nested-definition',
        'a tool defined inside another tool definition (or holding one) is left as it is',
      );
      continue;
    }
    const tool = describe(context, path, callee.source, callee.referenceNode);
    if (tool) tools.push(tool);
  }
  return tools;
}

function describe(
  context: FrontEndContext,
  path: NodePath<t.CallExpression | t.NewExpression>,
  moduleName: string,
  calleeReference: t.Identifier,
): ToolDescription | undefined {
  const call = path.node;
  const what = call.type === 'NewExpression' ? 'new Tool()' : 'createTool()';
  const manual = (code: DiagnosticCode, message: string = DIAGNOSTIC_CATALOGUE[code].message, tool?: string) => {
    context.report(call, code, `${tool ? `${tool}: ` : ''}${what} ${message}; left as it is`, tool ? { tool } : {});
    return undefined;
  };

  const [config] = call.arguments;
  if (call.arguments.length !== 1 || config?.type !== 'ObjectExpression')
    return manual('config-not-literal', 'is not called with one object literal');
  const read = readConfigObject(config);
  if (!read.ok) return manual(read.reason, read.message);
  // `execute` is read through its path (its scope tells which parameters are used).
  const propertyPaths = (path.get('arguments.0') as NodePath<t.ObjectExpression>).get('properties');
  const properties = new Map(
    [...read.properties].map(([key, node]) => [
      key,
      propertyPaths.find((candidate) => candidate.node === node) as NodePath<ConfigProperty>,
    ]),
  );

  const idProperty = properties.get('id')?.node;
  const knownMajor = majorOf(context.frameworkVersions[ROOT_MODULE]);
  if (!idProperty && isLegacyApi(properties))
    return describeLegacy(context, path, properties, moduleName, knownMajor, calleeReference, manual);
  if (idProperty?.type !== 'ObjectProperty') return manual('computed-name', 'has no `id` written as a property');
  // An id computed at run time stays where it is (the object is edited in place, `id` renamed `name`).
  const idValue = idProperty.value as t.Expression;
  const literalId = staticString(idValue);
  const name = literalId ?? context.source.slice(idValue.start!, idValue.end!);
  if (!properties.has('description')) return manual('no-description', 'has no description', name);
  const executePath = properties.get('execute');
  if (!executePath) return manual('no-execute', 'has no execute (nothing to call)', name);

  const site = analyseSite(path, context.filePath);
  // The name is the id, so a site without a name of its own (a return, an array, a loop) is rewritten in place.
  const placement: Placement = site.ok ? site.placement : { kind: 'inline', site: call };
  // Mastra's generics type the schemas; inline they would stay on `toMastra`, which takes none.
  const typeArguments =
    (call as { typeParameters?: t.Node | null }).typeParameters ??
    (call as { typeArguments?: t.Node | null }).typeArguments;
  if (typeArguments && placement.kind === 'inline')
    return manual('type-arguments', 'has type arguments, which the adapter call cannot take', name);

  const fnPath = executeFunction(executePath);
  const major: MastraMajor | undefined = knownMajor ?? inferredMajor(moduleName, fnPath);
  const execute = planExecute(context.source, fnPath, major, {
    hasInputSchema: properties.has('inputSchema'),
    property: executePath,
    ...(annotatesContext(context, placement, properties) && { contextType: CONTEXT_TYPE }),
  });
  if (!execute.ok) return manual(execute.reason, execute.message, name);
  if (execute.warning)
    context.report(call, execute.warning.reason, `${name}: ${what} ${execute.warning.message}`, { tool: name });
  if (knownMajor === undefined && execute.major !== undefined) {
    context.report(
      call,
      'mastra-major-assumed',
      `${name}: no installed @mastra/core version given; Mastra ${execute.major}.x assumed ${assumptionBasis(moduleName, execute.major)}`,
      { tool: name },
    );
  }

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

  const variable = site.ok ? site.variable : undefined;
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
    preferredBinding: standardBindingBase(variable ?? literalId ?? (nameLabel(idValue) || 'tool')),
    standardObject: { kind: 'reuse', object: config, properties: standard },
    placement,
    adapter: { importName: 'toMastra', leadingArguments: [], options },
    // Rewritten for an assumed major: the adapter module must be that major's.
    ...(knownMajor === undefined &&
      execute.major !== undefined && {
        adapterFeatures: [execute.major === 0 ? 'mastra-0.x-execute' : 'mastra-1.x-execute'],
      }),
    // An import still named in a type stays: the rewrite only stops calling it.
    // The engine keeps the import if a type still names it.
    consumedReferences: [calleeReference],
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

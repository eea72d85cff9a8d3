/**
 * OpenAI Agents SDK front end: `tool({...})` from `@openai/agents` (or `@openai/agents-core`).
 *
 * The model sees `name`, or, where there is none, the name of the `execute` function (the SDK
 * reads `execute.name`: `execute: async () => ...` is named `execute`). `parameters` (zod, or
 * a JSON Schema, which `fromJsonSchema()` carries where the adapter module can be imported)
 * becomes `inputSchema`; everything the contract has no slot for (`strict`, `needsApproval`,
 * `errorFunction`, `isEnabled`, `timeoutMs`, `outputSchema`...) moves unchanged to the
 * adapter's options. `execute(input, runContext)` keeps its run context, typed where the SDK
 * typed it.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { mayNameAdapterType } from '../../lib/adapter-types';
import type { ModuleMatcher } from '../../lib/bindings';
import type { ConfigProperty } from '../../lib/config-object';
import { analyseSite } from '../../lib/definition-site';
import { refuse, type DiagnosticCode, type Refusal } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import { lacksOwnType, stripTypeWrappers } from '../../lib/expression-facts';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, Placement, StandardProperty, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { collectConfigDefinitions, type ConfigDefinition } from '../../lib/definition-calls';
import { fileScopesOf, scopeOf } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';
import { isPureNameExpression, nameLabel, staticString } from '../../lib/static-name';
import { quoteString } from '../../lib/source-style';
import { withParameterTypes } from '../ai-sdk';
import { canImportFromJsonSchema, FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { openAIAgentsFramework } from './framework';
import { executeFunctionName } from './execute-name';

/** The SDK, its core, and its realtime entry points: each exports the core's one `tool()`. */
const MODULES = new Set([
  '@openai/agents',
  '@openai/agents-core',
  '@openai/agents/realtime',
  '@openai/agents-realtime',
]);
const matchesModule: ModuleMatcher = (specifier) => MODULES.has(specifier);

const DEFINITION_FUNCTIONS = new Set(['tool']);
/** Keys that are the standard tool's own; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['name', 'description', 'parameters', 'execute']);
/** The adapter module's name for `execute`'s second argument. */
const RUN_CONTEXT_TYPE = 'OpenAIAgentsRunContext';

export const openAIAgentsFrontEnd: FrontEnd = {
  framework: openAIAgentsFramework,
  textHints: ['@openai/agents'],
  matchesModule,
  recognises: [
    "tool({...}) from '@openai/agents', '@openai/agents-core' or the realtime entry points (named, aliased, namespace, require)",
    "in variables, exported consts, `export default`, and inline in an agent's `tools: [...]`",
    'zod `parameters` → inputSchema; a JSON Schema object literal → fromJsonSchema(...) (kept as written in CommonJS)',
    'no `name`: named as the SDK names it, after the execute function (`execute: async () => ...` → `execute`)',
    '`execute(input, runContext)`: the run context stays its second argument, typed OpenAIAgentsRunContext (with the context type of `tool<Parameters, Context>()`)',
    'strict, needsApproval, errorFunction, isEnabled, timeoutMs, outputSchema, ... → adapter options',
  ],
  collect,
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINITION_FUNCTIONS),
  definitionHints: [...DEFINITION_FUNCTIONS],
};

function collect(context: FrontEndContext): ToolDescription[] {
  return collectConfigDefinitions(context, matchesModule, DEFINITION_FUNCTIONS, (definition) =>
    describe(context, definition),
  );
}

function describe(context: FrontEndContext, definition: ConfigDefinition): ToolDescription | undefined {
  const { path, manual, config, properties } = definition;
  const call = path.node;
  const executeProperty = properties.get('execute');
  if (!executeProperty) return manual('no-execute');

  const named = toolName(path, properties, (node) => context.source.slice(node.start!, node.end!));
  if (!named.ok) return manual(named.code, named.message);
  const { name } = named;

  const executeFunction = functionOf(executeProperty);
  const writtenParameters = executeFunction?.params ?? [];
  // A run context nothing reads is no context at all (unread-parameter.ts): not typed, not tied.
  const executeParameters =
    writtenParameters.length === 2 && readsNothingOf(context, executeFunction!, writtenParameters[1]!)
      ? writtenParameters.slice(0, 1)
      : writtenParameters;
  if (executeParameters.length > 2) {
    return manual(
      'execute-extra-parameters',
      'has an execute that reads its third argument (the tool call details), which a standard tool is not given',
    );
  }
  const runContextType = runContextTypeOf(context, call, properties, executeParameters);
  if (!runContextType.ok) return manual(runContextType.reason, runContextType.message);

  const split = splitProperties(context, path, properties, executeParameters.length, runContextType.type);
  if (!properties.has('description')) {
    split.standard.push({ kind: 'new', key: 'description', valueText: quoteString('', context.style) });
    context.report(call, 'empty-description', `${name} has no description: its standard tool gets an empty one`, {
      tool: name,
    });
  }
  if (named.fromExecute) {
    context.report(
      call,
      'named-after-execute',
      `has no name: the SDK named it after its execute function, \`${name}\`, which its standard tool keeps`,
      { tool: name },
    );
  }
  const tiedReasons =
    executeParameters.length === 2 ? ['execute reads the OpenAI Agents run context (its second argument)'] : [];

  const text = (node: t.Node) => context.source.slice(node.start!, node.end!);
  const valueOf = (key: string) => {
    const property = properties.get(key);
    return property?.type === 'ObjectProperty' ? text(property.value) : undefined;
  };
  return {
    framework: 'openai-agents',
    name,
    ...(named.nameText !== undefined && { nameText: named.nameText }),
    ...(named.label !== undefined && { runtimeName: true as const }),
    nameSource: named.fromExecute ? 'property' : 'explicit',
    summary: { description: valueOf('description'), inputSchema: valueOf('parameters') },
    preferredBinding: standardBindingBase(named.label ?? name),
    standardObject: { kind: 'reuse', object: config, properties: split.standard },
    placement: placementOf(path, context.filePath),
    adapter: { importName: 'toOpenAIAgents', leadingArguments: [], options: split.options },
    consumedReferences: [definition.callee.referenceNode],
    ...(split.moduleNames.length > 0 && { adapterModuleNames: split.moduleNames }),
    ...(split.moduleTypes.length > 0 && { adapterModuleTypes: split.moduleTypes }),
    tiedReasons,
    ...positionOf(call),
  };
}

/**
 * The run context's type as the SDK typed it (`tool<typeof parameters, Context>()`: the schema types the
 * input anyway; the context type goes to the run context); a refusal where no standard tool can carry it.
 */
function runContextTypeOf(
  context: FrontEndContext,
  call: t.CallExpression,
  properties: ReadonlyMap<string, ConfigProperty>,
  executeParameters: readonly t.Node[],
): { ok: true; type: string } | Refusal {
  const contextType = runContextTypeArgument(context.source, call);
  if (contextType === null)
    return refuse('type-arguments', 'has type arguments that the standard tool cannot carry (more than two)');
  // The context type must reach what reads the context: the run context parameter (typed here, or by its author).
  const untypedRunContext = executeParameters.length === 2 && lacksOwnType(executeParameters[1]!);
  const optionsMayReadIt = [...properties.keys()].some((key) => !STANDARD_KEYS.has(key));
  if (
    contextType &&
    ((untypedRunContext && !mayNameAdapterType(context, RUN_CONTEXT_TYPE)) ||
      (executeParameters.length < 2 && optionsMayReadIt))
  )
    return refuse('type-arguments', 'has a context type argument that only the tool() call gives its options');
  return { ok: true, type: `${RUN_CONTEXT_TYPE}${contextType ? `<${contextType}>` : ''} | undefined` };
}

interface SplitProperties {
  standard: StandardProperty[];
  options: AdapterOption[];
  /** The adapter module's exports the standard properties call (`fromJsonSchema`), and the types they name. */
  moduleNames: string[];
  moduleTypes: string[];
}

/** The config's properties: the standard tool's own (`parameters` renamed, `execute` typed), and the options. */
function splitProperties(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  executeArity: number,
  runContextType: string,
): SplitProperties {
  const split: SplitProperties = { standard: [], options: [], moduleNames: [], moduleTypes: [] };
  for (const [key, property] of properties) {
    if (!STANDARD_KEYS.has(key)) split.options.push({ node: property });
    else if (key === 'parameters') split.standard.push(parametersProperty(context, path, property, split.moduleNames));
    else if (key === 'execute' && executeArity === 2 && typedExecute(context, property, runContextType, split))
      continue;
    else split.standard.push({ kind: 'original', node: property });
  }
  return split;
}

/** `execute` with its run context typed as the SDK typed it; false where it is not to be (or cannot be) typed. */
function typedExecute(
  context: FrontEndContext,
  property: ConfigProperty,
  runContextType: string,
  split: SplitProperties,
): boolean {
  if (!mayNameAdapterType(context, RUN_CONTEXT_TYPE)) return false;
  // As the SDK typed it: an optional parameter, so `runContext?.context` stays as needed as it was.
  const typed = withParameterTypes(context.source, property, [undefined, runContextType]);
  if (!typed?.typed[1]) return false;
  split.standard.push({ kind: 'original', node: property, ...typed.text });
  split.moduleTypes.push(RUN_CONTEXT_TYPE);
  return true;
}

type NameRead =
  /** `nameText`: the name as written, where it is no literal; `label`: a run-time name's, for the binding. */
  | { ok: true; name: string; fromExecute: boolean; nameText?: string; label?: string }
  | { ok: false; code: DiagnosticCode; message?: string };

/** `name: '...'`, or what the SDK reads from `execute.name` where there is none. */
function toolName(
  path: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  text: (node: t.Node) => string,
): NameRead {
  const property = properties.get('name');
  if (property) {
    const value = property.type === 'ObjectProperty' ? (property.value as t.Expression) : undefined;
    const literal = value !== undefined && stripTypeWrappers(value).type === 'StringLiteral';
    const known = staticString(value, scopeOf(path));
    // `''` makes the SDK fall back to execute's name, which the adapter's execute does not have.
    if (known) return { ok: true, name: known, fromExecute: false, ...(!literal && { nameText: text(value!) }) };
    // A name computed at run time (`name`, `${prefix}_search`) is kept as written, evaluated where it was.
    if (known === undefined && isPureNameExpression(value)) {
      const written = text(value!);
      return { ok: true, name: written, fromExecute: false, nameText: written, label: nameLabel(value!) || 'tool' };
    }
    return { ok: false, code: 'computed-name' };
  }
  const fromExecute = executeFunctionName(path, properties.get('execute')!);
  if (fromExecute === undefined) {
    return {
      ok: false,
      code: 'no-static-name',
      message: 'has no name, and the name of its execute function (which the SDK uses) cannot be read here',
    };
  }
  return { ok: true, name: fromExecute, fromExecute: true };
}

/**
 * `parameters` → `inputSchema`: a JSON Schema object literal as `fromJsonSchema(...)` (the adapter hands the
 * SDK that JSON back as written) where the module can be imported; anything else as it is.
 */
function parametersProperty(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  property: ConfigProperty,
  moduleNames: string[],
): StandardProperty {
  const value = property.type === 'ObjectProperty' ? stripTypeWrappers(property.value) : undefined;
  if (value?.type === 'ObjectExpression' && canImportFromJsonSchema(context, path)) {
    const written = context.source.slice(value.start!, value.end!);
    moduleNames.push(FROM_JSON_SCHEMA);
    return { kind: 'original', node: property, rename: 'inputSchema', valueText: `${FROM_JSON_SCHEMA}(${written})` };
  }
  return { kind: 'original', node: property, rename: 'inputSchema' };
}

/** Where the standard object goes: declared before its statement where the site allows, else in place. */
function placementOf(path: NodePath<t.CallExpression>, filePath: string): Placement {
  const site = analyseSite(path, filePath);
  return site.ok ? site.placement : { kind: 'inline', site: path.node };
}

/**
 * The context type of `tool<Parameters, Context>()` as written; '' for none (or only the parameters' type, which
 * the schema gives the standard tool too); null for more than the two.
 */
function runContextTypeArgument(source: string, call: t.CallExpression): string | null {
  const typeArguments =
    (call as { typeParameters?: t.Node | null }).typeParameters ??
    (call as { typeArguments?: t.Node | null }).typeArguments;
  if (typeArguments?.type !== 'TSTypeParameterInstantiation') return '';
  const [, contextType, ...more] = typeArguments.params;
  if (more.length > 0) return null;
  return contextType ? source.slice(contextType.start!, contextType.end!) : '';
}

function readsNothingOf(context: FrontEndContext, fn: t.Function, parameter: t.Node): boolean {
  const fnPath = fileScopesOf(context.program).pathOf(fn) as NodePath<t.ArrowFunctionExpression | t.ObjectMethod>;
  return isUnreadParameter(fnPath, parameter);
}

function functionOf(property: ConfigProperty): t.Function | undefined {
  if (property.type === 'ObjectMethod') return property;
  const value = property.value;
  return value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression' ? value : undefined;
}

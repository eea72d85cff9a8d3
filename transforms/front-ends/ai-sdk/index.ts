/**
 * AI SDK front end: `tool({...})` and `dynamicTool({...})` from `ai` (or
 * `@ai-sdk/provider-utils`), v4 `parameters` and v5+ `inputSchema`.
 *
 * The AI SDK has no name field: the model sees the key of the `tools` record. The
 * standard object's name is that key when the file shows it, else the variable's name;
 * the adapter call keeps the original binding and record key, so what the model sees
 * does not change. Everything the contract has no slot for (`providerOptions`,
 * `toModelOutput`, `needsApproval`, `strict`, ...) moves unchanged to the adapter's
 * options.
 */
import { ABORT_SIGNAL_OF, mayNameAdapterType } from '../../lib/adapter-types';
import { computedKeyName } from '../../lib/computed-key-name';
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCalleeOf, type ModuleMatcher } from '../../lib/bindings';
import { analyseSite, staticKey, type SiteAnalysis } from '../../lib/definition-site';
import { positionOf } from '../../lib/diagnostics';
import { bindsFrameworkExport, type FileIndex } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext, ModuleFacts } from '../../lib/front-end';
import { importedExportKey, moduleKey } from '../../lib/module-facts';
import type { AdapterOption, StandardProperty, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { collectConfigDefinitions, type ConfigDefinition } from '../../lib/definition-calls';
import type { ConfigProperty } from '../../lib/config-object';
import { callTypeArguments } from '../../lib/config-preamble';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { lacksOwnType, mayBeUndefinedDescription } from '../../lib/expression-facts';
import { quoteString } from '../../lib/source-style';
import { surroundingName } from './surrounding-name';
import { abortSignalOnlyExecute } from './abort-signal';
import { schemaOfAnotherTool } from './copied-schema';
import { fromJsonSchemaOf, type FromJsonSchemaValue } from './from-json-schema';
import { FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { aiSdkFramework } from './framework';
import { fileScopesOf, scopeOf, visitCandidates } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';

const matchesModule: ModuleMatcher = (specifier) => specifier === 'ai' || specifier === '@ai-sdk/provider-utils';

const DEFINITION_FUNCTIONS = new Set(['tool', 'dynamicTool']);
/** Keys that are the standard tool's own; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'parameters', 'outputSchema', 'execute']);

/** Fact kind: `<module>#<export>=<key>`, an exported tool used under `key` in another file's `tools` record. */
const RECORD_KEY_FACT = 'ai-sdk-record-key';

/**
 * Where other files put this file's exported tools: `tools: { get_weather: weatherTool }`
 * with `weatherTool` imported from a relative module. The model sees that key.
 */
function recordKeyFacts(context: FrontEndContext): ModuleFacts {
  const facts: string[] = [];
  visitCandidates(context.program, {
    ObjectProperty: {
      where: (node) => staticKey(node) === 'tools' && node.value.type === 'ObjectExpression',
      visit(path) {
        for (const entry of (path.node.value as t.ObjectExpression).properties) {
          if (entry.type !== 'ObjectProperty' || entry.shorthand || entry.value.type !== 'Identifier') continue;
          const key = staticKey(entry);
          const declaration = scopeOf(path).getBinding(entry.value.name)?.path;
          const exportKey = declaration && importedExportKey(declaration, context.filePath);
          if (key !== undefined && exportKey) facts.push(`${exportKey}=${key}`);
        }
      },
    },
  });
  return facts.length > 0 ? { [RECORD_KEY_FACT]: facts } : {};
}

/**
 * A record-key fact is about a tool imported by name from a relative module
 * (`importedExportKey`) and written as a property's value (`get_weather: weather`): a file
 * with no such name in such a place has none to give, and is not parsed for them (394
 * corpus files were, 131 of them without such an import; in vercel/ai, 200 of 263 whose
 * records hold only provider tools, calls or shorthands).
 */
function recordMayHoldImportedTool(index: FileIndex): boolean {
  return index.modules.some(
    (module) =>
      module.kind === 'import' &&
      module.source.startsWith('.') &&
      [...module.namedLocals].some((local) => index.propertyValueNames.has(local)),
  );
}

/** The one record key other files use for this file's export `variable`, if exactly one. */
function recordKeyElsewhere(context: FrontEndContext, variable: string): string | undefined {
  const keys = new Set(
    context.facts
      .leadingTo(RECORD_KEY_FACT, `${moduleKey(context.filePath)}#${variable}`)
      .map((fact) => fact.slice(fact.indexOf('=') + 1)),
  );
  return keys.size === 1 ? [...keys][0] : undefined;
}

export const aiSdkFrontEnd: FrontEnd = {
  framework: aiSdkFramework,
  textHints: ["'ai'", '"ai"', '@ai-sdk/provider-utils'],
  matchesModule,
  recognises: [
    "tool({...}) and dynamicTool({...}) from 'ai' / '@ai-sdk/provider-utils' (named, aliased, namespace, require)",
    'v4 `parameters` and v5+ `inputSchema` / `outputSchema`; zodSchema(x) unwrapped; v5+ `jsonSchema<T>(json)` of a JSON object the file shows → fromJsonSchema<T>(json) from the adapter module; any other jsonSchema() kept as an AI SDK option (tied)',
    'in variables, exported consts, `export default`, and inline in `tools: {...}` records',
    'under a computed key that is a string (`[RAG_TOOL]: tool({...})`, `tools[name] = tool({...})`: a constant of the file, or by its type) → `name: RAG_TOOL`, the key kept',
    'where nothing else names it: returned by a named function (`const createDocument = (deps) => tool({...})`, a top-level `return tool({...})`, `{ bind: () => tool({...}) }`) → that name; an argument of `f(...)` → `f` (`f_2` for the second argument...); rewritten in place, and the AI SDK never sends that name',
    'framework-only options (providerOptions, toModelOutput, needsApproval, strict, ...) → adapter options',
    'execute(input, { abortSignal }) whose signal is only listened to through `?.` (addEventListener, throwIfAborted) → `abortSignalOf(options)`, the options typed `unknown`: not tied',
  ],
  collect,
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINITION_FUNCTIONS),
  definitionHints: [...DEFINITION_FUNCTIONS],
  factHint: 'tools',
  mayHaveFacts: (index) => index.objectValuedKeys.has('tools') && recordMayHoldImportedTool(index),
  collectFacts: recordKeyFacts,
};

function collect(context: FrontEndContext): ToolDescription[] {
  return collectConfigDefinitions(context, matchesModule, DEFINITION_FUNCTIONS, (definition) =>
    describe(context, definition),
  );
}

function describe(context: FrontEndContext, definition: ConfigDefinition): ToolDescription | undefined {
  const { path, callee, manual, config, properties } = definition;
  const call = path.node;
  const notATool = notAStandardTool(properties);
  if (notATool) return manual(notATool.reason, notATool.message);

  const site = siteOf(context, path);
  if (!site.ok) return manual(site.reason, site.message);
  const { name, nameSource, explicitName } = toolName(context, site, properties);

  const split = splitProperties(context, path, properties, explicitName);
  if (!split.ok) return manual(split.reason, split.message);
  const { standard, options, tiedReasons, moduleTypes, moduleNames } = split;
  if (!properties.has('description')) {
    // The contract needs a string; toAiSdk sends an empty description as none, as before.
    standard.push({ kind: 'new', key: 'description', valueText: quoteString('', context.style) });
    context.report(
      call,
      'empty-description',
      `${name} has no description: its standard tool gets an empty one (the AI SDK still sends none); worth writing one`,
      { tool: name },
    );
  }
  if (callee.imported === 'dynamicTool')
    options.push({ key: 'type', valueText: context.style.quote === '"' ? '"dynamic"' : "'dynamic'" });
  // Options read only for the abort signal go through abortSignalOf (abort-signal.ts): not a tie.
  if (executeTakesOptions(context, properties.get('execute')!) && !moduleNames.includes(ABORT_SIGNAL_OF))
    tiedReasons.push('execute reads the AI SDK call options (its second argument)');

  const typeArguments = callTypeArguments(call);
  // `tool<Input, Output, Context>`: v7's tool-context type has no place among the standard tool's (nor the adapter's).
  if (typeArguments?.type === 'TSTypeParameterInstantiation' && typeArguments.params.length > 2)
    return manual(
      'type-arguments',
      'has a third type argument (the AI SDK tool context), which the standard tool has not',
    );
  const text = (node: t.Node | undefined) => (node ? context.source.slice(node.start!, node.end!) : undefined);
  const valueOf = (key: string) => {
    const property = properties.get(key);
    return property?.type === 'ObjectProperty' ? text(property.value) : undefined;
  };
  const keptName = explicitName === undefined && site.nameText !== undefined && nameSource === site.nameSource;
  return {
    framework: 'ai-sdk',
    name,
    ...(keptName && { nameText: site.nameText, ...(site.runtimeName && { runtimeName: true as const }) }),
    nameSource,
    summary: {
      title: valueOf('title'),
      description: valueOf('description'),
      inputSchema: valueOf('inputSchema') ?? valueOf('parameters'),
      outputSchema: valueOf('outputSchema'),
    },
    preferredBinding: standardBindingBase(name),
    standardObject: { kind: 'reuse', object: config, properties: standard },
    typeArguments: typeArguments ? text(typeArguments) : undefined,
    placement: site.placement,
    adapter: { importName: 'toAiSdk', leadingArguments: [], options },
    consumedReferences: [callee.referenceNode, ...split.consumedReferences],
    ...(moduleTypes.length > 0 && { adapterModuleTypes: moduleTypes }),
    ...(moduleNames.length > 0 && { adapterModuleNames: moduleNames }),
    tiedReasons,
    ...positionOf(call),
  };
}

/** A provider-defined tool, or one with no execute: the AI SDK's own, with nothing to call here. */
function notAStandardTool(properties: ReadonlyMap<string, ConfigProperty>): Refusal | undefined {
  const typeProperty = properties.get('type');
  const typeValue =
    typeProperty?.type === 'ObjectProperty' && typeProperty.value.type === 'StringLiteral'
      ? typeProperty.value.value
      : undefined;
  if (typeValue === 'provider' || typeValue === 'provider-defined') {
    return refuse('provider-tool', 'is a provider-defined tool (the provider runs it; it has no execute here)');
  }
  if (!properties.has('execute')) {
    return refuse('no-execute', 'has no execute (a client-side tool cannot become a standard tool)');
  }
  return undefined;
}

/** The `name` written, else the record key other files use for its variable, else what its site names it. */
function toolName(
  context: FrontEndContext,
  site: Extract<SiteAnalysis, { ok: true }>,
  properties: ReadonlyMap<string, ConfigProperty>,
): { name: string; nameSource: ToolDescription['nameSource']; explicitName: string | undefined } {
  const explicitName = nameProperty(properties.get('name'));
  // A variable with no record key in this file may have one in the file that uses it.
  const keyElsewhere =
    site.nameSource === 'variable' && site.variable ? recordKeyElsewhere(context, site.variable) : undefined;
  const nameSource =
    explicitName !== undefined ? 'explicit' : keyElsewhere !== undefined ? 'record-key' : site.nameSource;
  const name =
    explicitName ?? keyElsewhere ?? (site.nameSource === 'variable' ? stripToolSuffix(site.name) : site.name);
  return { name, nameSource, explicitName };
}

interface SplitProperties {
  ok: true;
  standard: StandardProperty[];
  options: AdapterOption[];
  tiedReasons: string[];
  /** Besides the callee: the `zodSchema` calls unwrapped. */
  consumedReferences: t.Identifier[];
  moduleTypes: string[];
  /** Functions the standard object calls from the adapter module (`abortSignalOf`). */
  moduleNames: string[];
}

/** The config's properties: the standard tool's own (schemas unwrapped, execute typed), and the options. */
function splitProperties(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  explicitName: string | undefined,
): SplitProperties | Refusal {
  const split: SplitProperties = {
    ok: true,
    standard: [],
    options: [],
    tiedReasons: [],
    consumedReferences: [],
    moduleTypes: [],
    moduleNames: [],
  };
  const ignoredKey = inputKeyTheMajorIgnores(context.frameworkVersions['ai'], properties);
  if (ignoredKey) return refuse('input-key-ignored', ignoredKey);
  const copiedSchema = schemaOfAnotherTool(context.source, context.types, properties);
  if (copiedSchema) return copiedSchema;
  const jsonInput = fromJsonSchemaOf(context, path, properties.get('inputSchema'), matchesModule);
  const executeTypes = executeParameterTypes(context, path, properties, jsonInput);
  const generatorExecute = isGeneratorExecute(properties.get('execute')!);
  for (const [key, property] of properties) {
    if (!STANDARD_KEYS.has(key)) split.options.push({ node: property });
    else if (key === 'outputSchema' && generatorExecute) {
      // The contract's execute returns its output; this one yields them (the SDK's preliminary results).
      split.options.push({ node: property });
      split.tiedReasons.push(
        'execute is a generator: its outputSchema describes what it yields, so it stays with the AI SDK',
      );
    } else if (key === 'name' && explicitName === undefined) return refuse('computed-name');
    else if (key === 'inputSchema' && jsonInput) addFromJsonSchema(property, jsonInput, split);
    else if (key === 'inputSchema' || key === 'parameters' || key === 'outputSchema')
      addSchema(context, path, key, property, split);
    else if (key === 'execute' && readsOnlyAbortSignal(context, property, executeTypes, split)) continue;
    else if (key === 'execute' && typedExecute(context, property, executeTypes, split)) continue;
    else split.standard.push(standardProperty(context, key, property));
  }
  return split;
}

/**
 * The input schema under the key the project's AI SDK does not read (v4 reads `parameters`, v5 and later
 * `inputSchema`): the model is told of no parameters today (v4 throws), and the adapter would give it the schema.
 */
function inputKeyTheMajorIgnores(
  major: number | undefined,
  properties: ReadonlyMap<string, ConfigProperty>,
): string | undefined {
  if (major === undefined || (properties.has('inputSchema') && properties.has('parameters'))) return undefined;
  if (major >= 5 && properties.has('parameters'))
    return `gives its input schema as \`parameters\`, which AI SDK ${major} ignores (the model is told of no parameters); the adapter would pass it on as \`inputSchema\`, so rename it by hand`;
  if (major === 4 && properties.has('inputSchema'))
    return 'gives its input schema as `inputSchema`, which AI SDK 4 ignores (it throws on a tool without `parameters`); the adapter would pass it on as `parameters`, so rename it by hand';
  return undefined;
}

/**
 * The types `execute`'s first two parameters get where they have none: `jsonSchema<T>()`'s `T` for the input
 * where the schema stays with the AI SDK (`fromJsonSchema<T>()` types it otherwise), and the call options `tool()`
 * typed (as a standard tool's they would be `any`, or `unknown` inline; not with v7's `contextSchema`, whose options
 * type is the tool's own).
 */
function executeParameterTypes(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  jsonInput: FromJsonSchemaValue | undefined,
): [input: string | undefined, options: string | undefined] {
  const typesOptions = mayNameAdapterType(context, OPTIONS_TYPE) && !properties.has('contextSchema');
  const inputProperty = properties.get('inputSchema') ?? properties.get('parameters');
  const inputSchemaValue = inputProperty && schemaValue(path, inputProperty);
  const inputType =
    !jsonInput && inputSchemaValue?.kind === 'ai-sdk-schema' && inputSchemaValue.helper === 'jsonSchema'
      ? typeArgument(context.source, inputProperty!)
      : undefined;
  const readsOptions = executeTakesOptions(context, properties.get('execute')!);
  return [inputType, typesOptions && readsOptions ? OPTIONS_TYPE : undefined];
}

function isGeneratorExecute(executeProperty: ConfigProperty): boolean {
  const executeFunction = executeProperty.type === 'ObjectMethod' ? executeProperty : executeProperty.value;
  return 'generator' in executeFunction && executeFunction.generator === true;
}

/**
 * `inputSchema` / `parameters` / `outputSchema`: the standard tool's own (`zodSchema(x)` unwrapped, an output's
 * `jsonSchema<T>(json)` as `fromJsonSchema<T>(json)`), or an AI SDK schema the adapter passes through, tied.
 */
function addSchema(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  key: 'inputSchema' | 'parameters' | 'outputSchema',
  property: ConfigProperty,
  split: SplitProperties,
): void {
  const json = key === 'outputSchema' ? fromJsonSchemaOf(context, path, property, matchesModule) : undefined;
  if (json) return addFromJsonSchema(property, json, split);
  const schema = schemaValue(path, property);
  if (schema.kind === 'ai-sdk-schema') {
    split.options.push({ node: property });
    const standardKey = key === 'outputSchema' ? key : 'inputSchema';
    split.tiedReasons.push(
      `its ${key} is an AI SDK ${schema.helper}(); the adapter passes it through, so the standard object has no ${standardKey} of its own`,
    );
    return;
  }
  split.standard.push({
    kind: 'original',
    node: property,
    rename: key === 'parameters' ? 'inputSchema' : undefined,
    valueText: schema.kind === 'unwrapped' ? context.source.slice(schema.inner.start!, schema.inner.end!) : undefined,
  });
  if (schema.kind === 'unwrapped') split.consumedReferences.push(schema.calleeReference);
}

/** `inputSchema` / `outputSchema: fromJsonSchema<T>(json)`, the standard tool's own (from-json-schema.ts). */
function addFromJsonSchema(property: ConfigProperty, value: FromJsonSchemaValue, split: SplitProperties): void {
  split.standard.push({ kind: 'original', node: property, valueText: value.valueText });
  split.moduleNames.push(FROM_JSON_SCHEMA);
  split.consumedReferences.push(value.calleeReference);
}

/** `execute` with the types `tool()` gave its parameters written on them; false when none is to be written. */
function typedExecute(
  context: FrontEndContext,
  property: ConfigProperty,
  types: [input: string | undefined, options: string | undefined],
  split: SplitProperties,
): boolean {
  if (types.every((type) => type === undefined)) return false;
  const typed = withParameterTypes(context.source, property, types);
  if (!typed) return false;
  split.standard.push({ kind: 'original', node: property, ...typed.text });
  if (typed.typed[1]) split.moduleTypes.push(OPTIONS_TYPE);
  return true;
}

/** execute whose options are read only for the abort signal, by `abortSignalOf` (not where its input gets a type). */
function readsOnlyAbortSignal(
  context: FrontEndContext,
  property: ConfigProperty,
  types: [input: string | undefined, options: string | undefined],
  split: SplitProperties,
): boolean {
  const valueText = types[0] === undefined ? abortSignalOnlyExecute(context, property) : undefined;
  if (valueText === undefined) return false;
  split.standard.push({ kind: 'original', node: property, valueText });
  split.moduleNames.push(ABORT_SIGNAL_OF);
  return true;
}

/** A standard property as written; a description that may be undefined gets `?? ''`. */
function standardProperty(context: FrontEndContext, key: string, property: ConfigProperty): StandardProperty {
  if (key === 'description' && property.type === 'ObjectProperty' && mayBeUndefinedDescription(property.value)) {
    // The contract needs a string: `?? ''`, which toAiSdk sends as none, as the SDK sent undefined.
    const value = context.source.slice(property.value.start!, property.value.end!);
    return { kind: 'original', node: property, valueText: `${value} ?? ${quoteString('', context.style)}` };
  }
  return { kind: 'original', node: property };
}

/** execute declares the call options and reads them: options nothing reads take nothing of the AI SDK. */
function executeTakesOptions(context: FrontEndContext, executeProperty: ConfigProperty): boolean {
  const params = executeParametersOf(executeProperty);
  if (params.length !== 2) return params.length > 2;
  const fn = executeProperty.type === 'ObjectMethod' ? executeProperty : (executeProperty as t.ObjectProperty).value;
  const fnPath = fileScopesOf(context.program).pathOf(fn) as NodePath<t.ArrowFunctionExpression | t.ObjectMethod>;
  return !isUnreadParameter(fnPath, params[1]);
}

function executeParametersOf(executeProperty: ConfigProperty): t.Node[] {
  if (executeProperty.type === 'ObjectMethod') return executeProperty.params;
  return isFunction(executeProperty.value) ? executeProperty.value.params : [];
}

/** The adapter module's name for the AI SDK call options (`execute`'s second argument). */
const OPTIONS_TYPE = 'AiSdkExecuteOptions';

/**
 * `execute` with its unannotated second parameter (a name or a pattern) typed as the call
 * options: the new value (a function) or parameter list (a method); undefined when it has none.
 */
/**
 * execute's text with a type on each of its first parameters that `types` names and that has
 * none of its own (which `tool()` typed from its context); `typed` says which got one.
 */
export function withParameterTypes(
  source: string,
  property: t.ObjectProperty | t.ObjectMethod | t.SpreadElement,
  types: readonly (string | undefined)[],
):
  | { text: Pick<StandardProperty & { kind: 'original' }, 'valueText' | 'parametersText'>; typed: boolean[] }
  | undefined {
  const fn =
    property.type === 'ObjectMethod' ? property : property.type === 'ObjectProperty' ? property.value : undefined;
  if (!fn || !(fn.type === 'ObjectMethod' || isFunction(fn))) return undefined;
  const typed = types.map((type, index) => type !== undefined && fn.params[index] !== undefined);
  const params = fn.params.filter((param, index) => typed[index] && lacksOwnType(param));
  if (params.length === 0) return undefined;
  types.forEach((_, index) => (typed[index] = params.includes(fn.params[index]!)));
  // `input => ...` needs parentheses once its parameter has a type.
  const bare =
    fn.type === 'ArrowFunctionExpression' && source[fn.params[0]!.start! - 1] !== '(' && fn.params.length === 1;
  const annotate = (from: number, to: number) => {
    let text = source.slice(from, fn.params[0]!.start!) + (bare ? '(' : '');
    fn.params.forEach((param, index) => {
      text += source.slice(index === 0 ? param.start! : fn.params[index - 1]!.end!, param.end!);
      if (typed[index]) text += `: ${types[index]}`;
    });
    return text + (bare ? ')' : '') + source.slice(fn.params.at(-1)!.end!, to);
  };
  if (fn.type === 'ObjectMethod')
    return { text: { parametersText: annotate(fn.params[0]!.start!, fn.params.at(-1)!.end!) }, typed };
  return { text: { valueText: annotate(fn.start!, fn.end!) }, typed };
}

/** The `T` of `inputSchema: jsonSchema<T>(...)`, as written. */
function typeArgument(source: string, property: t.ObjectProperty | t.ObjectMethod): string | undefined {
  if (property.type !== 'ObjectProperty' || property.value.type !== 'CallExpression') return undefined;
  const [type, ...more] = property.value.typeParameters?.params ?? [];
  return type && more.length === 0 ? source.slice(type.start!, type.end!) : undefined;
}

/**
 * Where the definition sits; a tool nothing names gets a name from its surroundings, in place. Under a computed
 * key it keeps the key as its name (the AI SDK sends the record's key, so its call is the same either way).
 */
function siteOf(context: FrontEndContext, path: NodePath<t.CallExpression>): SiteAnalysis {
  const site = analyseSite(path, context.filePath);
  if (!site.ok && site.reason === 'computed-name') {
    const keyed = computedKeyName(path, context.source, context.types);
    if (keyed?.ok) return { ...keyed, placement: { kind: 'inline', site: path.node } };
    return keyed ?? site;
  }
  if (site.ok || site.reason !== 'no-static-name') return site;
  const name = surroundingName(path);
  if (name === undefined) return site;
  return { ok: true, name, nameSource: 'variable', placement: { kind: 'inline', site: path.node } };
}

function nameProperty(property: t.ObjectProperty | t.ObjectMethod | undefined): string | undefined {
  return property?.type === 'ObjectProperty' && property.value.type === 'StringLiteral'
    ? property.value.value
    : undefined;
}

/** `weatherTool` → `weather`: the variable names the AI SDK object, the tool is the weather. */
function stripToolSuffix(variable: string): string {
  const stripped = variable.replace(/_?[Tt]ool$/, '');
  return stripped || variable;
}

function isFunction(node: t.Node): node is t.ArrowFunctionExpression | t.FunctionExpression {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

type SchemaValue =
  | { kind: 'plain' }
  | { kind: 'unwrapped'; inner: t.Node; calleeReference: t.Identifier }
  | { kind: 'ai-sdk-schema'; helper: string };

/**
 * `zodSchema(x)` (one argument) is just `x` to every AI SDK version; `jsonSchema(...)`
 * and `zodSchema(x, options)` are AI SDK objects the standard contract cannot hold.
 */
function schemaValue(path: NodePath<t.CallExpression>, property: t.ObjectProperty | t.ObjectMethod): SchemaValue {
  if (property.type !== 'ObjectProperty' || property.value.type !== 'CallExpression') return { kind: 'plain' };
  const valueCall = property.value;
  // The config's values live in the call's scope.
  const callee = resolveCalleeOf(path, valueCall, matchesModule);
  if (!callee) return { kind: 'plain' };
  if (
    callee.imported === 'zodSchema' &&
    valueCall.arguments.length === 1 &&
    valueCall.arguments[0]!.type !== 'SpreadElement'
  ) {
    return { kind: 'unwrapped', inner: valueCall.arguments[0]!, calleeReference: callee.referenceNode };
  }
  if (callee.imported === 'zodSchema' || callee.imported === 'jsonSchema' || callee.imported === 'valibotSchema') {
    return { kind: 'ai-sdk-schema', helper: callee.imported };
  }
  return { kind: 'plain' };
}

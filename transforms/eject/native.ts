/**
 * One adapter call written as the framework's own definition, in the form a person would
 * write it: `tool({...})` (AI SDK), `server.registerTool(name, config, cb)` (MCP),
 * `ai.defineTool(config, fn)` (Genkit), `tool(fn, config)` (LangChain), `createTool({...})`
 * (Mastra). The standard tool's pieces move in byte for byte; the adapter's options join
 * the config where the adapter spread them.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrameworkId } from '../frameworks';
import { rangeWithParentheses, stripTypeWrappers } from '../lib/expression-facts';
import { readsOwnThisOrArguments, type FunctionNode } from '../lib/function-returns';
import type { MovedProperty } from '../lib/ir';
import type { MoveContext, PropertyChange } from '../lib/moved-pieces';
import type { FileScopes } from '../lib/one-walk';
import { indentationAt, type SourceStyle } from '../lib/source-style';
import type { TextEdit } from '../lib/text-edits';
import type { TypeOracle } from '../lib/type-oracle';
import {
  adapterTypeEdits,
  dropInputParameterEdits,
  executeFunction,
  mastraV0ParameterEdits,
  mcpResultEdits,
  mcpResultTemplate,
  namedMcpHandler,
  type Refusal,
} from './execute';
import type { FrameworkImports } from './imports';
import { moveProperty, movedValue, objectText } from './pieces';
import { adapterExportOf, type AdapterCall } from './read';

export interface NativeContext {
  source: string;
  comments: readonly t.Comment[];
  style: SourceStyle;
  scopes: FileScopes;
  imports: FrameworkImports;
  adapterImport?: string;
  /** Majors by package: `ai` 4 and `@mastra/core` 0 have their own forms; `mcpV2` has no raw shapes. */
  versions: Record<string, number | undefined>;
  mcpV2: boolean;
  /** The file imports from `langchain` (not `@langchain/core`). */
  langchainPackage: boolean;
  /** The project's `@langchain/core` has no `tool()` (before 0.2.7). */
  langchainWithoutTool: boolean;
  /** What syntax leaves open about a value's type (an MCP result): the file's project answers. */
  types: TypeOracle;
}

const STANDARD_FIELDS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'execute']);

type Built = { text: string; notes: string[] } | Refusal;

export function nativeDefinition(entry: AdapterCall, context: NativeContext): Built {
  const { tool } = entry;
  if (tool.unreadable)
    return { code: 'eject-unreadable', refused: 'its object has a spread or a computed key: eject it by hand' };
  const unknown = [...tool.properties.keys()].filter((key) => !STANDARD_FIELDS.has(key));
  if (unknown.length > 0)
    return { code: 'eject-unknown-field', refused: `it has fields no native definition takes (${unknown.join(', ')})` };
  if (entry.options && stripTypeWrappers(entry.options).type !== 'ObjectExpression')
    return { code: 'eject-options', refused: 'its adapter options are not an object literal' };
  // Partial: a framework added without its way back yet (npm run scaffold) ejects nothing, and says so.
  const builders: Partial<Record<FrameworkId, (entry: AdapterCall, context: NativeContext) => Built>> = {
    'ai-sdk': aiSdk,
    'mcp-sdk': mcp,
    genkit,
    langchain,
    mastra,
    'openai-agents': openAIAgents,
  };
  const build = builders[entry.framework];
  if (!build) return { code: 'eject-no-native', refused: `eject does not write ${entry.framework} definitions yet` };
  return build(entry, context);
}

/** Layout around the call: its line's indentation, one level in, two levels in. */
function levels(entry: AdapterCall, context: NativeContext) {
  const base = indentationAt(context.source, entry.call.start!);
  const unit = context.style.indentUnit;
  return { base, one: base + unit, two: base + unit + unit };
}

function moveContext(context: NativeContext, toIndent: string): MoveContext {
  return { source: context.source, comments: context.comments, eol: context.style.eol, toIndent };
}

/** The options object's properties, moved; `skip` lists keys the builder placed itself. */
function optionProperties(
  entry: AdapterCall,
  context: NativeContext,
  toIndent: string,
  skip: ReadonlySet<t.Node> = new Set(),
  /** Only the function-valued options (`after`), or only the others (`before`): see `isFunctionValued`. */
  which?: 'before' | 'after',
): MovedProperty[] | Refusal {
  if (!entry.options) return [];
  const object = stripTypeWrappers(entry.options) as t.ObjectExpression;
  const moved: MovedProperty[] = [];
  for (const property of object.properties) {
    if (skip.has(property)) continue;
    if (which !== undefined && isFunctionValued(property) !== (which === 'after')) continue;
    if (property.type === 'SpreadElement' || property.computed)
      return { code: 'eject-options', refused: 'its adapter options have a spread or a computed key' };
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : context.source.slice(property.key.start!, property.key.end!);
    moved.push(moveProperty(moveContext(context, toIndent), object, key, property));
  }
  return moved;
}

/**
 * A function option (`toModelOutput`) goes after `execute`: TypeScript types its parameters
 * from `execute`'s result only when it comes later in the object.
 */
function isFunctionValued(property: t.Node): boolean {
  if (property.type === 'ObjectMethod') return true;
  if (property.type !== 'ObjectProperty') return false;
  return property.value.type === 'ArrowFunctionExpression' || property.value.type === 'FunctionExpression';
}

function optionKeys(entry: AdapterCall): Set<string> {
  const object = entry.options && stripTypeWrappers(entry.options);
  if (object?.type !== 'ObjectExpression') return new Set();
  return new Set(
    object.properties.flatMap((property) =>
      property.type !== 'SpreadElement' && property.key.type === 'Identifier' ? [property.key.name] : [],
    ),
  );
}

/** A standard field moved, renamed or changed on the way. */
function field(
  entry: AdapterCall,
  context: NativeContext,
  key: string,
  toIndent: string,
  change: PropertyChange = {},
): MovedProperty | undefined {
  const property = entry.tool.properties.get(key);
  if (!property) return undefined;
  const { rename } = change;
  // `inputSchema: schema` renamed `schema` is the shorthand `schema`, as it was written.
  if (
    rename &&
    property.type === 'ObjectProperty' &&
    property.value.type === 'Identifier' &&
    property.value.name === rename &&
    !change.edits
  )
    change = { edits: [{ start: property.start!, end: property.end!, text: rename }] };
  return moveProperty(moveContext(context, toIndent), entry.tool.object, rename ?? key, property, change);
}

/** An empty description is a tool that had none (the adapters send none). */
function isEmptyDescription(entry: AdapterCall): boolean {
  const property = entry.tool.properties.get('description');
  const value = property?.type === 'ObjectProperty' ? stripTypeWrappers(property.value) : undefined;
  return value?.type === 'StringLiteral' && value.value === '';
}

/**
 * `description: x ?? ''` was the migration's (the contract's description is a string);
 * the AI SDK and MCP adapters send an empty one as none, as `x` undefined was.
 */
function descriptionChange(entry: AdapterCall): PropertyChange {
  const property = entry.tool.properties.get('description');
  const value = property?.type === 'ObjectProperty' ? property.value : undefined;
  if (value?.type !== 'LogicalExpression' || value.operator !== '??') return {};
  const fallback = stripTypeWrappers(value.right);
  if (fallback.type !== 'StringLiteral' || fallback.value !== '') return {};
  return { edits: [{ start: value.left.end!, end: value.end!, text: '' }] };
}

/** The edits `execute` needs for every framework: the adapter's context types dropped. */
function executeEdits(
  entry: AdapterCall,
  context: NativeContext,
  more: (fn: NonNullable<ReturnType<typeof executeFunction>>) => TextEdit[] | Refusal = () => [],
) {
  const property = entry.tool.properties.get('execute')!;
  const fn = executeFunction(property);
  if (!fn) return { property, fn, edits: [] as TextEdit[] };
  // The adapter called it on the standard tool (`this.name`); the framework calls it on nothing of the kind.
  if (
    fn.type !== 'ArrowFunctionExpression' &&
    readsOwnThisOrArguments(context.scopes.pathOf(fn) as NodePath<FunctionNode>).this
  )
    return { code: 'eject-this', refused: 'its execute reads `this` (the standard tool): eject it by hand' };
  const extra = more(fn);
  if ('refused' in extra) return extra;
  const replaced = (edit: TextEdit) => extra.some((other) => edit.start < other.end && other.start < edit.end);
  const edits = [
    ...adapterTypeEdits(fn, context.scopes, context.adapterImport).filter((edit) => !replaced(edit)),
    ...extra,
  ];
  return { property, fn, edits };
}

function aiSdk(entry: AdapterCall, context: NativeContext): Built {
  const { base, one } = levels(entry, context);
  const overridden = optionKeys(entry);
  const v4 = context.versions['ai'] === 4;
  const execute = executeEdits(entry, context);
  if ('refused' in execute) return execute;
  // `dynamicTool({...})` was migrated as the option `type: 'dynamic'`.
  const dynamic = dynamicOption(entry);
  const skipped = new Set<t.Node>(dynamic ? [dynamic] : []);
  const options = optionProperties(entry, context, one, skipped, 'before');
  if ('refused' in options) return options;
  const later = optionProperties(entry, context, one, skipped, 'after');
  if ('refused' in later) return later;
  const properties = [
    !overridden.has('title') && field(entry, context, 'title', one),
    !isEmptyDescription(entry) && field(entry, context, 'description', one, descriptionChange(entry)),
    !overridden.has('inputSchema') &&
      field(entry, context, 'inputSchema', one, {
        ...(v4 && { rename: 'parameters' }),
        ...aiSdkJsonSchema(entry, context, 'inputSchema'),
      }),
    field(entry, context, 'outputSchema', one, aiSdkJsonSchema(entry, context, 'outputSchema')),
    ...options,
    field(entry, context, 'execute', one, { edits: execute.edits }),
    ...later,
  ].filter((property): property is MovedProperty => Boolean(property));
  const callee = dynamic
    ? context.imports.local('ai', 'dynamicTool', entry.scope, 'aiDynamicTool')
    : context.imports.local('ai', 'tool', entry.scope, 'aiTool');
  return { text: `${callee}(${objectText(properties, one, base, context.style.eol)})`, notes: [] };
}

/**
 * `fromJsonSchema<T>(json)` was `jsonSchema<T>(json)`: the AI SDK's own again, which takes the JSON as it is (a
 * Standard Schema's JSON it would close, object by object).
 */
function aiSdkJsonSchema(
  entry: AdapterCall,
  context: NativeContext,
  key: 'inputSchema' | 'outputSchema',
): PropertyChange {
  const call = fromJsonSchemaCall(entry, context, key)?.call;
  if (!call) return {};
  const jsonSchema = context.imports.local('ai', 'jsonSchema', entry.scope, 'aiJsonSchema');
  return { edits: [{ start: call.callee.start!, end: call.callee.end!, text: jsonSchema }] };
}

/** The tool's `key` is the adapter module's `fromJsonSchema(json)`: that call, in its property. */
function fromJsonSchemaCall(
  entry: AdapterCall,
  context: NativeContext,
  key: 'inputSchema' | 'outputSchema',
): { property: t.ObjectProperty; call: t.CallExpression } | undefined {
  const property = entry.tool.properties.get(key);
  if (property?.type !== 'ObjectProperty') return undefined;
  const call = stripTypeWrappers(property.value);
  if (call.type !== 'CallExpression' || call.arguments.length !== 1) return undefined;
  const imported = adapterExportOf(entry.scope, call.callee, context.adapterImport)?.imported;
  return imported === 'fromJsonSchema' ? { property, call } : undefined;
}

/** `tool({ name, description, parameters, ...options, execute })` of the OpenAI Agents SDK. */
function openAIAgents(entry: AdapterCall, context: NativeContext): Built {
  const { base, one } = levels(entry, context);
  const ignored = ['title', 'outputSchema'].filter((key) => entry.tool.properties.has(key));
  if (ignored.length > 0)
    return { code: 'eject-unknown-field', refused: `it has fields tool() does not take (${ignored.join(', ')})` };
  const pieces = executeAndOptions(entry, context, one);
  if ('refused' in pieces) return pieces;
  const parameters = jsonSchemaChange(entry, context, 'inputSchema', 'parameters', { rename: 'parameters' });
  const properties = [
    field(entry, context, 'name', one),
    field(entry, context, 'description', one),
    field(entry, context, 'inputSchema', one, parameters),
    ...pieces.options,
    field(entry, context, 'execute', one, { edits: pieces.execute.edits }),
  ].filter((property): property is MovedProperty => Boolean(property));
  const callee = context.imports.local('@openai/agents', 'tool', entry.scope, 'agentsTool');
  return { text: `${callee}(${objectText(properties, one, base, context.style.eol)})`, notes: [] };
}

function dynamicOption(entry: AdapterCall): t.ObjectProperty | undefined {
  const object = entry.options && stripTypeWrappers(entry.options);
  if (object?.type !== 'ObjectExpression') return undefined;
  return object.properties.find(
    (property): property is t.ObjectProperty =>
      property.type === 'ObjectProperty' &&
      !property.computed &&
      property.key.type === 'Identifier' &&
      property.key.name === 'type' &&
      property.value.type === 'StringLiteral' &&
      property.value.value === 'dynamic',
  );
}

/**
 * `z.object(shape)` of zod → `shape`: what `registerTool` took as a raw shape (the
 * migration wrapped raw shapes, literal or by reference, in `z.object`).
 */
function rawShape(entry: AdapterCall, context: NativeContext, key: string): PropertyChange {
  const property = entry.tool.properties.get(key);
  if (context.mcpV2 || property?.type !== 'ObjectProperty') return {};
  const value = stripTypeWrappers(property.value);
  if (
    value.type !== 'CallExpression' ||
    value.callee.type !== 'MemberExpression' ||
    value.callee.computed ||
    value.callee.property.type !== 'Identifier' ||
    value.callee.property.name !== 'object' ||
    value.callee.object.type !== 'Identifier' ||
    value.arguments.length !== 1 ||
    value.arguments[0]!.type === 'SpreadElement'
  )
    return {};
  const binding = entry.scope.getBinding(value.callee.object.name);
  const parent = binding?.path.parent;
  if (parent?.type !== 'ImportDeclaration' || !/^zod(\/|$)/.test(parent.source.value)) return {};
  const shape = value.arguments[0];
  const range = rangeWithParentheses(context.source, property.value);
  return {
    edits: [
      { start: range.start, end: shape.start!, text: '' },
      { start: shape.end!, end: range.end, text: '' },
    ],
  };
}

function mcp(entry: AdapterCall, context: NativeContext): Built {
  const { base, one, two } = levels(entry, context);
  const overridden = optionKeys(entry);
  const hasInput = entry.tool.properties.has('inputSchema');
  const template = mcpResultTemplate(entry.options);
  if (template && 'refused' in template) return template;
  const execute = executeEdits(entry, context, (fn) => {
    const results = mcpResultEdits(
      fn,
      context.scopes,
      context.source,
      context.style,
      context.types,
      context.adapterImport,
      template,
    );
    if ('refused' in results) return results;
    // A return type was the plain value's (`Promise<string>`): the callback's own applies again.
    const returnType = (fn as { returnType?: t.Node | null }).returnType;
    if (returnType && results.length > 0) results.push({ start: returnType.start!, end: returnType.end!, text: '' });
    const parameters = hasInput ? [] : dropInputParameterEdits(fn, context.scopes);
    return 'refused' in parameters ? parameters : [...results, ...parameters];
  });
  if ('refused' in execute) return execute;
  const named = execute.fn ? undefined : namedMcpHandler(execute.property, context.scopes, hasInput, context.types);
  if (named) return named;
  if (!execute.fn && template)
    return { code: 'eject-mcp-result-unknown', refused: 'its results are built by toMcpResult: eject it by hand' };
  const options = optionProperties(entry, context, two, new Set(template ? [template.property] : []));
  if ('refused' in options) return options;
  const config = [
    !overridden.has('title') && field(entry, context, 'title', two),
    // The options' description (an empty one MCP lists) is the one the SDK took.
    !overridden.has('description') &&
      !isEmptyDescription(entry) &&
      field(entry, context, 'description', two, descriptionChange(entry)),
    field(entry, context, 'inputSchema', two, rawShape(entry, context, 'inputSchema')),
    !overridden.has('outputSchema') &&
      field(entry, context, 'outputSchema', two, rawShape(entry, context, 'outputSchema')),
    ...options,
  ].filter((property): property is MovedProperty => Boolean(property));
  const handler = movedValue(
    moveContext(context, one),
    entry.tool.object,
    execute.property,
    execute.edits,
    context.scopes,
  );
  const { source, style } = context;
  const receiver = receiverText(entry, source);
  const name = source.slice(entry.tool.nameNode!.start!, entry.tool.nameNode!.end!);
  const eol = style.eol;
  const trailing = handler.trailingComment ? ` ${handler.trailingComment}` : '';
  return {
    text:
      `${receiver}.registerTool(${eol}${one}${name},${eol}${one}${objectText(config, two, one, eol)},${eol}` +
      `${one}${handler.leading}${handler.text},${trailing}${eol}${base})`,
    notes: [],
  };
}

function genkit(entry: AdapterCall, context: NativeContext): Built {
  if (entry.adapter === 'toGenkitUsing')
    return { code: 'eject-genkit-using', refused: 'toGenkitUsing: eject it by hand' };
  const { base, one, two } = levels(entry, context);
  const pieces = executeAndOptions(entry, context, two);
  if ('refused' in pieces) return pieces;
  const { execute, options } = pieces;
  const config = [
    field(entry, context, 'name', two),
    field(entry, context, 'description', two),
    field(entry, context, 'inputSchema', two, jsonSchemaChange(entry, context, 'inputSchema', 'inputJsonSchema')),
    field(entry, context, 'outputSchema', two, jsonSchemaChange(entry, context, 'outputSchema', 'outputJsonSchema')),
    ...options,
  ].filter((property): property is MovedProperty => Boolean(property));
  const { source, style } = context;
  const eol = style.eol;
  const receiver = receiverText(entry, source);
  const method = entry.adapter === 'toGenkitDynamic' ? 'dynamicTool' : 'defineTool';
  const fn = positional(entry, context, execute, one);
  return {
    text: `${receiver}.${method}(${eol}${one}${objectText(config, two, one, eol)},${eol}${one}${fn}${eol}${base})`,
    notes: [],
  };
}

/** `execute`'s edits and the options laid out at `indent`: what Genkit's and LangChain's configs take. */
function executeAndOptions(entry: AdapterCall, context: NativeContext, indent: string) {
  const execute = executeEdits(entry, context);
  if ('refused' in execute) return execute;
  const options = optionProperties(entry, context, indent);
  return 'refused' in options ? options : { execute, options };
}

/** `server` of `registerMcpTool(server, x)` as the object of a method call: `(this as S).registerTool(...)`. */
function receiverText(entry: AdapterCall, source: string): string {
  const receiver = entry.receiver!;
  const { start, end } = rangeWithParentheses(source, receiver);
  const text = source.slice(start, end);
  const plain = ['Identifier', 'ThisExpression', 'MemberExpression', 'CallExpression'].includes(receiver.type);
  return plain || text.startsWith('(') ? text : `(${text})`;
}

/** `execute` as the last argument: a function value, or the name of one. */
function positional(
  entry: AdapterCall,
  context: NativeContext,
  execute: { property: t.ObjectProperty | t.ObjectMethod; edits: TextEdit[] },
  toIndent: string,
): string {
  const value = movedValue(
    moveContext(context, toIndent),
    entry.tool.object,
    execute.property,
    execute.edits,
    context.scopes,
  );
  return `${value.leading}${value.text},${value.trailingComment ? ` ${value.trailingComment}` : ''}`;
}

/**
 * A raw JSON Schema was migrated as `fromJsonSchema(json)` (Genkit's `inputJsonSchema: json`,
 * LangChain's `schema: json`): the framework takes `json` itself again, under `jsonKey`.
 */
function jsonSchemaChange(
  entry: AdapterCall,
  context: NativeContext,
  key: 'inputSchema' | 'outputSchema',
  jsonKey: string,
  otherwise: PropertyChange = {},
): PropertyChange {
  const found = fromJsonSchemaCall(entry, context, key);
  if (!found) return otherwise;
  const { property } = found;
  const json = found.call.arguments[0]!;
  const range = rangeWithParentheses(context.source, property.value);
  // `inputSchema: fromJsonSchema(inputJsonSchema)` was the shorthand `inputJsonSchema`.
  if (json.type === 'Identifier' && json.name === jsonKey)
    return { rename: jsonKey, edits: [{ start: property.key.end!, end: range.end, text: '' }] };
  return {
    rename: jsonKey,
    edits: [
      { start: range.start, end: json.start!, text: '' },
      { start: json.end!, end: range.end, text: '' },
    ],
  };
}

function langchain(entry: AdapterCall, context: NativeContext): Built {
  if (entry.adapter === 'toLangChainClass')
    return { code: 'eject-langchain-class', refused: 'toLangChainClass: write the tool class back by hand' };
  if (context.langchainWithoutTool)
    return {
      code: 'eject-langchain-core',
      refused: 'this @langchain/core has no tool() (it came in 0.2.7): write the tool class back by hand',
    };
  if (!entry.tool.properties.has('inputSchema'))
    return {
      code: 'eject-no-schema',
      refused: 'without a schema LangChain makes a string-input tool: eject it by hand',
    };
  const { base, one, two } = levels(entry, context);
  const executeProperty = entry.tool.properties.get('execute')!;
  // The adapter put the run manager into the config; `tool()` hands it to `func` separately.
  if (/\brunManager\b/.test(context.source.slice(executeProperty.start!, executeProperty.end!)))
    return {
      code: 'eject-run-manager',
      refused: 'its execute reads the run manager, which `tool()` does not put in the config: eject it by hand',
    };
  const pieces = executeAndOptions(entry, context, two);
  if ('refused' in pieces) return pieces;
  const { execute, options } = pieces;
  const config = [
    field(entry, context, 'name', two),
    field(entry, context, 'description', two),
    field(
      entry,
      context,
      'inputSchema',
      two,
      jsonSchemaChange(entry, context, 'inputSchema', 'schema', { rename: 'schema' }),
    ),
    ...options,
  ].filter((property): property is MovedProperty => Boolean(property));
  const notes = entry.tool.properties.has('outputSchema')
    ? ['LangChain has no output schema: `outputSchema` was not carried over (the adapter did not use it either)']
    : [];
  const eol = context.style.eol;
  // A file that loads `langchain` itself (v1 re-exports `tool`) takes it from there.
  const module = context.langchainPackage ? 'langchain' : '@langchain/core/tools';
  if (isStringSchema(entry, context)) {
    // A string-input tool is a `DynamicTool`, whose `func` gets the run manager second, not the config.
    if (execute.fn && execute.fn.params.length > 1)
      return { code: 'eject-parameters', refused: 'a string-input tool that reads its config: eject it by hand' };
    const fields = [
      field(entry, context, 'name', one),
      field(entry, context, 'description', one),
      ...(optionProperties(entry, context, one) as MovedProperty[]),
      field(entry, context, 'execute', one, { rename: 'func', edits: execute.edits }),
    ].filter((property): property is MovedProperty => Boolean(property));
    const callee = context.imports.local('@langchain/core/tools', 'DynamicTool', entry.scope, 'LangChainDynamicTool');
    return { text: `new ${callee}(${objectText(fields, one, base, eol)})`, notes };
  }
  const callee = context.imports.local(module, 'tool', entry.scope, 'langchainTool');
  const fn = positional(entry, context, execute, one);
  return { text: `${callee}(${eol}${one}${fn}${eol}${one}${objectText(config, two, one, eol)},${eol}${base})`, notes };
}

/** `z.string()` or `fromJsonSchema({ type: 'string' })`: the migration's schema of a string-input tool. */
function isStringSchema(entry: AdapterCall, context: NativeContext): boolean {
  const property = entry.tool.properties.get('inputSchema');
  if (property?.type !== 'ObjectProperty') return false;
  const text = context.source.slice(property.value.start!, property.value.end!).replace(/\s+/g, '');
  return /^\w+\.string\(\)$/.test(text) || /^fromJsonSchema(<string>)?\(\{type:['"]string['"]\}\)$/.test(text);
}

function mastra(entry: AdapterCall, context: NativeContext): Built {
  const { base, one } = levels(entry, context);
  const overridden = optionKeys(entry);
  const v0 = context.versions['@mastra/core'] === 0;
  const execute = executeEdits(entry, context, (fn) =>
    v0 ? mastraV0ParameterEdits(fn, context.source, context.scopes) : [],
  );
  if ('refused' in execute) return execute;
  if (v0 && !execute.fn)
    return { code: 'eject-parameters', refused: 'its execute is defined elsewhere: Mastra 0.x calls it another way' };
  const options = optionProperties(entry, context, one, new Set(), 'before');
  if ('refused' in options) return options;
  const later = optionProperties(entry, context, one, new Set(), 'after');
  if ('refused' in later) return later;
  const properties = [
    field(entry, context, 'name', one, { rename: 'id' }),
    !overridden.has('title') && field(entry, context, 'title', one),
    field(entry, context, 'description', one),
    field(entry, context, 'inputSchema', one),
    field(entry, context, 'outputSchema', one),
    ...options,
    field(entry, context, 'execute', one, { edits: execute.edits }),
    ...later,
  ].filter((property): property is MovedProperty => Boolean(property));
  const callee = context.imports.local('@mastra/core/tools', 'createTool', entry.scope, 'mastraCreateTool');
  return { text: `${callee}(${objectText(properties, one, base, context.style.eol)})`, notes: [] };
}

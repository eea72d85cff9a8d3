/**
 * Genkit front end: `ai.defineTool(config, fn)`, `ai.dynamicTool(config, fn)` on a
 * Genkit instance, and the standalone `tool(config, fn)` / `dynamicTool(config, fn)`
 * from 'genkit' / 'genkit/beta' → a standard tool and one adapter call:
 * `toGenkit(ai, t)`, `toGenkitDynamic(ai, t)`, `toGenkitUsing(tool, t)`.
 *
 * The config's `description`, `inputSchema` and `outputSchema` (zod 3, Genkit's own `z`)
 * move to the standard object, which the adapter hands back to Genkit unchanged; the
 * function becomes `execute` (Genkit's `ctx` is still its second argument); `metadata`
 * and any other key go to the adapter's options. What the adapter cannot carry
 * (`inputJsonSchema`, multipart tools, interrupts, 0.5's `defineTool`) is reported.
 */
import { mayNameAdapterType } from '../../lib/adapter-types';
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCallee, resolveCalleeOf } from '../../lib/bindings';
import { type ConfigProperty } from '../../lib/config-object';
import { callTypeArguments, labelledManualReporter, readConfigLiteral } from '../../lib/config-preamble';
import { collectCalls } from '../../lib/definition-calls';
import { FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { analyseSite, staticKey } from '../../lib/definition-site';
import { refuse, type DiagnosticCode, type Refusal } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import { builtPropertyIndent } from '../../lib/emit';
import { lacksOwnType, stripTypeWrappers } from '../../lib/expression-facts';
import { isZodExpression } from '../../lib/zod';
import { isPureNameExpression, mayWriteNameFirst, nameLabel } from '../../lib/static-name';
import { bindsFrameworkExport, callsMethod } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, MovedProperty, Placement, ToolDescription } from '../../lib/ir';
import { movedArgument, movedProperty, type MoveContext } from '../../lib/moved-pieces';
import { standardBindingBase } from '../../lib/naming';
import { commentsBeforeConfig, hasStrandedComment, namedWithComments, type MovedSpan } from './comments';
import { callStateUse, type CallStateReaders } from '../../lib/call-state-reads';
import { anyInputSchema, type AnyInputSchema } from './any-input';
import { planFunction } from './function';
import { JSON_SCHEMA_KEYS, planJsonSchemas, type JsonSchemaPlan } from './json-schemas';
import {
  classifyInstance,
  genkitInstanceFacts,
  importSourceOf,
  matchesGenkitApi,
  matchesGenkitModule,
} from './instance';
import { genkitFramework } from './framework';
import { fileScopesOf, freeNameIn, scopeOf, type Scope } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';

/** Config keys the standard tool holds; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['description', 'inputSchema', 'outputSchema', ...JSON_SCHEMA_KEYS.keys()]);
/** Config keys the adapter cannot pass through to Genkit. */
const UNSUPPORTED_KEYS: Record<string, { reason: DiagnosticCode; message: string }> = {
  multipart: {
    reason: 'multipart',
    message: 'is a multipart tool (its function returns Genkit parts), which the standard contract cannot express',
  },
};

const INSTANCE_METHODS = new Map([
  ['defineTool', 'toGenkit'],
  ['dynamicTool', 'toGenkitDynamic'],
]);
const STANDALONE_FUNCTIONS = new Set(['tool', 'dynamicTool']);
const INTERRUPTS = new Set(['defineInterrupt', 'interrupt']);
/** Imported functions this front end looks at (`defineTool` from '@genkit-ai/ai' is reported). */
const DEFINING_EXPORTS = new Set([...STANDALONE_FUNCTIONS, ...INTERRUPTS, 'defineTool']);

export const genkitFrontEnd: FrontEnd = {
  framework: genkitFramework,
  // `.defineTool(`: a file that uses an instance another module exports (`import { ai } from './index'`).
  textHints: ["'genkit", '"genkit', '@genkit-ai/', '.defineTool(', '.dynamicTool('],
  matchesModule: matchesGenkitModule,
  recognises: [
    "ai.defineTool(config, fn) and ai.dynamicTool(config, fn) on a Genkit instance (`genkit(...)` from 'genkit' / 'genkit/beta', typed `Genkit`, or exported as such by another file of the run, directly or through re-exporting barrels)",
    "standalone tool(config, fn) / dynamicTool(config, fn) from 'genkit' / 'genkit/beta' (named, aliased, namespace, require)",
    'description, inputSchema, outputSchema (zod 3) → standard tool; fn → execute (ctx kept); metadata and other keys → adapter options',
    'inputJsonSchema / outputJsonSchema → inputSchema / outputSchema: fromJsonSchema(json) from the adapter module (Genkit gets the JSON back and validates as before)',
    "no input schema, and a function that reads its input → inputSchema: z.any() (Genkit's own `z`, imported from 'genkit' where the file has none): Genkit 1.x lists and passes the input alike",
    "reported for a manual migration: multipart tools, interrupts, 0.5 defineTool from '@genkit-ai/ai'",
  ],
  collect,
  instanceMethods: ['defineTool', 'dynamicTool'],
  // Instance methods on receivers of every kind (an instance may come from another file).
  mayDefine: (index) =>
    callsMethod(index, [...INSTANCE_METHODS.keys(), ...INTERRUPTS]) ||
    bindsFrameworkExport(index, matchesGenkitModule, DEFINING_EXPORTS),
  definitionHints: [...INSTANCE_METHODS.keys(), ...INTERRUPTS, ...DEFINING_EXPORTS],
  factHint: 'genkit(',
  mayHaveFacts: (index) => bindsFrameworkExport(index, matchesGenkitApi, new Set(['genkit'])),
  collectFacts: genkitInstanceFacts,
};

interface Definition {
  /** What the code calls: `defineTool`, `dynamicTool` or `tool`. */
  kind: string;
  adapter: string;
  /** The adapter's first argument: the instance (`ai`) or the standalone definer (`tool`). */
  leadingArgument: t.Expression;
}

function collect(context: FrontEndContext): ToolDescription[] {
  const freeName = freeNameIn(context.program);
  return collectCalls(context, {
    where: mayBeRecognised,
    recognise: (path) => recognise(context, path),
    nestedMessage: (definition) => `${definition.kind}() inside another tool definition is left as it is`,
    describe: (path, definition) => describe(context, path, definition, freeName),
  });
}

/** A tool definition this front end rewrites; reports the Genkit shapes it leaves alone. */
/**
 * Whether `recognise` may find or report anything at this call (on the node and its scope,
 * before a path is made): an instance method it knows of, or a callee bound to Genkit.
 */
function mayBeRecognised(call: t.CallExpression, scope: Scope): boolean {
  const member = methodCall(call);
  if (member && (INSTANCE_METHODS.has(member.method) || INTERRUPTS.has(member.method))) return true;
  return resolveCalleeOf(scope, call, matchesGenkitModule) !== undefined;
}

function recognise(context: FrontEndContext, path: NodePath<t.CallExpression>): Definition | undefined {
  const manual = (code: DiagnosticCode, message: string) =>
    context.report(path.node, code, `${message}; left as it is`);
  const member = methodCall(path.node);
  const instance = member
    ? classifyInstance(path, member.receiver, context.filePath, context.facts, context.types)
    : 'other';
  if (member && instance === 'genkit') {
    if (INTERRUPTS.has(member.method))
      manual('interrupt', `${member.method}() defines an interrupt (a tool without a function)`);
    const adapter = INSTANCE_METHODS.get(member.method);
    return adapter ? { kind: member.method, adapter, leadingArgument: member.receiver } : undefined;
  }
  if (
    member &&
    instance === 'unknown' &&
    INSTANCE_METHODS.has(member.method) &&
    looksLikeGenkitConfig(context, path.node, /genkit/i.test(importSourceOf(path, member.receiver) ?? ''))
  ) {
    const receiver = context.source.slice(member.receiver.start!, member.receiver.end!);
    const source = importSourceOf(path, member.receiver);
    manual(
      'unknown-receiver',
      source === undefined
        ? `${receiver}.${member.method}() is called on something this file does not show to be a Genkit instance (e.g. imported from another module)`
        : `${receiver}.${member.method}() is called on something imported from '${source}', which no file of this run shows to be a Genkit instance (the module, or what it re-exports, is outside the scanned paths, missing, or does not parse: see the errors listed)`,
    );
    return undefined;
  }
  const reference = resolveCallee(path, matchesGenkitModule);
  if (!reference) return undefined;
  if (INTERRUPTS.has(reference.imported)) {
    manual('interrupt', `${reference.imported}() defines an interrupt (a tool without a function)`);
    return undefined;
  }
  if (reference.imported === 'defineTool' && reference.source === '@genkit-ai/ai') {
    manual(
      'legacy-define-tool',
      "defineTool() from '@genkit-ai/ai' (0.5's global registry, or 1.x's registry-first form) has no adapter; move it to ai.defineTool first",
    );
    return undefined;
  }
  if (!matchesGenkitApi(reference.source) || !STANDALONE_FUNCTIONS.has(reference.imported)) return undefined;
  return { kind: reference.imported, adapter: 'toGenkitUsing', leadingArgument: path.node.callee as t.Expression };
}

/** `receiver.method(...)` with a plain method name. */
function methodCall(call: t.CallExpression): { receiver: t.Expression; method: string } | undefined {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  return { receiver: callee.object, method: callee.property.name };
}

/**
 * A `{ name, description, ... }` config in a file that imports Genkit, or called on a
 * receiver imported from a module named after it (`import { ai } from '@/ai/genkit'`):
 * worth a manual look when the receiver is unknown.
 */
function looksLikeGenkitConfig(context: FrontEndContext, call: t.CallExpression, importedReceiver: boolean): boolean {
  const [config] = call.arguments;
  if (config?.type !== 'ObjectExpression') return false;
  const keys = new Set(
    config.properties.flatMap((property) => (property.type === 'SpreadElement' ? [] : [staticKey(property)])),
  );
  const importsGenkit = context.ast.program.body.some(
    (statement) => statement.type === 'ImportDeclaration' && matchesGenkitModule(statement.source.value),
  );
  return (importsGenkit || importedReceiver) && keys.has('name') && keys.has('description');
}

/**
 * The name as the definition writes it: a string, or an expression kept as written (`${prefix}list_files`; any
 * expression, a call too, where nothing before it in the config runs code: the standard object writes it first).
 */
interface WrittenName {
  name: string;
  /** Set when the name is computed at run time. */
  computed?: t.Expression;
  /** A name in backticks stays in backticks (a `quotes: backtick` lint rule asks for them). */
  templateName?: string;
}

function writtenName(source: string, properties: ReadonlyMap<string, ConfigProperty>): WrittenName | undefined {
  const nameProperty = properties.get('name');
  const nameValue = nameProperty?.type === 'ObjectProperty' ? (nameProperty.value as t.Expression) : undefined;
  const literal = nameValue && literalString(nameValue);
  const kept = isPureNameExpression(nameValue) || mayWriteNameFirst(properties);
  const computed = literal === undefined && kept ? nameValue : undefined;
  const name = literal ?? (computed && source.slice(computed.start!, computed.end!));
  if (name === undefined) return undefined;
  const templateName =
    nameValue?.type === 'TemplateLiteral' ? source.slice(nameValue.start!, nameValue.end!) : undefined;
  return { name, ...(computed && { computed }), ...(templateName !== undefined && { templateName }) };
}

/** Why the named definition cannot become a standard tool (checked in this order); undefined when it can. */
function refusalOf(
  path: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  jsonSchemas: JsonSchemaPlan,
): Refusal | undefined {
  for (const [key, unsupported] of Object.entries(UNSUPPORTED_KEYS)) {
    if (properties.has(key)) return refuse(unsupported.reason, unsupported.message);
  }
  if (!properties.has('description'))
    return refuse('no-description', 'has no description, which the standard tool needs');
  if (!jsonSchemas.ok) return jsonSchemas;
  for (const key of STANDARD_KEYS) {
    if (properties.get(key)?.type === 'ObjectMethod')
      return refuse('method-in-config', `has \`${key}\` written as a method`);
  }
  if (path.node.arguments.length !== 2) return refuse('no-function', 'is not called with a config and a function');
  if (callTypeArguments(path.node))
    return refuse('type-arguments', 'has explicit type arguments, which the standard tool would type differently');
  return undefined;
}

function describe(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  definition: Definition,
  freeName: (base: string) => string,
): ToolDescription | undefined {
  const call = path.node;
  const manual = labelledManualReporter(
    context,
    call,
    (tool) => `${definition.kind}(${tool !== undefined ? `'${tool}'` : '...'})`,
  );
  if (call.arguments.some((argument) => argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder'))
    return manual('spread-arguments');
  const read = readConfigLiteral(call, 0, {
    notLiteral: 'has a config that is not an object literal',
    throughTypes: true,
  });
  if (!read.ok) return manual(read.reason, read.message);
  const { config, properties } = read;
  const written = writtenName(context.source, properties);
  if (written === undefined) return manual('computed-name');
  const { name } = written;
  const jsonSchemas = planJsonSchemas(path, properties, context.filePath);
  const refusal = refusalOf(path, properties, jsonSchemas);
  if (refusal) return manual(refusal.reason, refusal.message, name);
  const fnPath = path.get('arguments')[1] as NodePath<t.Expression>;
  const hasInputSchema = properties.has('inputSchema') || properties.has('inputJsonSchema');
  const anyInput = hasInputSchema ? undefined : anyInputSchema(context, path, freeName);
  const fnPlan = planFunction(fnPath, hasInputSchema, anyInput !== undefined);
  if (!fnPlan.ok) return manual(fnPlan.reason, fnPlan.message, name);
  const { placement, variable } = placementOf(path, context.filePath);
  const withAnyInput = fnPlan.needsAnyInput ? anyInput : undefined;
  const moved = movedPieces(context, path, definition, config, properties, placement, withAnyInput);
  if (!moved) {
    return manual(
      'comment-would-be-lost',
      'has a comment that would not move with any property (e.g. above `name`, or after the last one)',
      name,
    );
  }
  warnOnZodPackageSchemas(context, path, properties, name);
  return {
    ...toolOf(
      context,
      definition,
      { ...written, variable },
      properties,
      placement,
      moved,
      jsonSchemas.ok && jsonSchemas.used,
    ),
    ...(withAnyInput?.packageImport && { packageImports: [withAnyInput.packageImport] }),
    tiedReasons: [...fnPlan.tiedReasons, ...sessionUse(context, path, definition)],
    ...positionOf(call),
  };
}

/** What moves out of the call: the standard tool's properties (the function as `execute`) and the adapter's options. */
interface MovedPieces {
  standard: MovedProperty[];
  options: AdapterOption[];
  anchor: t.Node;
  contextType: { at: number; text: string } | undefined;
}

/** The pieces, or undefined when a comment would not move with any of them. */
function movedPieces(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  definition: Definition,
  config: t.ObjectExpression,
  properties: ReadonlyMap<string, ConfigProperty>,
  placement: Placement,
  /** Genkit's `z.any()` as the input schema, for a function without one that reads its input. */
  anyInput: AnyInputSchema | undefined,
): MovedPieces | undefined {
  const { source } = context;
  const call = path.node;
  const [configArgument, fnArgument] = call.arguments as [t.Expression, t.Expression];
  const anchor = placement.kind === 'declare' ? placement.statement : call;
  const move: MoveContext = {
    source,
    comments: context.ast.comments ?? [],
    eol: context.style.eol,
    toIndent: builtPropertyIndent(source, anchor, context.style),
  };
  const standard: MovedProperty[] = [];
  const options: AdapterOption[] = [];
  const spans: MovedSpan[] = [];
  let after = config.start! + 1;
  let nameSpan: MovedSpan | undefined;
  for (const [key, property] of properties) {
    const span = { node: property, after };
    after = property.end!;
    spans.push(span);
    if (key === 'name') {
      nameSpan = span; // the emitter writes the name first, unless it moves with comments (below)
      continue;
    }
    const json = JSON_SCHEMA_KEYS.get(key);
    if (json) standard.push(movedProperty(move, key, property, span.after, { rename: json, wrapIn: FROM_JSON_SCHEMA }));
    else (STANDARD_KEYS.has(key) ? standard : options).push(movedProperty(move, key, property, span.after));
  }
  spans.push({ node: fnArgument, after: configArgument.end! });
  const beforeConfig = commentsBeforeConfig(move, call, configArgument);
  if (hasStrandedComment(source, move.comments, call, spans, beforeConfig && [beforeConfig])) return undefined;
  const name = nameSpan && namedWithComments(move, nameSpan, beforeConfig);
  if (name) standard.unshift(name);
  if (anyInput) standard.push({ kind: 'text', key: 'inputSchema', text: `inputSchema: ${anyInput.text}` });
  const contextType = contextAnnotation(context, definition.adapter, fnArgument);
  standard.push(movedArgument(move, 'execute', fnArgument, configArgument.end!, contextType));
  return { standard, options, anchor, contextType };
}

/** The tool description from its pieces (what every Genkit tool says the same way). */
function toolOf(
  context: FrontEndContext,
  definition: Definition,
  { name, computed, templateName, variable }: WrittenName & { variable?: string },
  properties: ReadonlyMap<string, ConfigProperty>,
  placement: Placement,
  { standard, options, anchor, contextType }: MovedPieces,
  /** `fromJsonSchema` is written. */
  fromJsonSchema: boolean,
): Omit<ToolDescription, 'tiedReasons' | 'line' | 'column'> {
  const { source } = context;
  const valueText = (key: string) => {
    const property = properties.get(key);
    return property?.type === 'ObjectProperty' ? source.slice(property.value.start!, property.value.end!) : undefined;
  };
  return {
    framework: 'genkit',
    name,
    ...(computed ? { nameText: name, runtimeName: true } : templateName && { nameText: templateName }),
    nameSource: 'explicit',
    summary: {
      description: valueText('description'),
      inputSchema: valueText('inputSchema') ?? valueText('inputJsonSchema'),
      outputSchema: valueText('outputSchema') ?? valueText('outputJsonSchema'),
    },
    // A name from a call says nothing a binding could: the variable the tool went to does.
    preferredBinding: standardBindingBase(computed ? nameLabel(computed) || variable || 'tool' : name),
    standardObject: { kind: 'build', anchor, properties: standard },
    placement,
    adapter: {
      importName: definition.adapter,
      leadingArguments: [source.slice(definition.leadingArgument.start!, definition.leadingArgument.end!)],
      options,
    },
    // The instance or the standalone definer stays in use: it is the adapter's first argument.
    consumedReferences: [],
    ...(fromJsonSchema && { adapterModuleNames: [FROM_JSON_SCHEMA] }),
    ...(contextType && { adapterModuleTypes: [CONTEXT_TYPE] }),
  };
}

/** The adapter module's name for Genkit's tool context (`fn`'s second argument, `ctx`). */
const CONTEXT_TYPE = 'GenkitToolContext';

/**
 * `ai.defineTool`/`ai.dynamicTool` typed `fn`'s `ctx` (`interrupt`, `context`, ...); as a standard tool's it would be
 * `any`. Annotated in TypeScript files, on a parameter with no type of its own.
 */
function contextAnnotation(
  context: FrontEndContext,
  adapter: string,
  fn: t.Node,
): { at: number; text: string } | undefined {
  if (!mayNameAdapterType(context, CONTEXT_TYPE) || adapter === 'toGenkitUsing') return undefined;
  const value = stripTypeWrappers(fn);
  if (value !== fn || (value.type !== 'ArrowFunctionExpression' && value.type !== 'FunctionExpression'))
    return undefined;
  const ctx = value.params[1];
  if (!ctx || !lacksOwnType(ctx)) return undefined;
  // Nothing reads an unread one's type either (unread-parameter.ts).
  const fnPath = fileScopesOf(context.program).pathOf(value) as NodePath<t.ArrowFunctionExpression>;
  if (value.params.length === 2 && isUnreadParameter(fnPath, ctx)) return undefined;
  return { at: ctx.end!, text: `: ${CONTEXT_TYPE}` };
}

/**
 * Genkit only understands zod 3 (its own `z`). A schema built with the 'zod' package is
 * zod 3 or zod 4, which the code does not show: with zod 4, Genkit saw an empty schema
 * and validated nothing, while the adapter converts it and validates. Worth a look.
 */
function warnOnZodPackageSchemas(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: Map<string, ConfigProperty>,
  name: string,
): void {
  for (const key of ['inputSchema', 'outputSchema']) {
    const property = properties.get(key);
    if (property?.type !== 'ObjectProperty' || !isZodExpression(property.value, scopeOf(path))) continue;
    context.report(
      property,
      'zod-package-schema',
      `${name}: its ${key} comes from the 'zod' package, not Genkit's own \`z\`; if that is zod 4, Genkit ignored it before and the adapter now validates with it`,
      { tool: name },
    );
  }
}

/** `'name'` or `` `name` ``. */
function literalString(node: t.Node): string | undefined {
  const value = stripTypeWrappers(node);
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0)
    return value.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * A statement of its own (`ai.defineTool(...);`, `return ai.defineTool(...);`,
 * `const x = ai.defineTool(...)`, `export default ...`) gets the standard object declared
 * right before it, in the same block (nothing else in the statement runs first); anywhere
 * else (`tools: [ai.dynamicTool(...)]`) it goes inline.
 */
function placementOf(path: NodePath<t.CallExpression>, filePath: string): { placement: Placement; variable?: string } {
  const parent = path.parentPath;
  if ((parent?.isExpressionStatement() || parent?.isReturnStatement()) && parent.inList) {
    return { placement: { kind: 'declare', site: path.node, statement: parent.node, exported: false } };
  }
  const site = analyseSite(path, filePath);
  if (!site.ok || site.placement.kind !== 'declare') return { placement: { kind: 'inline', site: path.node } };
  return { placement: site.placement, ...(site.variable !== undefined && { variable: site.variable }) };
}

/** Genkit's own reads of the running action: its session and context, on the instance or imported. */
const GENKIT_CALL_STATE: CallStateReaders = {
  receiver: new Set(['currentSession', 'currentContext']),
  functions: [
    {
      module: (specifier) =>
        specifier === 'genkit' || specifier.startsWith('genkit/') || specifier.startsWith('@genkit-ai/'),
      names: new Set(['getContext', 'getCurrentSession']),
    },
  ],
};

/** `ai.currentSession()` and the like in the tool's code: what Genkit keeps for the call, nowhere else. */
function sessionUse(context: FrontEndContext, path: NodePath<t.CallExpression>, definition: Definition): string[] {
  const onInstance = definition.adapter !== 'toGenkitUsing';
  const use = callStateUse(
    path,
    onInstance ? definition.leadingArgument : undefined,
    GENKIT_CALL_STATE,
    context.source,
  );
  return use === undefined ? [] : [`execute reads the session or context Genkit keeps for the call (\`${use}\`)`];
}

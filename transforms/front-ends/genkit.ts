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
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCallee } from '../lib/bindings';
import { analyseSite, staticKey } from '../lib/definition-site';
import { builtPropertyIndent } from '../lib/emit';
import { stripTypeWrappers } from '../lib/expression-facts';
import type { FrontEnd, FrontEndContext } from '../lib/front-end';
import type { AdapterOption, MovedProperty, Placement, ToolDescription } from '../lib/ir';
import { movedArgument, movedProperty, type MoveContext } from '../lib/moved-pieces';
import { standardBindingBase } from '../lib/naming';
import { planFunction } from './genkit-function';
import { isGenkitInstance, matchesGenkitApi, matchesGenkitModule } from './genkit-instance';

/** Config keys the standard tool holds; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['description', 'inputSchema', 'outputSchema']);
/** Config keys the adapter cannot pass through to Genkit. */
const UNSUPPORTED_KEYS: Record<string, { reason: string; message: string }> = {
  multipart: { reason: 'multipart', message: 'is a multipart tool (its function returns Genkit parts), which the standard contract cannot express' },
  inputJsonSchema: { reason: 'json-schema', message: 'has a raw inputJsonSchema, which the standard contract cannot hold' },
  outputJsonSchema: { reason: 'json-schema', message: 'has a raw outputJsonSchema, which the standard contract cannot hold' },
};

const INSTANCE_METHODS: Record<string, string> = { defineTool: 'toGenkit', dynamicTool: 'toGenkitDynamic' };
const STANDALONE_FUNCTIONS = new Set(['tool', 'dynamicTool']);
const INTERRUPTS = new Set(['defineInterrupt', 'interrupt']);

export const genkitFrontEnd: FrontEnd = {
  id: 'genkit',
  title: 'Genkit (genkit)',
  textHints: ["'genkit", '"genkit', '@genkit-ai/'],
  matchesModule: matchesGenkitModule,
  recognises: [
    "ai.defineTool(config, fn) and ai.dynamicTool(config, fn) on a Genkit instance (`genkit(...)` from 'genkit' / 'genkit/beta', or typed `Genkit`)",
    "standalone tool(config, fn) / dynamicTool(config, fn) from 'genkit' / 'genkit/beta' (named, aliased, namespace, require)",
    'description, inputSchema, outputSchema (zod 3) → standard tool; fn → execute (ctx kept); metadata and other keys → adapter options',
    "reported for a manual migration: inputJsonSchema/outputJsonSchema, multipart tools, interrupts, 0.5 defineTool from '@genkit-ai/ai'",
  ],
  collect,
};

interface Definition {
  /** What the code calls: `defineTool`, `dynamicTool` or `tool`. */
  kind: string;
  adapter: string;
  /** The adapter's first argument: the instance (`ai`) or the standalone definer (`tool`). */
  leadingArgument: t.Expression;
}

function collect(context: FrontEndContext): ToolDescription[] {
  const tools: ToolDescription[] = [];
  const claimed: t.Node[] = [];
  traverse(context.ast, {
    CallExpression(path) {
      const definition = recognise(context, path);
      if (!definition) return;
      if (claimed.some((outer) => path.node.start! >= outer.start! && path.node.end! <= outer.end!)) {
        context.report(path.node, 'warning', 'nested-definition', `${definition.kind}() inside another tool definition is left as it is`, { kind: 'manual' });
        return;
      }
      const tool = describe(context, path, definition);
      if (tool) {
        tools.push(tool);
        claimed.push(path.node);
      }
    },
  });
  return tools;
}

/** A tool definition this front end rewrites; reports the Genkit shapes it leaves alone. */
function recognise(context: FrontEndContext, path: NodePath<t.CallExpression>): Definition | undefined {
  const callee = path.node.callee;
  const manual = (reason: string, message: string) => context.report(path.node, 'warning', reason, message, { kind: 'manual' });
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && isGenkitInstance(path, callee.object as t.Expression)) {
    const method = callee.property.name;
    if (INTERRUPTS.has(method)) manual('interrupt', `${method}() defines an interrupt (a tool without a function); left as it is`);
    const adapter = INSTANCE_METHODS[method];
    return adapter ? { kind: method, adapter, leadingArgument: callee.object as t.Expression } : undefined;
  }
  const reference = resolveCallee(path, matchesGenkitModule);
  if (!reference) return undefined;
  if (INTERRUPTS.has(reference.imported)) {
    manual('interrupt', `${reference.imported}() defines an interrupt (a tool without a function); left as it is`);
    return undefined;
  }
  if (reference.imported === 'defineTool' && reference.source === '@genkit-ai/ai') {
    manual('legacy-define-tool', "defineTool() from '@genkit-ai/ai' (0.5 global registry) has no adapter; migrate it to ai.defineTool first");
    return undefined;
  }
  if (!matchesGenkitApi(reference.source) || !STANDALONE_FUNCTIONS.has(reference.imported)) return undefined;
  return { kind: reference.imported, adapter: 'toGenkitUsing', leadingArgument: callee as t.Expression };
}

function describe(context: FrontEndContext, path: NodePath<t.CallExpression>, definition: Definition): ToolDescription | undefined {
  const { source } = context;
  const call = path.node;
  const manual = (reason: string, message: string, tool?: string) => {
    context.report(call, 'warning', reason, `${definition.kind}(${tool !== undefined ? `'${tool}'` : '...'}) ${message}; left as it is`, { kind: 'manual', ...(tool !== undefined && { tool }) });
    return undefined;
  };
  if (call.arguments.some((argument) => argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder')) return manual('spread-arguments', 'spreads its arguments');
  const [configArgument, fnArgument] = call.arguments as t.Expression[];
  const config = configArgument && stripTypeWrappers(configArgument);
  if (config?.type !== 'ObjectExpression') return manual('config-not-literal', 'has a config that is not an object literal');

  const properties = new Map<string, t.ObjectProperty | t.ObjectMethod>();
  for (const property of config.properties) {
    if (property.type === 'SpreadElement') return manual('spread-config', 'spreads another object into its config');
    const key = staticKey(property);
    if (key === undefined) return manual('computed-config-key', 'has a computed key in its config');
    properties.set(key, property);
  }
  const nameProperty = properties.get('name');
  const name = nameProperty?.type === 'ObjectProperty' ? literalString(nameProperty.value) : undefined;
  if (name === undefined) return manual('computed-name', 'has a name that is not a string literal');
  for (const [key, unsupported] of Object.entries(UNSUPPORTED_KEYS)) {
    if (properties.has(key)) return manual(unsupported.reason, unsupported.message, name);
  }
  if (!properties.has('description')) return manual('no-description', 'has no description, which the standard tool needs', name);
  for (const key of STANDARD_KEYS) {
    if (properties.get(key)?.type === 'ObjectMethod') return manual('method-in-config', `has \`${key}\` written as a method`, name);
  }
  if (call.arguments.length !== 2) return manual('no-function', 'is not called with a config and a function', name);
  if ((call as { typeParameters?: unknown }).typeParameters || (call as { typeArguments?: unknown }).typeArguments) {
    return manual('type-arguments', 'has explicit type arguments, which the standard tool would type differently', name);
  }
  const fnPath = path.get('arguments')[1] as NodePath<t.Expression>;
  const fnPlan = planFunction(fnPath, properties.has('inputSchema'));
  if (!fnPlan.ok) return manual(fnPlan.reason, fnPlan.message, name);

  const placement = placementOf(path, context.filePath);
  const anchor = placement.kind === 'declare' ? placement.statement : call;
  const move: MoveContext = { source, comments: context.ast.comments ?? [], eol: context.style.eol, toIndent: builtPropertyIndent(source, anchor, context.style) };
  const standard: MovedProperty[] = [];
  const options: AdapterOption[] = [];
  let after = config.start! + 1;
  for (const [key, property] of properties) {
    const moved = movedProperty(move, key, property, after);
    after = property.end!;
    if (key === 'name') continue; // the emitter writes the name first
    (STANDARD_KEYS.has(key) ? standard : options).push(moved);
  }
  standard.push(movedArgument(move, 'execute', fnArgument!, configArgument!.end!));

  const valueText = (key: string) => {
    const property = properties.get(key);
    return property?.type === 'ObjectProperty' ? source.slice(property.value.start!, property.value.end!) : undefined;
  };
  return {
    framework: 'genkit',
    name,
    nameSource: 'explicit',
    summary: { description: valueText('description'), inputSchema: valueText('inputSchema'), outputSchema: valueText('outputSchema') },
    preferredBinding: standardBindingBase(name),
    standardObject: { kind: 'build', anchor, properties: standard },
    placement,
    adapter: { importName: definition.adapter, leadingArguments: [source.slice(definition.leadingArgument.start!, definition.leadingArgument.end!)], options },
    // The instance or the standalone definer stays in use: it is the adapter's first argument.
    consumedReferences: [],
    tiedReasons: fnPlan.tiedReasons,
    line: call.loc?.start.line ?? 0,
    column: (call.loc?.start.column ?? 0) + 1,
  };
}

/** `'name'` or `` `name` ``. */
function literalString(node: t.Node): string | undefined {
  const value = stripTypeWrappers(node);
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * A statement of its own (`ai.defineTool(...);`, `const x = ai.defineTool(...)`,
 * `export default ...`) gets the standard object declared right before it, in the same
 * block; anywhere else (`tools: [ai.dynamicTool(...)]`) it goes inline.
 */
function placementOf(path: NodePath<t.CallExpression>, filePath: string): Placement {
  const parent = path.parentPath;
  if (parent?.isExpressionStatement() && parent.inList) return { kind: 'declare', site: path.node, statement: parent.node, exported: false };
  const site = analyseSite(path, filePath);
  return site.ok && site.placement.kind === 'declare' ? site.placement : { kind: 'inline', site: path.node };
}

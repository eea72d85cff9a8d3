/**
 * Mastra `execute` signatures, 0.x and 1.x, and how each becomes the standard
 * `execute(input, context)`:
 * - 1.x `execute(input, ctx)` is already that shape: it stays as it is.
 * - 0.x `execute({ context, runtimeContext, ... }, options)`: the 0.x adapter calls
 *   `execute(context, { ...everythingButContext, options })`, so `context` becomes the
 *   first parameter and the other keys (and `options`) a pattern over the second:
 *   `({ context, runtimeContext }, options)` → `(context, { runtimeContext, options })`.
 * Whatever cannot be mapped exactly is refused with a reason.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from '../../lib/definition-site';
import { refuse, type DiagnosticCode, type Refusal } from '../../lib/diagnostic-catalogue';
import { planV0Reference } from './execute-v0-reference';
import { readsOnlyOptionalTracing } from './execute-v0-tracing';
import { readsOwnThisOrArguments, type FunctionNode } from '../../lib/function-returns';
import { splitParameterType, V0_DIALECT, type V0Dialect } from './execute-v0-types';
import { planV0WholeArgument } from './execute-v0-whole-argument';
import { lacksOwnType } from '../../lib/expression-facts';
import { isUnreadParameter } from '../../lib/unread-parameter';
import { scopeOf } from '../../lib/scope';

export type MastraMajor = 0 | 1;

type ExecuteFunction = t.ArrowFunctionExpression | t.FunctionExpression | t.ObjectMethod;

export type ExecutePlan =
  | {
      ok: true;
      /** The major the signature was read as; undefined when it fits both (no parameters). */
      major: MastraMajor | undefined;
      /** The whole new value of `execute` (a rewritten 0.x function), when it changes. */
      valueText?: string;
      /** For an `execute(...) {}` method: its new parameter list. */
      parametersText?: string;
      /** Why execute is tied to Mastra (it reads Mastra's context). */
      tiedReason?: string;
      /** Set when the 1.x runner version met a 0.x-looking signature. */
      warning?: { reason: DiagnosticCode; message: string };
      /** The context parameter was annotated with `ExecuteSite.contextType`. */
      contextTyped?: boolean;
    }
  | Refusal;

const V0_TIED = "execute reads Mastra's execution context (runtimeContext, options, ...)";
const REFERENCE_TIED = "execute calls a function defined elsewhere with Mastra's execution context";

/** Keys only a 0.x first argument has: destructuring them marks the signature as 0.x. */
const V0_ONLY_KEYS = new Set(['context', 'runtimeContext']);

/** The function behind an `execute` property, with its path; undefined for a reference. */
export function executeFunction(
  propertyPath: NodePath<t.ObjectProperty | t.ObjectMethod>,
): NodePath<ExecuteFunction> | undefined {
  if (propertyPath.isObjectMethod()) return propertyPath;
  const value = (propertyPath as NodePath<t.ObjectProperty>).get('value');
  if (value.isArrowFunctionExpression() || value.isFunctionExpression()) return value;
  return undefined;
}

/**
 * True when the signature reads a 0.x-only key of its first argument: destructured
 * (`({ context })`) or as a member of a whole parameter (`(args) => args.context`).
 */
export function looksLikeV0(fnPath: NodePath<ExecuteFunction> | undefined): boolean {
  const first = fnPath?.node.params[0];
  if (first?.type === 'ObjectPattern') {
    return first.properties.some(
      (property) => property.type === 'ObjectProperty' && V0_ONLY_KEYS.has(staticKey(property) ?? ''),
    );
  }
  if (first?.type !== 'Identifier') return false;
  const references = scopeOf(fnPath!).getBinding(first.name)?.referencePaths ?? [];
  return references.some((reference) => {
    const parent = reference.parentPath?.node;
    return (
      (parent?.type === 'MemberExpression' || parent?.type === 'OptionalMemberExpression') &&
      parent.object === reference.node &&
      !parent.computed &&
      parent.property.type === 'Identifier' &&
      V0_ONLY_KEYS.has(parent.property.name)
    );
  });
}

export interface ExecuteSite {
  hasInputSchema: boolean;
  /** The `execute` property (its value, when not a function literal, is a reference). */
  property?: NodePath<t.ObjectProperty | t.ObjectMethod>;
  /**
   * The adapter module's type of Mastra's context (`MastraToolContext`), to annotate the
   * standard execute's context parameter with: inside `standardTool({...})` it would
   * otherwise be `any` where `createTool` typed it. Unset where no annotation is wanted.
   */
  contextType?: string;
}

export function planExecute(
  source: string,
  fnPath: NodePath<ExecuteFunction> | undefined,
  major: MastraMajor | undefined,
  site: ExecuteSite,
  dialect: V0Dialect = V0_DIALECT,
): ExecutePlan {
  if (!fnPath) {
    if (major === 1) return { ok: true, major };
    if (major === 0) {
      // The adapter passes no input to a tool without input schema, where Mastra passed it on.
      if (!site.hasInputSchema) return inputWithoutSchema();
      const wrapped = planV0Reference(site.property, dialect);
      if (!wrapped.ok) return wrapped;
      return { ok: true, major, valueText: wrapped.valueText, tiedReason: REFERENCE_TIED };
    }
    return refuse(
      'mastra-major-unknown',
      'has an execute that is not a function literal, and no installed @mastra/core version says which signature it has',
    );
  }
  const fn = fnPath.node;
  if (readsThis(fnPath)) {
    return refuse('execute-uses-this');
  }
  if (fn.params.length === 0) return { ok: true, major: undefined };
  if (major === undefined && fitsEitherMajor(fnPath, site.hasInputSchema)) return { ok: true, major: undefined };
  if (major === 1) return planV1(source, fnPath, site);
  return planV0(source, fnPath, site, dialect);
}

/**
 * `async ({}) => ...`: it reads nothing from an argument that is an object in either major (0.x's context, or
 * the input its schema parsed), so it fits both, as no parameter does, and stays as written.
 */
export function fitsEitherMajor(fnPath: NodePath<ExecuteFunction> | undefined, hasInputSchema: boolean): boolean {
  const [only, ...more] = fnPath?.node.params ?? [];
  return (
    hasInputSchema &&
    more.length === 0 &&
    only?.type === 'ObjectPattern' &&
    only.properties.length === 0 &&
    !only.typeAnnotation
  );
}

function planV1(source: string, fnPath: NodePath<ExecuteFunction>, site: ExecuteSite): ExecutePlan {
  const fn = fnPath.node;
  if (!site.hasInputSchema && parameterIsRead(fnPath, fn.params[0]!)) return inputWithoutSchema();
  const plan: ExecutePlan = { ok: true, major: 1 };
  // A ctx nothing reads takes nothing from Mastra (unread-parameter.ts).
  if (fn.params.length > 2 || (fn.params.length === 2 && !isUnreadParameter(fnPath, fn.params[1])))
    plan.tiedReason = "execute reads Mastra's ctx (its second argument)";
  if (site.contextType !== undefined) Object.assign(plan, typedV1Context(source, fnPath, site.contextType));
  if (looksLikeV0(fnPath)) {
    plan.warning = {
      reason: 'mastra-v0-execute-under-v1',
      message:
        'reads `context` from its input, a Mastra 0.x signature, while Mastra 1.x is installed (where `context` is undefined); kept as it is',
    };
  }
  return plan;
}

function planV0(source: string, fnPath: NodePath<ExecuteFunction>, site: ExecuteSite, dialect: V0Dialect): ExecutePlan {
  const { inputKey, api } = dialect;
  const fn = fnPath.node;
  const [first, second] = fn.params;
  if (fn.params.length > 2) return refuse('execute-extra-parameters');
  // The adapter calls it `(context, { ...rest, options })`: `arguments` would hold that, not Mastra's two.
  if (readsOwnThisOrArguments(fnPath as NodePath<FunctionNode>).arguments) return refuse('execute-reads-arguments');
  if (first!.type === 'Identifier' && !first.typeAnnotation) {
    if (!second) return planV0Whole(source, fnPath, site, dialect);
    const options = wholeArgumentOptions(source, fnPath, second);
    if (options !== undefined) return planV0Whole(source, fnPath, site, dialect, options);
  }
  if (first!.type !== 'ObjectPattern') {
    return refuse(
      'execute-input-as-whole',
      `has a ${api} execute whose first parameter is not destructured: the ${api} adapter passes \`${inputKey}\` and Mastra's context separately`,
    );
  }
  // A type literal on the argument alone is split between the two new parameters.
  const types = first!.typeAnnotation ? splitParameterType(source, first!, inputKey) : undefined;
  if ((first!.typeAnnotation && (!types || second)) || (second && hasTypeAnnotation(second))) {
    return refuse(
      'typed-execute-parameter',
      `has a ${api} execute with type annotations on its parameters that are not one type literal of plain properties: rewrite its types by hand`,
    );
  }
  const pattern = readV0Pattern(source, fnPath, first!, dialect);
  if (!pattern.ok) return pattern;
  if (pattern.inputRead && !site.hasInputSchema) return inputWithoutSchema();
  if (second) {
    const options = optionsPart(source, second);
    if (!options)
      return refuse(
        'execute-options-parameter',
        'has a second execute parameter that cannot be moved into the standard context',
      );
    pattern.contextParts.push(options);
  }
  // Read for nothing but optional tracing: the tool runs elsewhere as in Mastra untraced (execute-v0-tracing.ts).
  const tracingOnly = !second && dialect === V0_DIALECT && readsOnlyOptionalTracing(fnPath, pattern.contextProperties);
  return rewrittenV0(source, fnPath, site, {
    ...pattern,
    types,
    tied: pattern.contextParts.length > 0 && !tracingOnly,
  });
}

/** `execute(args)`: the argument read by key (execute-v0-whole-argument.ts). */
function planV0Whole(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  site: ExecuteSite,
  dialect: V0Dialect,
  options?: string,
): ExecutePlan {
  const plan = planV0WholeArgument(source, fnPath, dialect, site.contextType, options);
  if (!plan.ok) return plan;
  if (plan.readsInput && !site.hasInputSchema) return inputWithoutSchema();
  const { valueText, parametersText, contextTyped } = plan;
  return {
    ok: true,
    major: 0,
    valueText,
    parametersText,
    ...(plan.readsMastraContext && { tiedReason: V0_TIED }),
    ...(contextTyped && { contextTyped }),
  };
}

interface V0Pattern {
  ok: true;
  /** The input's binding (`context` renamed or destructured further) as written; whether the function reads it. */
  inputText: string | undefined;
  inputRead: boolean;
  /** The other properties, for the new context parameter: as written, and their nodes. */
  contextParts: string[];
  contextProperties: t.ObjectPattern['properties'][number][];
}

/** `execute({ context, runtimeContext, ... })`: the input's part and the context's parts of the pattern. */
function readV0Pattern(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  pattern: t.ObjectPattern,
  { inputKey, api }: V0Dialect,
): V0Pattern | Refusal {
  const read: V0Pattern = { ok: true, inputText: undefined, inputRead: false, contextParts: [], contextProperties: [] };
  for (const property of pattern.properties) {
    if (property.type === 'RestElement')
      return refuse(
        'execute-rest-parameter',
        `collects the rest of its ${api} execute argument (\`...rest\`), which has no exact standard equivalent`,
      );
    const key = staticKey(property);
    if (key === undefined || (property.computed && property.key.type !== 'StringLiteral'))
      return refuse('execute-computed-key');
    if (key === inputKey) {
      if (property.value.type === 'AssignmentPattern') return refuse('execute-context-default');
      read.inputText = textOf(source, property.value);
      read.inputRead =
        property.value.type !== 'Identifier' || scopeOf(fnPath).getBinding(property.value.name)?.referenced === true;
      continue;
    }
    // The 0.x adapter puts Mastra's own invocation options under `options`.
    if (key === 'options')
      return refuse(
        'execute-options-key',
        `destructures \`options\` from its ${api} execute argument, a key the ${api} adapter uses for the second argument`,
      );
    read.contextParts.push(textOf(source, property));
    read.contextProperties.push(property);
  }
  return read;
}

/** The function with `(input, { ...context })` for its parameters, typed from its own type literal or Mastra's. */
function rewrittenV0(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  site: ExecuteSite,
  {
    inputText,
    contextParts,
    types,
    tied,
  }: V0Pattern & {
    types: ReturnType<typeof splitParameterType> | undefined;
    /** Mastra's context is read for more than optional tracing. */
    tied: boolean;
  },
): ExecutePlan {
  const fn = fnPath.node;
  const typed = (text: string, type: string | undefined) => (type === undefined ? text : `${text}: ${type}`);
  // The pattern's type: the rest of the argument's own type literal, else Mastra's context.
  const contextTyped = contextParts.length > 0 && types?.rest === undefined && site.contextType !== undefined;
  const contextPattern = typed(`{ ${contextParts.join(', ')} }`, types?.rest ?? site.contextType);
  const parameters =
    contextParts.length === 0
      ? inputText
        ? [typed(inputText, types?.input)]
        : []
      : [typed(inputText ?? unusedName(source, fnPath, '_input'), types?.input), contextPattern];
  const paramsStart = fn.params[0]!.start!;
  const paramsEnd = fn.params[fn.params.length - 1]!.end!;
  const tiedReason = tied ? V0_TIED : undefined;
  // A method keeps its body and modifiers; only the text between its parentheses changes.
  const typedPart = contextTyped ? { contextTyped } : {};
  if (fn.type === 'ObjectMethod')
    return { ok: true, major: 0, parametersText: parameters.join(', '), tiedReason, ...typedPart };
  const valueText = source.slice(fn.start!, paramsStart) + parameters.join(', ') + source.slice(paramsEnd, fn.end!);
  return {
    ok: true,
    major: 0,
    valueText,
    tiedReason,
    ...typedPart,
  };
}

/**
 * 1.x `execute(input, ctx)` keeps its signature; an untyped `ctx` read in the function gets
 * the adapter module's type, written on the function's first line only (as Genkit's `ctx`).
 */
function typedV1Context(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  contextType: string,
): Pick<Extract<ExecutePlan, { ok: true }>, 'valueText' | 'parametersText' | 'contextTyped'> {
  const fn = fnPath.node;
  const ctx = fn.params[1];
  if (fn.params.length !== 2 || !ctx || !lacksOwnType(ctx)) return {};
  if (ctx.type === 'Identifier' && !parameterIsRead(fnPath, ctx)) return {};
  if (source.slice(fn.start!, ctx.end!).includes('\n')) return {};
  const annotated = (from: number, to: number) =>
    `${source.slice(from, ctx.end!)}: ${contextType}${source.slice(ctx.end!, to)}`;
  if (fn.type === 'ObjectMethod')
    return { parametersText: annotated(fn.params[0]!.start!, ctx.end!), contextTyped: true };
  return { valueText: annotated(fn.start!, fn.end!), contextTyped: true };
}

/** `options` → `options`; `opts` → `options: opts`; `{ toolCallId } = {}` → `options: { toolCallId } = {}`. */
function optionsPart(source: string, parameter: t.Node): string | undefined {
  const target = parameter.type === 'AssignmentPattern' ? parameter.left : parameter;
  if (target.type === 'Identifier' && target.optional) return undefined;
  if (target.type !== 'Identifier' && target.type !== 'ObjectPattern' && target.type !== 'ArrayPattern')
    return undefined;
  const text = textOf(source, parameter);
  return target.type === 'Identifier' && target.name === 'options' ? text : `options: ${text}`;
}

/**
 * `execute(args, options)`: the options' part of the new context (`options`, `options: opts`), or `''` for a
 * parameter nothing reads (it goes); undefined where it cannot move (typed, optional).
 */
function wholeArgumentOptions(source: string, fnPath: NodePath<ExecuteFunction>, second: t.Node): string | undefined {
  if (hasTypeAnnotation(second)) return undefined;
  if (second.type === 'Identifier' && scopeOf(fnPath).getBinding(second.name)?.referenced === false) return '';
  return optionsPart(source, second);
}

function hasTypeAnnotation(parameter: t.Node): boolean {
  const target = parameter.type === 'AssignmentPattern' ? parameter.left : parameter;
  return 'typeAnnotation' in target && Boolean(target.typeAnnotation);
}

/** `this` in the function itself (arrow functions inherit it; other nested functions have their own). */
function readsThis(fnPath: NodePath<ExecuteFunction>): boolean {
  if (fnPath.isArrowFunctionExpression()) return false;
  let found = false;
  fnPath.traverse({
    noScope: true,
    ThisExpression(path) {
      found = true;
      path.stop();
    },
    FunctionDeclaration: (path) => path.skip(),
    FunctionExpression: (path) => path.skip(),
    ObjectMethod: (path) => path.skip(),
    ClassMethod: (path) => path.skip(),
  });
  return found;
}

/** An identifier parameter nobody reads is not a use of the input. */
function parameterIsRead(fnPath: NodePath<ExecuteFunction>, parameter: t.Node): boolean {
  if (parameter.type !== 'Identifier') return true;
  return scopeOf(fnPath).getBinding(parameter.name)?.referenced === true;
}

function inputWithoutSchema(): ExecutePlan {
  return refuse(
    'input-without-schema',
    'has no inputSchema but its execute reads the input: the standard adapters pass no input (undefined) to a tool without input schema',
  );
}

/** A parameter name that shadows nothing: not bound in the function and not in the file. */
function unusedName(source: string, fnPath: NodePath, base: string): string {
  let name = base;
  for (let index = 2; scopeOf(fnPath).hasBinding(name) || source.includes(name); index += 1) name = `${base}${index}`;
  return name;
}

function textOf(source: string, node: t.Node): string {
  return source.slice(node.start!, node.end!);
}

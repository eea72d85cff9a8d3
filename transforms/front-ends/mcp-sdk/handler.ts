/**
 * An MCP tool callback → the standard tool's `execute`, with the same behaviour:
 * - the SDK calls `cb(args, extra)` when the tool has an input schema and `cb(extra)`
 *   when it has none, while the adapter always calls `execute(input, extra)` (input
 *   `undefined` without a schema): a schema-less handler gets an unused first parameter;
 * - results the adapter would rebuild exactly are unwrapped to plain values, and error
 *   results the SDK would rebuild from a throw become throws (results.ts); the others
 *   stay, and the adapter passes them through;
 * - a handler named elsewhere stays a name (wrapped in an arrow when its arity must shift);
 * - a context read only for its abort signal is read through `abortSignalOf` (abort-signal.ts).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { lacksOwnType, propertyWithValue, rangeWithParentheses, stripTypeWrappers } from '../../lib/expression-facts';
import { ABORT_SIGNAL_OF } from '../../lib/adapter-types';
import { readsOwnThisOrArguments, type FunctionNode } from '../../lib/function-returns';
import { moveIndent, reindentText, type IndentChange } from '../../lib/reindent';
import { typeReferenceNames } from '../../lib/type-usage';
import type { TextEdit } from '../../lib/text-edits';
import { abortSignalReads } from './abort-signal';
import { declaredFunction } from './helper-results';
import type { ResultTemplate } from './result-template';
import { planResults, type PlainReturn, type ResultTypeQuestions } from './results';
import type { TypeOracle } from '../../lib/type-oracle';
import { indentationAt } from '../../lib/source-style';
import type { McpMajor } from './server';
import { scopeOf } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';

export interface HandlerRequest {
  source: string;
  handler: NodePath<t.Expression>;
  hasInputSchema: boolean;
  /** An input schema the code does not show defined (registration.ts): where `undefined`, the SDK calls `(extra)`. */
  inputSchemaMayBeAbsent?: t.Node;
  /** The server's major: where its context keeps the abort signal. */
  major: McpMajor;
  change: IndentChange;
  /** Picks a parameter name that nothing in the file uses. */
  freeName(base: string): string;
  /**
   * A TypeScript file: an unannotated context parameter gets the adapter module's type, which
   * `registerTool` gave it before (as a standard tool's `execute`, it would be `any`).
   */
  typesContext: boolean;
  /** A TypeScript file: a context read only for its abort signal is typed `unknown` (any framework's). */
  typeScript: boolean;
  /** The checker's answers, for a text no syntax proves a string, a schema no syntax shows defined. */
  types?: ResultTypeQuestions & Pick<TypeOracle, 'isNeverNullish'>;
  /** The input schema as written at the registration (its string fields are strings in the handler). */
  inputSchema?: t.Node;
}

/** The adapter module's name for the SDK's request context (`extra`). */
export const CONTEXT_TYPE = 'McpToolContext';

export type HandlerPlan =
  | {
      ok: true;
      executeText: string;
      tiedReasons: string[];
      /** The type names of a return annotation the plan drops or rewrites (their imports may go). */
      consumedTypeNames?: t.Identifier[];
      /** Types the execute text names from the adapter module (`McpToolContext`). */
      moduleTypes?: string[];
      /** Functions the execute text calls from the adapter module (`abortSignalOf`). */
      moduleNames?: string[];
      /** Results stay MCP-shaped (passed through): an output schema describes only their `structuredContent`. */
      keepsResult: boolean;
      /**
       * The adapter's `toMcpResult` option (`toMcpResult: (text) => ({ ... })`), which rebuilds the results
       * from what `execute` now returns; `describesValue`: an output schema still describes that value.
       */
      resultTemplate?: { text: string; describesValue: boolean };
    }
  | Refusal;

/** The MCP adapters' option that builds a result from what `execute` returned. */
export const RESULT_OPTION = 'toMcpResult';

const KEPT_RESULT = 'keeps an MCP-shaped result (the adapter passes it through unchanged)';
const READS_CONTEXT = 'execute reads the MCP request context (its second argument, the SDK `extra`)';

/** Refused where a schema that may be absent would change what the handler is given first. */
const SCHEMA_MAY_BE_ABSENT: Refusal = refuse(
  'input-schema-may-be-absent',
  'its input schema may be undefined at run time, where the SDK calls the handler with the request context first; the code does not show it defined',
);

export function planHandler(request: HandlerRequest): HandlerPlan {
  const plan = planHandlerShape(request);
  const schema = request.inputSchemaMayBeAbsent;
  if (!plan.ok || !schema || ignoresItsArguments(request.handler)) return plan;
  // What the code does not show, the project's types may (`args: ZodRawShape` under strictNullChecks).
  return request.types?.isNeverNullish(schema) === true ? plan : SCHEMA_MAY_BE_ABSENT;
}

/** A function of no parameters that never reads `arguments`: called `(extra)` or `(args, extra)`, it does the same. */
function ignoresItsArguments(path: NodePath<t.Expression>): boolean {
  const handler = unwrapPath(path);
  const binding = handler.isIdentifier() ? scopeOf(handler).getBinding(handler.node.name) : undefined;
  const fn =
    handler.isArrowFunctionExpression() || handler.isFunctionExpression()
      ? handler
      : handler.isIdentifier()
        ? binding && declaredFunction(binding.path)
        : undefined;
  return fn !== undefined && fn.node.params.length === 0 && !readsOwnThisOrArguments(fn).arguments;
}

function planHandlerShape(request: HandlerRequest): HandlerPlan {
  const handler = unwrapPath(request.handler);
  if (handler.isArrowFunctionExpression() || handler.isFunctionExpression()) return inlineFunction(request, handler);
  if (handler.isIdentifier()) return namedFunction(request, handler);
  if (!request.hasInputSchema) {
    return refuse(
      'handler-not-function',
      'its handler (registered without an input schema) is neither a function nor a name',
    );
  }
  return { ok: true, executeText: moved(request, handler.node), tiedReasons: [KEPT_RESULT], keepsResult: true };
}

function inlineFunction(
  request: HandlerRequest,
  fn: NodePath<t.ArrowFunctionExpression | t.FunctionExpression>,
): HandlerPlan {
  const { source } = request;
  const node = fn.node;
  const reads = readsOwnThisOrArguments(fn);
  if (reads.this) return refuse('handler-uses-this', 'its handler reads `this`, which `execute` would see differently');
  const params = node.params;
  const context = planContext(request, fn, reads.arguments);
  const { contextAnnotation, tiedReasons, consumedTypeNames } = context;
  const edits: TextEdit[] = [...context.edits];
  if (!request.hasInputSchema && (params.length > 0 || reads.arguments)) {
    const first = params[0];
    if (
      !first ||
      reads.arguments ||
      first.type === 'RestElement' ||
      (first.type === 'Identifier' && first.name === 'this')
    ) {
      return refuse('handler-arity', 'its handler reads its arguments in a way a shifted parameter list would change');
    }
    edits.push(shiftParameters(source, node, first, request.freeName('_input'), contextAnnotation));
  }

  // The schema is an argument of the registration call, beside the handler: its names resolve
  // in the call's scope, not in the handler's own (whose declarations may shadow them).
  const input = request.inputSchema && {
    fn: node,
    schema: request.inputSchema,
    schemaScope: scopeOf(request.handler.parentPath ?? request.handler),
  };
  const results = planResults(fn as NodePath<FunctionNode>, request.types, input, source);
  if (results.kind === 'keep') tiedReasons.push(KEPT_RESULT);
  if (results.kind === 'unwrap' || results.kind === 'template') {
    const annotation = returnAnnotationEdit(node, results.returns, results.kind === 'template');
    if (annotation) {
      edits.push(annotation);
      consumedTypeNames.push(...typeReferenceNames(node.returnType!));
    }
    for (const plain of results.returns) edits.push(...plainReturnEdits(request, plain, context.signalReads));
  }
  const moduleNames = [
    ...(context.signalReads.length > 0 ? [ABORT_SIGNAL_OF] : []),
    ...new Set(results.kind === 'unwrap' ? results.returns.flatMap((plain) => plain.through ?? []) : []),
  ];
  // A signal read inside a return moved above went with it.
  const replacedRanges = edits.filter((edit) => edit.end > edit.start);
  for (const read of context.signalReads) {
    if (!replacedRanges.some((range) => read.start >= range.start && read.end <= range.end)) edits.push(read);
  }
  return {
    ok: true,
    executeText: reindentText(source, node.start!, node.end!, node, request.change, edits),
    tiedReasons,
    consumedTypeNames,
    ...(contextAnnotation.includes(CONTEXT_TYPE) && { moduleTypes: [CONTEXT_TYPE] }),
    ...(moduleNames.length > 0 && { moduleNames }),
    keepsResult: results.kind === 'keep',
    ...(results.kind === 'template' && { resultTemplate: templateOption(request, results.template) }),
  };
}

/** The edits that make one return give its plain value (or throw its error's message). */
function plainReturnEdits(request: HandlerRequest, plain: PlainReturn, signalReads: TextEdit[]): TextEdit[] {
  const { source } = request;
  const { site, value, thrown } = plain;
  const edits: TextEdit[] = [];
  const replaced = rangeWithParentheses(source, plain.replaced ?? site.value!);
  const valueRange = rangeWithParentheses(source, value);
  const inside = signalReads.filter((read) => read.start >= valueRange.start && read.end <= valueRange.end);
  // The value leaves its result literal: its lines follow the line it replaces, wherever the handler moves.
  const valueChange = {
    from: indentationAt(source, valueRange.start),
    to: moveIndent(indentationAt(source, replaced.start), request.change),
  };
  // A helper's result is written elsewhere: its text comes with the call's arguments in place.
  let text = plain.text ?? reindentText(source, valueRange.start, valueRange.end, value, valueChange, inside);
  if (plain.through) text = `${plain.through}(${text})`;
  // An object literal as an arrow's body needs parentheses, or it reads as a block.
  if (site.kind === 'body' && text.startsWith('{')) text = `(${text})`;
  if (thrown) {
    text = `new Error(${value.type === 'SequenceExpression' ? `(${text})` : text})`;
    // An expression body cannot throw: it becomes a block that does.
    if (site.kind === 'body') text = `{ throw ${text}; }`;
    // `return` → `throw`: what lies between (a comment) stays.
    else edits.push({ start: site.path.node.start!, end: site.path.node.start! + 'return'.length, text: 'throw' });
  }
  edits.push({ start: replaced.start, end: replaced.end, text });
  return edits;
}

/** `toMcpResult: (text) => ({ content: [{ type: 'text', text }] })`: the result as written, its value a parameter. */
function templateOption(request: HandlerRequest, template: ResultTemplate): { text: string; describesValue: boolean } {
  const { source } = request;
  const { written, holes, param } = template;
  const range = rangeWithParentheses(source, written);
  const replacements = holes.map((hole) => {
    // `text: 'Done'` with the parameter `text` is written `text`.
    const property = propertyWithValue(written, hole);
    const key = property && !property.computed && property.key.type === 'Identifier' ? property.key.name : undefined;
    const whole = key === param && property!.start! < hole.start!;
    return { start: whole ? property!.start! : hole.start!, end: hole.end!, text: param };
  });
  const change = { from: indentationAt(source, range.start), to: request.change.to };
  const body = reindentText(source, range.start, range.end, written, change, replacements);
  return {
    text: `${RESULT_OPTION}: (${param}) => ${body.startsWith('{') ? `(${body})` : body}`,
    describesValue: template.structuredIsValue,
  };
}

interface ContextPlan {
  tiedReasons: string[];
  /** The annotation given to an unannotated context parameter (`: McpToolContext`, `: unknown`), or ''. */
  contextAnnotation: string;
  edits: TextEdit[];
  /** The context's abort-signal reads as `abortSignalOf(extra)`, apart: a return moved whole takes its own. */
  signalReads: TextEdit[];
  consumedTypeNames: t.Identifier[];
}

/**
 * The context parameter: typed as the adapter module types MCP's, and tied to MCP; or, read only for its
 * abort signal, read through `abortSignalOf`, typed `unknown` (any framework's) and not tied.
 */
function planContext(
  request: HandlerRequest,
  fn: NodePath<t.ArrowFunctionExpression | t.FunctionExpression>,
  readsArguments: boolean,
): ContextPlan {
  const { source } = request;
  const params = fn.node.params;
  const contextIndex = request.hasInputSchema ? 1 : 0;
  const contextParam = params[contextIndex];
  // Read for its abort signal only, or not read at all (unread-parameter.ts): no MCP in it.
  const signalReads =
    contextParam && params.length === contextIndex + 1 && !readsArguments
      ? (abortSignalReads(fn, contextParam, request.major) ?? (isUnreadParameter(fn, contextParam) ? [] : undefined))
      : undefined;
  const plan: ContextPlan = {
    tiedReasons: (params.length > contextIndex || readsArguments) && !signalReads ? [READS_CONTEXT] : [],
    contextAnnotation: '',
    edits: [],
    signalReads: signalReads ?? [],
    consumedTypeNames: [],
  };
  // An unread one is left as written: nothing reads its type either.
  const contextType = signalReads
    ? request.typeScript && signalReads.length > 0
      ? 'unknown'
      : ''
    : request.typesContext
      ? CONTEXT_TYPE
      : '';
  if (!contextParam || !contextType) return plan;
  const annotation = 'typeAnnotation' in contextParam ? contextParam.typeAnnotation : undefined;
  if (signalReads && annotation?.type === 'TSTypeAnnotation') {
    // Its MCP type goes too: the tool takes any framework's context now.
    plan.edits.push({ start: annotation.start!, end: annotation.end!, text: ': unknown' });
    plan.consumedTypeNames.push(...typeReferenceNames(annotation));
    return plan;
  }
  if (!lacksOwnType(contextParam)) return plan;
  plan.contextAnnotation = `: ${contextType}`;
  if (request.hasInputSchema || source.slice(fn.node.start!, contextParam.start!).includes('('))
    plan.edits.push({ start: contextParam.end!, end: contextParam.end!, text: plan.contextAnnotation });
  return plan;
}

/**
 * A handler that says it returns an MCP result (`: Promise<CallToolResult>`) returns plain
 * values once unwrapped, which that type would reject: strings say `string` (`Promise<string>`
 * when async); an object, whose type the text does not name, lets TypeScript infer it.
 */
function returnAnnotationEdit(
  fn: t.ArrowFunctionExpression | t.FunctionExpression,
  returns: readonly PlainReturn[],
  templated: boolean,
): TextEdit | undefined {
  const annotation = fn.returnType;
  if (!annotation || annotation.type !== 'TSTypeAnnotation') return undefined;
  // Throws return nothing; with no return left, TypeScript infers `never`. A template's values are inferred.
  const returned = returns.filter((result) => !result.thrown);
  if (templated || returned.length === 0 || returned.some((result) => result.structured || result.nothing))
    return { start: annotation.start!, end: annotation.end!, text: '' };
  return { start: annotation.start!, end: annotation.end!, text: fn.async ? ': Promise<string>' : ': string' };
}

/**
 * `(extra) => ...` → `(_input, extra) => ...`; `extra => ...` → `(_input, extra: McpToolContext) => ...`
 * (the annotation, if any, goes inside the new parentheses; a parenthesized one is added apart).
 */
function shiftParameters(
  source: string,
  fn: t.ArrowFunctionExpression | t.FunctionExpression,
  first: t.Node,
  inputName: string,
  annotation: string,
): TextEdit {
  const parenthesized = source.slice(fn.start!, first.start!).includes('(');
  if (parenthesized) return { start: first.start!, end: first.start!, text: `${inputName}, ` };
  const param = source.slice(first.start!, first.end!);
  return { start: first.start!, end: first.end!, text: `(${inputName}, ${param}${annotation})` };
}

function namedFunction(request: HandlerRequest, name: NodePath<t.Identifier>): HandlerPlan {
  const binding = scopeOf(name).getBinding(name.node.name);
  const local = binding && declaredFunction(binding.path);
  const tiedReasons: string[] = [];
  if (local) {
    const reads = readsOwnThisOrArguments(local);
    if (reads.this)
      return refuse(
        'handler-uses-this',
        `its handler ${name.node.name} reads \`this\`, which \`execute\` would see differently`,
      );
    const contextIndex = request.hasInputSchema ? 1 : 0;
    const params = local.node.params;
    const readsContext =
      params.length > contextIndex + 1 ||
      (params.length === contextIndex + 1 && !isUnreadParameter(local, params[contextIndex])) ||
      reads.arguments;
    if (readsContext) tiedReasons.push(READS_CONTEXT);
    if (planResults(local).kind !== 'none') tiedReasons.push(KEPT_RESULT);
  } else {
    tiedReasons.push(KEPT_RESULT);
  }
  const keepsResult = tiedReasons.includes(KEPT_RESULT);
  if (request.hasInputSchema) return { ok: true, executeText: name.node.name, tiedReasons, keepsResult };
  // Without a schema the SDK passes `extra` first: the function gets it first again.
  if (ignoresItsArguments(name)) {
    return { ok: true, executeText: name.node.name, tiedReasons, keepsResult };
  }
  if (!binding?.constant) {
    return refuse(
      'handler-not-constant',
      `its handler ${name.node.name} is reassigned, so a wrapper could call another function`,
    );
  }
  // The wrapper's body names only the handler: its parameters just must not be that name.
  const [input, extra] =
    name.node.name === 'extra' || name.node.name === '_input' ? ['_input_', 'extra_'] : ['_input', 'extra'];
  return {
    ok: true,
    executeText: `(${input}, ${extra}) => ${name.node.name}(${extra})`,
    tiedReasons,
    keepsResult,
  };
}

/** The path under `as`/`satisfies`/`!`/parentheses: the value itself. */
function unwrapPath(path: NodePath<t.Expression>): NodePath<t.Expression> {
  let current: NodePath = path;
  while (current.node !== stripTypeWrappers(current.node)) current = current.get('expression') as NodePath;
  return current as NodePath<t.Expression>;
}

function moved(request: HandlerRequest, node: t.Node): string {
  const range = rangeWithParentheses(request.source, node);
  return reindentText(request.source, range.start, range.end, node, request.change);
}

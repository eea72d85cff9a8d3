/**
 * Which MCP results a handler returns, and whether `execute` can return the plain value
 * instead. The adapter wraps a string as `{ content: [{ type: 'text', text }] }` and an
 * object `v` as `{ content: [{ type: 'text', text: JSON.stringify(v) }], structuredContent: v }`,
 * so a return is unwrapped only when that wrapping rebuilds exactly what it returned:
 * - `{ content: [{ type: 'text', text: X }] }` with X provably a string → `X`;
 * - `{ content: [{ type: 'text', text: JSON.stringify(v) }], structuredContent: v }`
 *   with v provably a plain object the adapter cannot mistake for a result, outside any
 *   `try` (the adapter's own `JSON.stringify` runs outside it) → `v`;
 * - `{ content: [] }` → `undefined` (the adapters' result for it);
 * - `{ isError: true, content: [{ type: 'text', text: X }] }` with X a string, outside any
 *   `try` block (that would catch it; a `catch` without `finally` lets a throw out as it lets a
 *   return) → `throw new Error(X)` (an arrow's expression body becomes a block):
 *   both SDK majors (1.x `McpServer`, 2.x)
 *   answer a thrown error with `{ content: [{ type: 'text', text: message }], isError: true }`.
 * X is a string by its value or its declared type, or by the type oracle's answer
 * (declared-string.ts), or as an input field the input schema makes a string (input-strings.ts):
 * the SDK's types require a text block's `text` to be one.
 * A handler is unwrapped only when every one of its returns is; otherwise it keeps its
 * results as they are, and the adapter passes them through unchanged. A result built by a
 * local helper (`return helper(args)`) or held by a constant only the return reads is decided
 * by the same rules (helper-results.ts says when the substitution is exact); a helper the type
 * oracle proves to build only text and error results, anywhere in the project, is returned
 * through `textOfMcpResult` (`textResultsCall` below). Results that differ only in one value are
 * rebuilt by the adapter's `toMcpResult` from that value (result-template.ts).
 */
import type { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { TEXT_OF_MCP_RESULT, mayCallAdapterFunction } from '../../lib/adapter-types';
import { isStringByType } from '../../lib/declared-string';
import type { TypeOracle } from '../../lib/type-oracle';
import {
  constantInitializer,
  hasKey,
  isGlobalName,
  isGlobalMember,
  isRepeatable,
  stripTypeWrappers,
} from '../../lib/expression-facts';
import { returnSites, type FunctionNode, type ReturnSite } from '../../lib/function-returns';
import { staticKey } from '../../lib/definition-site';
import { staticString } from '../../lib/static-name';
import { scopeOf, type Scope } from '../../lib/scope';
import { isStringInputField, type HandlerInput } from './input-strings';
import { constantResult, helperCallResult } from './helper-results';
import { resultTemplate, type ResultTemplate } from './result-template';

/** What results.ts asks the type oracle: a text's type, and whether a helper returns only text results. */
export type ResultTypeQuestions = Pick<TypeOracle, 'isString' | 'returnsTextResults' | 'isNeverThenable'>;

/** A return the adapter rebuilds from `value`: a string, an object (`structured`), or an error's message (`thrown`). */
export interface PlainReturn {
  site: ReturnSite;
  value: t.Expression;
  structured: boolean;
  thrown: boolean;
  /** The value's text, when it is not the source's at `value` (a helper's result, its arguments substituted). */
  text?: string;
  /** What the value replaces, when it is not the returned expression (a constant's initialiser). */
  replaced?: t.Expression;
  /** The adapter module's function the value goes through (`textOfMcpResult`: a helper's text results). */
  through?: string;
  /** `{ content: [] }`, which the adapters make of `undefined`: the value is `undefined`. */
  nothing?: true;
}

export type ResultsPlan =
  /** Every return rebuilt by the adapter (or the SDK, from a throw). */
  | { kind: 'unwrap'; returns: PlainReturn[] }
  /** Every return but thrown errors fits one template: `execute` returns its value, `toMcpResult` builds it. */
  | { kind: 'template'; returns: PlainReturn[]; template: ResultTemplate }
  /** Some return is not one of the two simple shapes: all stay as written. */
  | { kind: 'keep' }
  /** The handler returns nothing to look at. */
  | { kind: 'none' };

/**
 * Keys the adapters read on a returned value to treat it as a finished result; and `then`, which makes
 * it a thenable that `execute`'s awaited return would call.
 */
const RESULT_MARKERS = ['content', 'resultType', '__proto__', 'then'];

/**
 * Answers every question yes, and records none. Each answer only ever lets a return be rebuilt
 * (every use is `=== true` in a conjunction, or a disjunct), so a handler this oracle still keeps
 * is kept whatever the checker would say: it asks nothing, and its project builds no program for it.
 */
const EVERY_ANSWER_YES: ResultTypeQuestions = {
  isString: () => true,
  returnsTextResults: () => true,
  isNeverThenable: () => true,
};

/** With `source`, also results built elsewhere (helper-results.ts): a local helper's, a constant's. */
export function planResults(
  fn: NodePath<FunctionNode>,
  types?: ResultTypeQuestions,
  input?: HandlerInput,
  source?: string,
): ResultsPlan {
  if (types && planResultsAnswered(fn, EVERY_ANSWER_YES, input, source).kind === 'keep') return { kind: 'keep' };
  return planResultsAnswered(fn, types, input, source);
}

function planResultsAnswered(
  fn: NodePath<FunctionNode>,
  types: ResultTypeQuestions | undefined,
  input: HandlerInput | undefined,
  source: string | undefined,
): ResultsPlan {
  if (fn.node.generator) return { kind: 'keep' };
  const sites = returnSites(fn);
  if (sites.length === 0) return { kind: 'none' };
  const returnedNodes = sites.map((site) => site.value).filter((value): value is t.Expression => value !== null);
  const returns: PlainReturn[] = [];
  for (const site of sites) {
    const plain =
      (site.value && plainValueOf(site.value, site, returnedNodes, types, input)) ||
      (source !== undefined && plainValueElsewhere(site, fn.node, source, returnedNodes, types, input));
    if (!plain) return templated(fn, sites, types, input) ?? { kind: 'keep' };
    returns.push({ site, ...plain });
  }
  return { kind: 'unwrap', returns };
}

/** Results that differ only in one value (result-template.ts); error results outside a `try` thrown as above. */
function templated(
  fn: NodePath<FunctionNode>,
  sites: ReturnSite[],
  types: ResultTypeQuestions | undefined,
  input: HandlerInput | undefined,
): ResultsPlan | undefined {
  const thrown = new Map<ReturnSite, PlainReturn>();
  for (const site of sites) {
    const plain = site.value ? plainValueOf(site.value, site, [], types, input) : undefined;
    if (plain?.thrown) thrown.set(site, { site, ...plain });
  }
  const found = resultTemplate(
    fn.node,
    sites,
    (site) => thrown.has(site),
    (site) => insideTry(site.path),
    (value) => types?.isNeverThenable(value) === true,
  );
  if (!found) return undefined;
  const values = new Map(found.returns.map((one) => [one.site, one.value]));
  const returns = sites.map(
    (site) => thrown.get(site) ?? { site, value: values.get(site)!, structured: false, thrown: false },
  );
  return { kind: 'template', returns, template: found.template };
}

/** A helper's result or a constant's, when the adapter rebuilds it exactly: its plain value and that value's text. */
function plainValueElsewhere(
  site: ReturnSite,
  fn: FunctionNode,
  source: string,
  allReturned: t.Expression[],
  types: ResultTypeQuestions | undefined,
  input: HandlerInput | undefined,
): Omit<PlainReturn, 'site'> | undefined {
  const helper = helperCallResult(site, source);
  if (helper) {
    const plain = plainValueOf(helper.result, site, allReturned, types, input);
    return plain && { ...plain, text: helper.textOf(plain.value) };
  }
  const constant = constantResult(site, fn);
  if (!constant) return textResultsCall(site, types);
  // The text only: a string cannot change between the declaration and the return (an object could).
  const plain = plainValueOf(constant.result, { ...site, path: constant.at }, [], types, input);
  if (!plain || plain.structured || plain.thrown) return undefined;
  return { ...plain, replaced: constant.result };
}

/**
 * `return helper(args)`, where the type oracle proved every result of `helper` (a function of the
 * project's own code, in this module or another, with branches) a text result or an error result
 * (cli/runner/text-result-answers.ts): `textOfMcpResult(helper(args))` is its text, or throws its
 * error's text, which the adapter and the SDK turn back into the same result. Not inside the handler's
 * own `try`, which would catch that throw.
 */
function textResultsCall(
  site: ReturnSite,
  types: ResultTypeQuestions | undefined,
): Omit<PlainReturn, 'site'> | undefined {
  const call = site.value && stripTypeWrappers(site.value);
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  if (insideTry(site.path) || !mayCallAdapterFunction(site.path, TEXT_OF_MCP_RESULT)) return undefined;
  if (types?.returnsTextResults(call) !== true) return undefined;
  return { value: call, structured: false, thrown: false, through: TEXT_OF_MCP_RESULT };
}

/** The value the adapter would turn into this exact result, if there is one. */
function plainValueOf(
  returned: t.Expression,
  site: ReturnSite,
  allReturned: t.Expression[],
  types: ResultTypeQuestions | undefined,
  input: HandlerInput | undefined,
): Omit<PlainReturn, 'site'> | undefined {
  const at = site.path;
  const scope = scopeOf(at);
  // What the code shows first: a question the checker is asked costs its project a program.
  const isString = (node: t.Expression) =>
    isStringByType(node, scope) || isStringInputField(node, scope, input) || types?.isString(node) === true;
  const result = properties(stripTypeWrappers(returned), ['content', 'structuredContent', 'isError']);
  const content = result?.get('content');
  if (!result || !content) return undefined;
  const blocks = stripTypeWrappers(content);
  if (blocks.type === 'ArrayExpression' && blocks.elements.length === 0 && result.size === 1)
    return isGlobalName(scope, 'undefined')
      ? { value: content, text: 'undefined', structured: false, thrown: false, nothing: true }
      : undefined;
  if (blocks.type !== 'ArrayExpression' || blocks.elements.length !== 1) return undefined;
  const [block] = blocks.elements;
  const textBlock =
    block && block.type !== 'SpreadElement' ? properties(stripTypeWrappers(block), ['type', 'text']) : undefined;
  const type = textBlock?.get('type');
  const text = textBlock?.get('text');
  if (!type || !text || !isTextTag(type)) return undefined;

  const structured = result.get('structuredContent');
  const isError = result.get('isError');
  if (isError) {
    const thrown = !structured && isTrue(isError) && !insideTry(at);
    return thrown && isString(text) ? { value: text, structured: false, thrown } : undefined;
  }
  if (!structured) return isString(text) ? { value: text, structured: false, thrown: false } : undefined;
  // Unwrapped, `JSON.stringify(v)` runs in the adapter: a throw (a BigInt, a throwing
  // `toJSON`) would no longer reach this function's own `catch`/`finally`.
  if (insideTry(at)) return undefined;
  const stringified = stripTypeWrappers(text);
  if (stringified.type !== 'CallExpression' || !isGlobalMember(stringified.callee, 'JSON', 'stringify', scope))
    return undefined;
  const [argument, ...more] = stringified.arguments;
  if (!argument || more.length > 0 || argument.type === 'SpreadElement') return undefined;
  if (!t.isNodesEquivalent(stripTypeWrappers(argument), stripTypeWrappers(structured))) return undefined;
  return isPlainObjectValue(structured, scope, allReturned)
    ? { value: structured, structured: true, thrown: false }
    : undefined;
}

/**
 * True when `value` is an object literal the adapter wraps as structured content (no
 * key it reads as a finished result) — written out twice, so it must evaluate the same
 * twice — or a constant holding one that nothing but these returns touches.
 */
function isPlainObjectValue(value: t.Expression, scope: Scope, allReturned: t.Expression[]): boolean {
  const expression = stripTypeWrappers(value);
  if (expression.type === 'ObjectExpression') return isRecordLiteral(expression) && isRepeatable(expression);
  if (expression.type !== 'Identifier') return false;
  const constant = constantInitializer(scope, expression.name);
  const init = constant && stripTypeWrappers(constant.init);
  if (!constant || init?.type !== 'ObjectExpression' || !isRecordLiteral(init)) return false;
  const binding = constant.scope.getBinding(expression.name)!;
  return binding.referencePaths.every((reference) =>
    allReturned.some((returned) => reference.node.start! >= returned.start! && reference.node.end! <= returned.end!),
  );
}

/** `true`, as a literal. */
function isTrue(node: t.Expression): boolean {
  const value = stripTypeWrappers(node);
  return value.type === 'BooleanLiteral' && value.value;
}

/**
 * True when a `try` of the function itself would see a throw from this point: it is in the `try`'s
 * block, or in its `catch` when a `finally` follows (which would run before the adapter's work). From a
 * `catch` alone a throw leaves the statement as a return does.
 */
function insideTry(at: NodePath): boolean {
  for (let path: NodePath | null = at; path && !path.isFunction(); path = path.parentPath) {
    const parent = path.parentPath;
    if (!parent?.isTryStatement()) continue;
    if (path.key === 'block' || (path.key === 'handler' && parent.node.finalizer)) return true;
  }
  return false;
}

function isRecordLiteral(object: t.ObjectExpression): boolean {
  return object.properties.every(
    (property) => property.type !== 'SpreadElement' && RESULT_MARKERS.every((marker) => !hasKey(property, marker)),
  );
}

/** `'text'` as a literal (possibly `'text' as const`). */
function isTextTag(node: t.Expression): boolean {
  return staticString(node) === 'text';
}

/** The values of an object literal whose keys are among `allowed` (the first required), each `key: value`. */
function properties(node: t.Node, allowed: string[]): Map<string, t.Expression> | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const values = new Map<string, t.Expression>();
  for (const property of node.properties) {
    if (property.type !== 'ObjectProperty') return undefined;
    const key = staticKey(property);
    if (key === undefined || !allowed.includes(key) || values.has(key)) return undefined;
    values.set(key, property.value as t.Expression);
  }
  return values.has(allowed[0]!) ? values : undefined;
}

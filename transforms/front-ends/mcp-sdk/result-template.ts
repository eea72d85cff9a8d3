/**
 * A handler whose results differ only in one value: `execute` returns that value, and the MCP
 * adapter rebuilds the result from it with `toMcpResult`, the result as written with the value
 * taken out. So `return { content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }] }`
 * becomes `return JSON.stringify(rows, null, 2)` and
 * `toMcpResult: (text) => ({ content: [{ type: 'text', text }] })`.
 *
 * Exact by construction, for any value that is never thenable: the template holds only literals,
 * object and array literals around the value, which cannot throw and read nothing, so building it
 * after `execute` returns (in the adapter) gives the very result the handler built; the value itself
 * is still computed where it was, inside any `try`. `execute`'s return is awaited (by the adapter,
 * and by the language where it is `async`), so a value that may be a promise (`text: load()`, a
 * forgotten `await`) would be rebuilt around what it resolves to: no template (never-thenable.ts). Outside every `try`,
 * `JSON.stringify(value, ...literals)` may be part of it too (`resultTemplate` below says why
 * that is exact). The value sits where a plain value means the same elsewhere: a text
 * block's `text`, or `structuredContent`; a template with `isError`
 * (a failure elsewhere would be a success) or any other key of its own is not made.
 * Every return must fit the one template (a literal in the value's place fits too: it is the
 * value), or be an error result the SDK rebuilds from a throw; no bare `return;`, and the end of
 * the function never reached (the adapter would build a result from `undefined`).
 */
import * as t from '@babel/types';
import { alwaysEnds, type FunctionNode, type ReturnSite } from '../../lib/function-returns';
import { staticKey } from '../../lib/definition-site';
import { isGlobalMember, stripTypeWrappers } from '../../lib/expression-facts';
import { isNeverThenable, onlyRead } from '../../lib/never-thenable';
import { scopeOf, type Scope } from '../../lib/scope';
import { staticString } from '../../lib/static-name';

export interface ResultTemplate {
  /** The return the template is written from. */
  written: t.Expression;
  /** Where the value stands in it (an identifier may stand in several places). */
  holes: t.Node[];
  /** The template's parameter: the value's own name where it is an identifier. */
  param: string;
  /** The value is the result's `structuredContent`: an output schema describes it as it is. */
  structuredIsValue: boolean;
}

/** A return that fits the template: `value` is what `execute` returns instead. */
export interface TemplatedReturn {
  site: ReturnSite;
  value: t.Expression;
}

/** Keys a template's result may have: what any MCP tool result carries, and nothing that means failure. */
const RESULT_KEYS = new Set(['content', 'structuredContent', '_meta']);

interface Analysed {
  site: ReturnSite;
  result: t.Expression;
  /** The value's occurrences (none: every part is a literal). */
  holes: t.Expression[];
}

/**
 * The one template every non-thrown return fits, and each return's value; undefined when there is
 * none. `thrown` says which returns become throws instead (error results outside any `try`);
 * `insideTry`, which returns a `try` of the function would see a throw from.
 *
 * Where no return sits inside such a `try`, `JSON.stringify(value, ...literals)` may be part of the
 * template, so that the value is the data rather than its JSON text; a throw of `JSON.stringify` (a
 * BigInt, a cycle) then leaves the adapter instead of the function, and reaches MCP the same way.
 */
export function resultTemplate(
  fn: FunctionNode,
  sites: readonly ReturnSite[],
  thrown: (site: ReturnSite) => boolean,
  insideTry: (site: ReturnSite) => boolean,
  neverThenableByType: (value: t.Expression) => boolean = () => false,
): { template: ResultTemplate; returns: TemplatedReturn[] } | undefined {
  if (fn.body.type === 'BlockStatement' && !alwaysEnds(fn.body)) return undefined;
  const kept = sites.filter((site) => !thrown(site));
  if (kept.some((site) => !site.value)) return undefined;
  const make = (stringify: boolean) => templateIn(fn, kept, { stringify, neverThenableByType });
  return (!kept.some(insideTry) && make(true)) || make(false);
}

interface TemplateSyntax {
  /** `JSON.stringify(value, ...literals)` (the global `JSON`) is part of the template. */
  stringify: boolean;
  /** What the checker says of a value the code does not show never thenable (asked last: it may cost a program). */
  neverThenableByType: (value: t.Expression) => boolean;
}

function templateIn(
  fn: FunctionNode,
  sites: readonly ReturnSite[],
  syntax: TemplateSyntax,
): { template: ResultTemplate; returns: TemplatedReturn[] } | undefined {
  const analysed: Analysed[] = [];
  for (const site of sites) {
    const one = analyse(site, site.value!, syntax);
    if (!one) return undefined;
    analysed.push(one);
  }
  const first = analysed.find((one) => one.holes.length > 0) ?? analysed[0];
  if (!first) return undefined;
  const holes = first.holes.length > 0 ? first.holes : literalSlot(first.result);
  if (!holes) return undefined;
  const skeletonOf = skeleton(first.result, new Set(holes));
  const returns: TemplatedReturn[] = [];
  for (const one of analysed) {
    const value = one.holes.length > 0 ? fits(one, skeletonOf) : literalFitting(one.result, skeletonOf);
    if (!value) return undefined;
    returns.push({ site: one.site, value });
  }
  // `execute`'s return is awaited: a thenable value would become what it resolves to.
  const neverThenable = ({ site, value }: TemplatedReturn) =>
    isNeverThenable(value, scopeOf(site.path)) ||
    isInputField(value, fn, scopeOf(site.path)) ||
    syntax.neverThenableByType(value);
  if (!returns.every(neverThenable)) return undefined;
  const [hole] = holes as [t.Expression];
  // The parameter takes the value's name (a shorthand `{ text }` keeps reading it); these two cannot be one.
  if (hole.type === 'Identifier' && (hole.name === 'arguments' || hole.name === 'eval')) return undefined;
  const structured = valueOf(stripTypeWrappers(first.result) as t.ObjectExpression, 'structuredContent');
  const structuredValue = structured && stripTypeWrappers(structured);
  return {
    template: {
      written: first.result,
      holes,
      param: hole.type === 'Identifier' ? hole.name : slotsOf(first.result).texts.includes(hole) ? 'text' : 'value',
      structuredIsValue: holes.some((one) => one === structured || one === structuredValue),
    },
    returns,
  };
}

/** The return's result, if it is one a template can be made of: its value's occurrences. */
function analyse(site: ReturnSite, result: t.Expression, syntax: TemplateSyntax): Analysed | undefined {
  const object = stripTypeWrappers(result);
  if (object.type !== 'ObjectExpression') return undefined;
  const keys = object.properties.map((property) => property.type === 'ObjectProperty' && staticKey(property));
  if (!keys.every((key) => typeof key === 'string' && RESULT_KEYS.has(key)) || new Set(keys).size !== keys.length)
    return undefined;
  // Every block typed by a literal: the adapters keep such a result as it is (they would wrap another value).
  const content = valueOf(object, 'content');
  const blocks = content && stripTypeWrappers(content);
  if (blocks?.type !== 'ArrayExpression' || !blocks.elements.every(isTypedBlock)) return undefined;
  const holes: t.Expression[] = [];
  const stringifies = syntax.stringify
    ? (call: t.CallExpression) => isStringify(call, scopeOf(site.path))
    : () => false;
  if (shapeOf(result, holes, stringifies) === 'other') return undefined;
  const named = holes.length > 1 ? sameNameIn(holes) : holes;
  if (!named) return undefined;
  if (named.length > 0) {
    const slots = slotsOf(result);
    const structured = slots.structured && stripTypeWrappers(slots.structured);
    const slotted = (one: t.Node) => one === structured || slots.texts.some((text) => isTextOf(text, one));
    if (!named.some(slotted)) return undefined;
  }
  return { site, result, holes: named };
}

/**
 * Written more than once, the value must read the same each time: a name does. Type-only wrappers
 * around it (`structuredContent: result as Record<string, unknown>` beside `JSON.stringify(result)`)
 * change nothing at run time: the holes are the names inside them, and the template keeps the wrappers.
 */
function sameNameIn(holes: readonly t.Expression[]): t.Expression[] | undefined {
  const names = holes.map(stripTypeWrappers);
  const [first] = names;
  if (first?.type !== 'Identifier') return undefined;
  const same = names.every((one) => one.type === 'Identifier' && one.name === first.name);
  return same ? (names as t.Identifier[]) : undefined;
}

function isTypedBlock(element: t.Node | null): boolean {
  const block = element && stripTypeWrappers(element);
  const type = block?.type === 'ObjectExpression' ? valueOf(block, 'type') : undefined;
  return type !== undefined && staticString(type) !== undefined;
}

type Shape = 'literal' | 'built' | 'other';

/** `literal`: no value in it; `built`: literals around values (pushed to `holes`); `other`: a value itself. */
function shapeOf(node: t.Node, holes: t.Expression[], stringifies: (call: t.CallExpression) => boolean): Shape {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
      return 'literal';
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? 'literal' : 'other';
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'NumericLiteral' ? 'literal' : 'other';
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression': {
      const inner: t.Expression[] = [];
      const shape = shapeOf(node.expression, inner, stringifies);
      if (shape !== 'other') holes.push(...inner);
      return shape;
    }
    case 'CallExpression': {
      // `JSON.stringify(value, null, 2)`: the value is the data; the rest, literals.
      if (!stringifies(node)) return 'other';
      return builtOf(node.arguments as t.Expression[], holes, stringifies, (index) => index > 0);
    }
    case 'ObjectExpression':
      return builtOf(
        node.properties.map((property) =>
          property.type === 'ObjectProperty' && staticKey(property) !== undefined && staticKey(property) !== '__proto__'
            ? (property.value as t.Expression)
            : undefined,
        ),
        holes,
        stringifies,
      );
    case 'ArrayExpression':
      return builtOf(
        node.elements.map((element) => (element && element.type !== 'SpreadElement' ? element : undefined)),
        holes,
        stringifies,
      );
    default:
      return 'other';
  }
}

/** Parts that are literals or values; `literalOnly` parts must be literals. */
function builtOf(
  parts: (t.Expression | undefined)[],
  holes: t.Expression[],
  stringifies: (call: t.CallExpression) => boolean,
  literalOnly: (index: number) => boolean = () => false,
): Shape {
  if (parts.some((part) => part === undefined)) return 'other';
  let shape: Shape = 'literal';
  for (const [index, part] of (parts as t.Expression[]).entries()) {
    const inner = shapeOf(part, holes, stringifies);
    if (inner !== 'literal' && literalOnly(index)) return 'other';
    if (inner === 'other') holes.push(part);
    if (inner !== 'literal') shape = 'built';
  }
  return shape;
}

/** `JSON.stringify(x, ...)` of the global `JSON`, its arguments written out (no spread). */
function isStringify(call: t.CallExpression, scope: Scope): boolean {
  return (
    isGlobalMember(call.callee, 'JSON', 'stringify', scope) &&
    call.arguments.length > 0 &&
    call.arguments.every((argument) => argument.type !== 'SpreadElement' && argument.type !== 'ArgumentPlaceholder')
  );
}

/** The text is the value, or its JSON (a call's first argument is a value only of `JSON.stringify`: shapeOf). */
function isTextOf(text: t.Node, value: t.Node): boolean {
  const bare = stripTypeWrappers(text);
  const [first] = bare.type === 'CallExpression' ? bare.arguments : [];
  return text === value || (first !== undefined && (first === value || stripTypeWrappers(first) === value));
}

/** Where a plain value means what it means in MCP: the text of a text block, and the structured content. */
function slotsOf(result: t.Expression): { texts: t.Node[]; structured?: t.Node } {
  const object = stripTypeWrappers(result) as t.ObjectExpression;
  const content = stripTypeWrappers(valueOf(object, 'content')!) as t.ArrayExpression;
  const texts: t.Node[] = [];
  for (const element of content.elements) {
    const block = element && stripTypeWrappers(element);
    if (block?.type !== 'ObjectExpression') continue;
    const type = valueOf(block, 'type');
    const text = valueOf(block, 'text');
    if (type && text && staticString(type) === 'text') texts.push(text);
  }
  return { texts, structured: valueOf(object, 'structuredContent') };
}

/** A result written with literals only: its one text block's text, else its structured content, as the value. */
function literalSlot(result: t.Expression): t.Node[] | undefined {
  const slots = slotsOf(result);
  if (slots.texts.length === 1) return slots.texts;
  return slots.structured ? [slots.structured] : undefined;
}

/** The value of a return with holes, when the return is the template's with its value in place. */
function fits(one: Analysed, skeletonOf: string): t.Expression | undefined {
  return skeleton(one.result, new Set(one.holes)) === skeletonOf ? one.holes[0] : undefined;
}

/** The literal of a return without holes that stands where the template's value does. */
function literalFitting(result: t.Expression, skeletonOf: string): t.Expression | undefined {
  const slots = slotsOf(result);
  const candidates = [...slots.texts, ...(slots.structured ? [slots.structured] : [])] as t.Expression[];
  return candidates.find((slot) => skeleton(result, new Set([slot])) === skeletonOf);
}

/**
 * The handler's first parameter, or a field destructured from it, never assigned: what the SDK parsed
 * from the call's JSON arguments (an async parse awaits what a schema's transform returns), or its request
 * context where there is no input schema. Neither is ever thenable, unless the code gives it a key (`onlyRead`).
 */
function isInputField(value: t.Expression, fn: FunctionNode, scope: Scope): boolean {
  const name = stripTypeWrappers(value);
  const binding = name.type === 'Identifier' ? scope.getBinding(name.name) : undefined;
  const [first] = fn.params;
  if (!binding?.constant || binding.kind !== 'param' || !first || !onlyRead(binding)) return false;
  if (first === binding.identifier) return true;
  const isField = (field: t.Node) =>
    field === binding.identifier ||
    // `{ text = 'none' }`: the field, or a default that is never thenable either.
    (field.type === 'AssignmentPattern' && field.left === binding.identifier && isNeverThenable(field.right, scope));
  return (
    first.type === 'ObjectPattern' &&
    first.properties.some((property) => property.type === 'ObjectProperty' && isField(property.value))
  );
}

/** The result's shape as text, its value written `#`: two results fit one template when theirs are equal. */
function skeleton(node: t.Node, holes: ReadonlySet<t.Node>): string {
  if (holes.has(node)) return '#';
  const bare = stripTypeWrappers(node);
  if (bare !== node) return skeleton(bare, holes);
  switch (bare.type) {
    case 'ObjectExpression':
      return `{${bare.properties
        .map(
          (property) =>
            `${JSON.stringify(staticKey(property as t.ObjectProperty))}:${skeleton((property as t.ObjectProperty).value, holes)}`,
        )
        .join(',')}}`;
    case 'ArrayExpression':
      return `[${bare.elements.map((element) => skeleton(element!, holes)).join(',')}]`;
    case 'CallExpression':
      return `JSON.stringify(${bare.arguments.map((argument) => skeleton(argument, holes)).join(',')})`;
    case 'UnaryExpression':
      return JSON.stringify(-(bare.argument as t.NumericLiteral).value);
    case 'NullLiteral':
      return 'null';
    case 'TemplateLiteral':
      return JSON.stringify(staticString(bare));
    default:
      return JSON.stringify((bare as t.StringLiteral | t.NumericLiteral | t.BooleanLiteral).value);
  }
}

function valueOf(object: t.ObjectExpression, key: string): t.Expression | undefined {
  const property = object.properties.find(
    (one): one is t.ObjectProperty => one.type === 'ObjectProperty' && staticKey(one) === key,
  );
  return property?.value as t.Expression | undefined;
}

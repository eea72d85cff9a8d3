/**
 * What can be proven about an expression from the code alone: its runtime type (is it
 * a string?), whether evaluating it twice is the same as evaluating it once, what a
 * constant name stands for. Front ends use these to decide whether a rewrite keeps
 * behaviour; every answer errs on "not proven".
 */
import type * as t from '@babel/types';
import { scopeOf, type Scope } from './scope';

const TYPE_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
]);

/** `x as T`, `x satisfies T`, `x!`, `<T>x`, `(x)` → `x`: wrappers that do not change the value. */
export function stripTypeWrappers(node: t.Node): t.Node {
  let current = node;
  while (TYPE_WRAPPERS.has(current.type)) current = (current as t.TSAsExpression).expression;
  return current;
}

/** The node's range including the parentheses written around it: `((x))` → all of it. */
export function rangeWithParentheses(source: string, node: t.Node): { start: number; end: number } {
  const extra = node.extra as { parenthesized?: boolean; parenStart?: number } | undefined;
  if (!extra?.parenthesized || extra.parenStart === undefined) return { start: node.start!, end: node.end! };
  const opening = (source.slice(extra.parenStart, node.start!).match(/\(/g) ?? []).length;
  let end = node.end!;
  for (let closed = 0; closed < opening && end < source.length; end += 1) {
    if (source[end] === ')') closed += 1;
  }
  return { start: extra.parenStart, end };
}

/** True when `name` is not declared anywhere in scope (so it is the global: `JSON`, `String`). */
export function isGlobalName(scope: Scope, name: string): boolean {
  return !scope.hasBinding(name, { noGlobals: true });
}

/**
 * The initialiser of a name that always holds it: a `const`, or a `let`/`var` never
 * assigned again, declared as `name = init` (not destructured).
 */
export function constantInitializer(scope: Scope, name: string): { init: t.Expression; scope: Scope } | undefined {
  const binding = scope.getBinding(name);
  if (!binding || !binding.constant || !binding.path.isVariableDeclarator()) return undefined;
  const declarator = binding.path.node;
  if (declarator.id.type !== 'Identifier' || !declarator.init) return undefined;
  return { init: declarator.init, scope: scopeOf(binding.path) };
}

const MAX_DEPTH = 8;

/** Calls a caller also takes as strings (by their declared type: declared-string.ts); `awaited`: under `await`. */
export type StringCalls = (call: t.CallExpression, scope: Scope, awaited: boolean) => boolean;

/**
 * True when the expression is a string whenever it is evaluated without throwing; with
 * `moreCalls`, also when the calls it is made of are strings by that test (and `await` of one).
 */
export function isProvablyString(node: t.Node, scope: Scope, moreCalls?: StringCalls, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const expression = stripTypeWrappers(node);
  const recurse = (child: t.Node, childScope: Scope = scope) =>
    isProvablyString(child, childScope, moreCalls, depth + 1);
  switch (expression.type) {
    case 'StringLiteral':
    case 'TemplateLiteral':
      return true;
    case 'UnaryExpression':
      return expression.operator === 'typeof';
    case 'BinaryExpression':
      // `+` with one string operand concatenates, whatever the other is.
      return expression.operator === '+' && (recurse(expression.left) || recurse(expression.right));
    case 'ConditionalExpression':
      return recurse(expression.consequent) && recurse(expression.alternate);
    case 'LogicalExpression':
      return recurse(expression.left) && recurse(expression.right);
    case 'SequenceExpression':
      return recurse(expression.expressions[expression.expressions.length - 1]!);
    case 'CallExpression':
      return isStringCall(expression, scope) || (moreCalls?.(expression, scope, false) ?? false);
    case 'AwaitExpression': {
      if (!moreCalls) return false;
      const awaited = stripTypeWrappers(expression.argument);
      return awaited.type === 'CallExpression' ? moreCalls(awaited, scope, true) || recurse(awaited) : recurse(awaited);
    }
    case 'Identifier': {
      const constant = constantInitializer(scope, expression.name);
      return constant !== undefined && recurse(constant.init, constant.scope);
    }
    default:
      return false;
  }
}

/** `String(x)`; `JSON.stringify({...})` of a literal without `toJSON` (never undefined). */
function isStringCall(call: t.CallExpression, scope: Scope): boolean {
  const callee = call.callee;
  if (call.arguments.some((argument) => argument.type === 'SpreadElement')) return false;
  if (callee.type === 'Identifier') return callee.name === 'String' && isGlobalName(scope, 'String');
  if (!isGlobalMember(callee, 'JSON', 'stringify', scope)) return false;
  const [value, replacer] = call.arguments;
  if (replacer && replacer.type !== 'NullLiteral') return false;
  const literal = value && stripTypeWrappers(value);
  if (literal?.type === 'ArrayExpression') return true;
  return (
    literal?.type === 'ObjectExpression' &&
    literal.properties.every((property) => property.type !== 'SpreadElement' && !hasKey(property, 'toJSON'))
  );
}

/** `JSON.stringify` where `JSON` is the global. */
export function isGlobalMember(node: t.Node, object: string, property: string, scope: Scope): boolean {
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === object &&
    node.property.type === 'Identifier' &&
    node.property.name === property &&
    isGlobalName(scope, object)
  );
}

/** The property's static key is `key` (or it is computed, so it might be). */
export function hasKey(property: t.ObjectProperty | t.ObjectMethod, key: string): boolean {
  if (property.computed) return property.key.type !== 'StringLiteral' || property.key.value === key;
  return (
    (property.key.type === 'Identifier' && property.key.name === key) ||
    (property.key.type === 'StringLiteral' && property.key.value === key)
  );
}

/**
 * True when evaluating the expression has no effect and gives an equal value each time:
 * names, literals, operators, member reads, and object/array literals of those.
 */
export function isRepeatable(node: t.Node): boolean {
  const expression = stripTypeWrappers(node);
  switch (expression.type) {
    case 'Identifier':
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'ThisExpression':
      return true;
    case 'TemplateLiteral':
      return expression.expressions.every(isRepeatable);
    case 'UnaryExpression':
      return expression.operator !== 'delete' && isRepeatable(expression.argument);
    case 'BinaryExpression':
      return expression.left.type !== 'PrivateName' && isRepeatable(expression.left) && isRepeatable(expression.right);
    case 'LogicalExpression':
      return isRepeatable(expression.left) && isRepeatable(expression.right);
    case 'ConditionalExpression':
      return isRepeatable(expression.test) && isRepeatable(expression.consequent) && isRepeatable(expression.alternate);
    case 'MemberExpression':
      return isRepeatable(expression.object) && (!expression.computed || isRepeatable(expression.property));
    case 'ArrayExpression':
      return expression.elements.every(
        (element) => element !== null && element.type !== 'SpreadElement' && isRepeatable(element),
      );
    case 'ObjectExpression':
      return expression.properties.every(
        (property) => property.type === 'ObjectProperty' && !property.computed && isRepeatable(property.value),
      );
    default:
      return false;
  }
}

/**
 * A parameter TypeScript would type from its context alone: a plain name or a destructuring
 * pattern with no annotation (a default, a rest or an optional name is left as it is).
 */
export function lacksOwnType(param: t.Node): boolean {
  if (param.type === 'Identifier') return !param.typeAnnotation && !param.optional;
  return param.type === 'ObjectPattern' && !param.typeAnnotation;
}

/**
 * A description that may be undefined, as its type says: `x.description` (a zod or JSON
 * Schema's is `string | undefined`; a tool's is a string), or an optional chain (always
 * `| undefined`). The standard tool's is a string.
 */
export function mayBeUndefinedDescription(value: t.Node): boolean {
  if (isOptionalChain(value)) return true;
  return (
    value.type === 'MemberExpression' &&
    !value.computed &&
    value.property.type === 'Identifier' &&
    value.property.name === 'description'
  );
}

/** `a?.b`, `a?.()`: a value whose type includes `undefined`. */
export function isOptionalChain(value: t.Node): boolean {
  return value.type === 'OptionalMemberExpression' || value.type === 'OptionalCallExpression';
}

/** The object property whose value is `value`, anywhere in nested object and array literals (wrappers seen through). */
export function propertyWithValue(tree: t.Node, value: t.Node): t.ObjectProperty | undefined {
  const bare = stripTypeWrappers(tree);
  if (bare.type === 'ObjectExpression') {
    for (const property of bare.properties) {
      if (property.type !== 'ObjectProperty') continue;
      if (property.value === value) return property;
      const inner = propertyWithValue(property.value, value);
      if (inner) return inner;
    }
  }
  if (bare.type === 'ArrayExpression') {
    for (const element of bare.elements) {
      const inner = element && propertyWithValue(element, value);
      if (inner) return inner;
    }
  }
  return undefined;
}

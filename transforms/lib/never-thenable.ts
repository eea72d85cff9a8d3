/**
 * Values that are never thenable, by the code alone. A value that `execute` returns is awaited by
 * every adapter (an `async` function's return is, by the language): a promise written into an MCP
 * result's text as it is (a forgotten `await`) would become the text it resolves to. So a rewrite
 * that moves a value out of a result into `execute`'s return is exact only for a value that is
 * never thenable: a primitive, the result of an `await` (a promise is never fulfilled with a
 * thenable), an array, an object literal without a `then`. Errs on "not proven".
 */
import type * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { isDeclaredPrimitiveCall, isStringByType } from './declared-string';
import { constantInitializer, hasKey, isGlobalMember, isGlobalName, stripTypeWrappers } from './expression-facts';
import { scopeOf, type Binding, type Scope } from './scope';

const MAX_DEPTH = 8;

/** True when evaluating `node` never gives a thenable (it may still throw). */
export function isNeverThenable(node: t.Node, scope: Scope, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const value = stripTypeWrappers(node);
  const recurse = (child: t.Node, childScope: Scope = scope) => isNeverThenable(child, childScope, depth + 1);
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'TemplateLiteral':
    case 'AwaitExpression':
    case 'ArrayExpression':
    case 'UnaryExpression':
    case 'BinaryExpression':
    case 'UpdateExpression':
      // Every operator of the last three gives a primitive.
      return true;
    case 'ObjectExpression':
      // A computed key may be `then`: hasKey says so.
      return value.properties.every((property) => property.type !== 'SpreadElement' && !hasKey(property, 'then'));
    case 'ConditionalExpression':
      return recurse(value.consequent) && recurse(value.alternate);
    case 'LogicalExpression':
      return recurse(value.left) && recurse(value.right);
    case 'SequenceExpression':
      return recurse(value.expressions[value.expressions.length - 1]!);
    case 'Identifier': {
      if (value.name === 'undefined') return isGlobalName(scope, 'undefined');
      const constant = constantInitializer(scope, value.name);
      // An object the name holds may be given a `then` before it is returned: only where every use reads it.
      const held = constant && scope.getBinding(value.name);
      return constant !== undefined && !!held && onlyRead(held) && recurse(constant.init, constant.scope);
    }
    case 'CallExpression':
      return (
        isPrimitiveOrArrayCall(value, scope) || isDeclaredPrimitiveCall(value, scope) || isStringByType(value, scope)
      );
    default:
      return isStringByType(value, scope);
  }
}

/**
 * Every use of the name reads it where nothing can add a key to what it holds: not the object of an
 * assignment (`x.then = f`), a call (`Object.assign(x, ...)`, `x.method()`) or an update, save
 * `JSON.stringify(x)`.
 */
export function onlyRead(binding: Binding): boolean {
  return binding.referencePaths.every((reference) => {
    // `(x as Fn)`, `x!`: the same object.
    let used: NodePath = reference;
    while (used.parentPath && stripTypeWrappers(used.parentPath.node) !== used.parentPath.node) used = used.parentPath;
    const parent = used.parentPath;
    if (!parent) return true;
    if ((parent.isMemberExpression() || parent.isOptionalMemberExpression()) && parent.node.object === used.node) {
      const outer = parent.parentPath;
      const written = outer?.isAssignmentExpression() && outer.node.left === parent.node;
      const called =
        (outer?.isCallExpression() || outer?.isOptionalCallExpression()) && outer.node.callee === parent.node;
      return !written && !called && !outer?.isUpdateExpression() && !outer?.isUnaryExpression({ operator: 'delete' });
    }
    if (parent.isCallExpression() || parent.isOptionalCallExpression() || parent.isNewExpression()) {
      const stringified = isGlobalMember(parent.node.callee, 'JSON', 'stringify', scopeOf(parent));
      return stringified && parent.node.arguments[0] === used.node;
    }
    return true;
  });
}

/** Globals that give a primitive or a new array whatever they are given (`JSON.stringify`: a string or undefined). */
const GLOBAL_MEMBERS: Record<string, ReadonlySet<string>> = {
  JSON: new Set(['stringify']),
  Object: new Set(['keys', 'values', 'entries']),
  Array: new Set(['from', 'of', 'isArray']),
  Number: new Set(['isInteger', 'isFinite', 'isNaN', 'parseFloat', 'parseInt']),
};
const GLOBAL_FUNCTIONS = new Set(['String', 'Number', 'Boolean', 'parseInt', 'parseFloat', 'isNaN', 'isFinite']);

function isPrimitiveOrArrayCall(call: t.CallExpression, scope: Scope): boolean {
  const callee = stripTypeWrappers(call.callee);
  if (callee.type === 'Identifier') return GLOBAL_FUNCTIONS.has(callee.name) && isGlobalName(scope, callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier') return false;
  const { object, property } = callee;
  if (object.name === 'Math') return isGlobalName(scope, 'Math');
  const members = Object.hasOwn(GLOBAL_MEMBERS, object.name) ? GLOBAL_MEMBERS[object.name] : undefined;
  return (
    property.type === 'Identifier' &&
    members?.has(property.name) === true &&
    isGlobalMember(callee, object.name, property.name, scope)
  );
}

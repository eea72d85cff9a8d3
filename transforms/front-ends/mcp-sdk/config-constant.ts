/**
 * `const config = {...}; server.registerTool(name, config, cb)`: a config held in a
 * constant that nothing else uses. Its properties can move into the standard tool, and
 * its declaration goes, when moving them changes nothing: every name the object reads
 * means the same at the registration, and every value is one whose evaluation has no
 * effect and gives the same result later (literals, constants, imports, zod schemas).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { isZodExpression } from '../../lib/zod';
import { scopeOf, type Scope } from '../../lib/scope';

export interface ConfigConstant {
  object: t.ObjectExpression;
  /** The `const config = {...};` statement, removed once its properties have moved. */
  declaration: t.Node;
}

export function configConstant(call: NodePath<t.CallExpression>, node: t.Expression): ConfigConstant | undefined {
  const reference = stripTypeWrappers(node);
  if (reference.type !== 'Identifier') return undefined;
  const binding = scopeOf(call).getBinding(reference.name);
  if (!binding || binding.kind !== 'const' || !binding.constant || binding.referencePaths.length !== 1)
    return undefined;
  const declarator = binding.path;
  if (!declarator.isVariableDeclarator() || declarator.node.id.type !== 'Identifier') return undefined;
  const init = declarator.node.init && stripTypeWrappers(declarator.node.init);
  if (init?.type !== 'ObjectExpression') return undefined;
  const statement = declarator.parentPath;
  if (!statement?.isVariableDeclaration() || statement.node.declarations.length !== 1 || !statement.inList)
    return undefined;
  const declarationScope = scopeOf(declarator);
  const callScope = scopeOf(call);
  // Read before its declaration in the same function: the registration throws (the temporal dead zone).
  if (statement.node.start! > call.node.start! && declarationScope.functionParent() === callScope.functionParent())
    return undefined;
  if (!isStableValue(init, declarationScope, callScope)) return undefined;
  return { object: init, declaration: statement.node };
}

/** A value that may be evaluated later, at `target`, with the same result and no effect. */
function isStableValue(node: t.Node, scope: Scope, target: Scope): boolean {
  const value = stripTypeWrappers(node);
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
      return true;
    case 'TemplateLiteral':
      return value.expressions.every((expression) => isStableValue(expression, scope, target));
    case 'Identifier':
      return sameConstantBinding(value.name, scope, target);
    case 'BinaryExpression':
      // Literal text split over lines: `'a' + 'b'`.
      return value.operator === '+' && isLiteralText(value.left) && isLiteralText(value.right);
    case 'MemberExpression':
      return !value.computed && isStableValue(value.object, scope, target);
    case 'ArrayExpression':
      return value.elements.every((element) => element !== null && isStableValue(element, scope, target));
    case 'ObjectExpression':
      return value.properties.every(
        (property) =>
          property.type === 'ObjectProperty' &&
          !property.computed &&
          isStableValue(property.value as t.Expression, scope, target),
      );
    case 'CallExpression':
      // A zod schema built anew is the same schema; its arguments must be stable too.
      return isZodExpression(value, scope) && zodChainIsStable(value, scope, target);
    default:
      return false;
  }
}

function isLiteralText(node: t.Node): boolean {
  const value = stripTypeWrappers(node);
  if (value.type === 'BinaryExpression')
    return value.operator === '+' && isLiteralText(value.left) && isLiteralText(value.right);
  return value.type === 'StringLiteral' || (value.type === 'TemplateLiteral' && value.expressions.length === 0);
}

function zodChainIsStable(node: t.Node, scope: Scope, target: Scope): boolean {
  const value = stripTypeWrappers(node);
  if (value.type === 'CallExpression')
    return (
      zodChainIsStable(value.callee, scope, target) &&
      value.arguments.every((argument) => isStableValue(argument, scope, target))
    );
  if (value.type === 'MemberExpression') return !value.computed && zodChainIsStable(value.object, scope, target);
  return value.type === 'Identifier' && sameConstantBinding(value.name, scope, target);
}

/** `name` means the same constant (a const, an import, a function or class) in both scopes. */
function sameConstantBinding(name: string, scope: Scope, target: Scope): boolean {
  if (name === 'undefined') return !scope.getBinding(name) && !target.getBinding(name);
  const binding = scope.getBinding(name);
  return (
    binding !== undefined &&
    binding === target.getBinding(name) &&
    binding.constant &&
    ['const', 'module', 'hoisted'].includes(binding.kind)
  );
}

/**
 * The string a tool name expression always holds, when the file shows it: a string
 * literal, a template literal without expressions, or a name bound once (`const NAME =
 * 'echo'`, a `let` never reassigned) to one of those. Shared by the front ends' name reading.
 */
import type * as t from '@babel/types';
import { constantInitializer, stripTypeWrappers } from './expression-facts';
import { type Scope } from './scope';

const MAX_DEPTH = 8;

export function staticString(node: t.Node | undefined, scope?: Scope, depth = 0): string | undefined {
  if (!node || depth > MAX_DEPTH) return undefined;
  const value = stripTypeWrappers(node);
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0)
    return value.quasis[0]?.value.cooked ?? undefined;
  if (value.type === 'Identifier' && scope) {
    const bound = constantInitializer(scope, value.name);
    return bound && staticString(bound.init, bound.scope, depth + 1);
  }
  return undefined;
}

/**
 * A name computed at run time that the standard object can hold as written, evaluated
 * at the same point with no effect: literals, names, member reads, template literals,
 * `+`, `||`, `??` and `?:` of those (no calls). The definition keeps its run-time name.
 */
export function isPureNameExpression(node: t.Node | undefined, depth = 0): boolean {
  if (!node || depth > MAX_DEPTH) return false;
  const value = stripTypeWrappers(node);
  const pure = (child: t.Node) => isPureNameExpression(child, depth + 1);
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return value.expressions.every(pure);
    case 'MemberExpression':
      return (!value.computed || pure(value.property)) && pure(value.object);
    case 'BinaryExpression':
      return value.operator === '+' && pure(value.left) && pure(value.right);
    case 'LogicalExpression':
      return pure(value.left) && pure(value.right);
    case 'ConditionalExpression':
      return pure(value.test) && pure(value.consequent) && pure(value.alternate);
    default:
      return false;
  }
}

/**
 * Whether a name of any kind (a call too: `toolboxTool.getName()`) may be written first in the
 * standard object: nothing written before it in the config runs code, so moving it first
 * changes no order of effects (it is still evaluated once, where the definition stood).
 */
export function mayWriteNameFirst(properties: ReadonlyMap<string, t.ObjectProperty | t.ObjectMethod>): boolean {
  for (const [key, property] of properties) {
    if (key === 'name') return property.type === 'ObjectProperty';
    if (property.type === 'ObjectProperty' && !isPureNameExpression(property.value) && !isFunction(property.value))
      return false;
  }
  return false;
}

function isFunction(node: t.Node): boolean {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** Keys that only say "the name". */
const NAME_KEY = /^(?:name|id|tool_?name|tool_?id)$/i;

/** The fixed text of a computed name (`${prefix}list_files` → `list_files`), for a variable name. */
export function nameLabel(node: t.Node): string {
  const value = stripTypeWrappers(node);
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'Identifier') return value.name;
  // `searchTool.name`: a key that only says "name" tells less than what holds it (`TOOLS.SEARCH` says more).
  if (value.type === 'MemberExpression' && !value.computed && value.property.type === 'Identifier')
    return (NAME_KEY.test(value.property.name) && nameLabel(value.object)) || value.property.name;
  if (value.type === 'TemplateLiteral') return value.quasis.map((quasi) => quasi.value.cooked ?? '').join('_');
  // `toolName || 'web_fetch'`: the default says what the tool is.
  if (value.type === 'LogicalExpression' && stripTypeWrappers(value.right).type === 'StringLiteral')
    return nameLabel(value.right);
  if (value.type === 'LogicalExpression' || value.type === 'BinaryExpression')
    return [nameLabel(value.left), nameLabel(value.right)].filter(Boolean).join('_');
  if (value.type === 'ConditionalExpression') return nameLabel(value.consequent);
  return '';
}

/**
 * Calls whose result is a string by the type they are declared with (what TypeScript would
 * say, not a proof of the value): `x.toString()`, `xs.join(...)` and
 * a few other standard string methods, and a function of this file declared `: string`
 * (or `: Promise<string>`, when awaited). For a value only a type can vouch for, as an MCP
 * text block's `text`, which the SDK's types require to be a string. `JSON.stringify`, whose
 * declaration says `string` but which returns `undefined` for `undefined`, counts only for a
 * value seen not to be one.
 */
import type * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { constantInitializer, hasKey, isGlobalMember, isProvablyString, stripTypeWrappers } from './expression-facts';
import type { Scope } from './scope';
import type { TypeOracle } from './type-oracle';

/** Methods whose standard declarations return a string, whatever their receiver. */
const STRING_METHODS = new Set(['toString', 'join', 'toFixed', 'toISOString', 'toUpperCase', 'toLowerCase', 'trim']);

/** `call` evaluates to a string by its declared type; `awaited`: it is the operand of `await`. */
export function isDeclaredStringCall(call: t.CallExpression, scope: Scope, awaited: boolean): boolean {
  if (call.arguments.some((argument) => argument.type === 'SpreadElement')) return false;
  const callee = stripTypeWrappers(call.callee);
  // Declared `string`, but undefined for `undefined` (a function, a symbol): only a value seen to be none.
  if (isGlobalMember(callee, 'JSON', 'stringify', scope)) {
    const [value, replacer] = call.arguments;
    // A replacer function may turn the whole value into `undefined`; a list of keys cannot.
    const keepsRoot = !replacer || replacer.type === 'NullLiteral' || replacer.type === 'ArrayExpression';
    return keepsRoot && isJsonValue(value, scope);
  }
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return STRING_METHODS.has(callee.property.name) && callee.object.type !== 'Super';
  if (callee.type !== 'Identifier') return false;
  const binding = scope.getBinding(callee.name);
  if (!binding?.constant) return false;
  const returnType = declaredReturnType(binding.path);
  return returnType !== undefined && isStringType(returnType, awaited);
}

/** A literal (or a constant holding one) that `JSON.stringify` turns into text; an object without `toJSON`. */
function isJsonValue(node: t.Node | undefined, scope: Scope, depth = 0): boolean {
  const value = node && stripTypeWrappers(node);
  switch (value?.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'TemplateLiteral':
    case 'ArrayExpression':
      return true;
    case 'ObjectExpression':
      return value.properties.every((property) => property.type !== 'SpreadElement' && !hasKey(property, 'toJSON'));
    case 'Identifier': {
      const constant = depth < 4 ? constantInitializer(scope, value.name) : undefined;
      return constant !== undefined && isJsonValue(constant.init, constant.scope, depth + 1);
    }
    default:
      return false;
  }
}

/** The return annotation of `function f(): T` or `const f = (): T => ...` / `function (): T {}`. */
function declaredReturnType(declaration: NodePath): t.TSType | undefined {
  const node = declaration.node;
  let fn: t.Node | null | undefined;
  if (node.type === 'FunctionDeclaration') fn = node;
  else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && !node.id.typeAnnotation)
    fn = node.init && stripTypeWrappers(node.init);
  if (fn?.type !== 'FunctionDeclaration' && fn?.type !== 'FunctionExpression' && fn?.type !== 'ArrowFunctionExpression')
    return undefined;
  // A generator's annotation types its iterator, not a string.
  if (fn.type !== 'ArrowFunctionExpression' && fn.generator) return undefined;
  const annotation = fn.returnType;
  return annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : undefined;
}

/** `string` (or a string literal type); awaited, also `Promise<string>`. */
function isStringType(type: t.TSType, awaited: boolean): boolean {
  if (type.type === 'TSParenthesizedType') return isStringType(type.typeAnnotation, awaited);
  if (type.type === 'TSStringKeyword') return true;
  if (type.type === 'TSLiteralType')
    return type.literal.type === 'StringLiteral' || type.literal.type === 'TemplateLiteral';
  if (type.type === 'TSUnionType') return type.types.every((member) => isStringType(member, awaited));
  if (!awaited || type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return false;
  const [inner, ...more] = type.typeParameters?.params ?? [];
  return type.typeName.name === 'Promise' && inner !== undefined && more.length === 0 && isStringType(inner, false);
}

/** The type oracle's question this asks (type-oracle.ts): its `undefined` is "not known". */
export type StringTypeQuestion = Pick<TypeOracle, 'isString'>;

/** A string by its value or its declared type (see above); last, by the checker's answer when there is one. */
export function isStringByType(node: t.Node, scope: Scope, types?: StringTypeQuestion): boolean {
  return isProvablyString(node, scope, isDeclaredStringCall) || types?.isString(node) === true;
}

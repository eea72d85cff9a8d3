/**
 * Calls whose result is a string by the type they are declared with (what TypeScript would
 * say, not a proof of the value): `x.toString()`, `xs.join(...)` and
 * a few other standard string methods, and a function of this file declared `: string`
 * (or `: Promise<string>`, when awaited), or not declared at all but returning only strings (what
 * TypeScript infers, and a proof of the value). For a value only a type can vouch for, as an MCP
 * text block's `text`, which the SDK's types require to be a string. `JSON.stringify`, whose
 * declaration says `string` but which returns `undefined` for `undefined`, counts only for a
 * value seen not to be one.
 */
import type * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { constantInitializer, hasKey, isGlobalMember, isProvablyString, stripTypeWrappers } from './expression-facts';
import { alwaysEnds, returnSites, type FunctionNode } from './function-returns';
import { scopeOf, type Scope } from './scope';
import type { TypeOracle } from './type-oracle';

/** Methods whose standard declarations return a string, whatever their receiver. */
const STRING_METHODS = new Set(['toString', 'join', 'toFixed', 'toISOString', 'toUpperCase', 'toLowerCase', 'trim']);

/** How deep one function's returns may lead into another's: a recursion is never followed to its end. */
const MAX_INFERRED_DEPTH = 4;

/** `call` evaluates to a string by its declared type; `awaited`: it is the operand of `await`. */
export function isDeclaredStringCall(call: t.CallExpression, scope: Scope, awaited: boolean, depth = 0): boolean {
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
  if (returnType !== undefined) return isStringType(returnType, awaited);
  return depth < MAX_INFERRED_DEPTH && returnsOnlyStrings(binding.path, awaited, depth + 1);
}

/**
 * A function of this file with no return annotation whose every return is a string by the facts
 * above, and whose end is never reached: its result is a string, as TypeScript infers it. An async
 * one only when awaited (else it is a promise); never a generator, nor a function whose
 * declaration carries a type (`const f: Fn = ...`: the type says what a call gives).
 */
function returnsOnlyStrings(declaration: NodePath, awaited: boolean, depth: number): boolean {
  const fn = unannotatedFunction(declaration);
  if (!fn || (fn.node.async && !awaited) || ('generator' in fn.node && fn.node.generator)) return false;
  const body = fn.node.body;
  if (body.type === 'BlockStatement' && !alwaysEnds(body)) return false;
  const isStringCall = (call: t.CallExpression, scope: Scope, callAwaited: boolean) =>
    isDeclaredStringCall(call, scope, callAwaited, depth);
  const sites = returnSites(fn);
  return (
    sites.length > 0 &&
    sites.every((site) => site.value !== null && isProvablyString(site.value, scopeOf(site.path), isStringCall))
  );
}

/** The function a declaration binds, as written: `function f() {}`, or `const f = () => ...` / `function () {}`. */
function unannotatedFunction(declaration: NodePath): NodePath<FunctionNode> | undefined {
  if (declaration.isFunctionDeclaration()) return declaration.node.returnType ? undefined : declaration;
  if (!declaration.isVariableDeclarator()) return undefined;
  const { id } = declaration.node;
  if (id.type !== 'Identifier' || id.typeAnnotation) return undefined;
  const init = declaration.get('init');
  if (!init.isArrowFunctionExpression() && !init.isFunctionExpression()) return undefined;
  return init.node.returnType ? undefined : init;
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

/** A call of a function of this file declared to return primitives only (`: string | undefined`): never an object. */
export function isDeclaredPrimitiveCall(call: t.CallExpression, scope: Scope): boolean {
  const callee = stripTypeWrappers(call.callee);
  if (callee.type !== 'Identifier') return false;
  const binding = scope.getBinding(callee.name);
  const returnType = binding?.constant ? declaredReturnType(binding.path) : undefined;
  return returnType !== undefined && isPrimitiveType(returnType);
}

const PRIMITIVE_KEYWORDS = new Set([
  'TSStringKeyword',
  'TSNumberKeyword',
  'TSBooleanKeyword',
  'TSBigIntKeyword',
  'TSUndefinedKeyword',
  'TSNullKeyword',
  'TSVoidKeyword',
  'TSLiteralType',
]);

function isPrimitiveType(type: t.TSType): boolean {
  if (type.type === 'TSParenthesizedType') return isPrimitiveType(type.typeAnnotation);
  if (type.type === 'TSUnionType') return type.types.every(isPrimitiveType);
  return PRIMITIVE_KEYWORDS.has(type.type);
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

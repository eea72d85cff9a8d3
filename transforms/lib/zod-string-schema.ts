/**
 * Zod schemas whose parsed value is always a string, read from the code: what a framework
 * that validates its input by the schema (the MCP SDK, every standard adapter) hands the
 * function. The type TypeScript would infer from zod's types, for a project whose zod types
 * the type oracle cannot see (not installed).
 */
import type * as t from '@babel/types';
import { constantInitializer, stripTypeWrappers } from './expression-facts';
import { staticKey } from './definition-site';
import type { Scope } from './scope';
import { zodNamespaceRoot } from './zod';

/** Methods of a zod string schema (3 and 4) that check or normalise and still give a string. */
const STRING_KEEPING = new Set([
  'describe',
  'meta',
  'min',
  'max',
  'length',
  'nonempty',
  'email',
  'url',
  'uuid',
  'cuid',
  'cuid2',
  'ulid',
  'regex',
  'includes',
  'startsWith',
  'endsWith',
  'datetime',
  'date',
  'time',
  'ip',
  'emoji',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'refine',
  'superRefine',
]);

const MAX_DEPTH = 8;

/**
 * `z.string()` (and its checks), `z.enum(['a', 'b'])`, `z.literal('a')`, on the file's zod
 * namespace, or a constant holding one. Not `optional`/`nullable`/`default`/`transform`...:
 * those may give something else.
 */
export function isZodStringSchema(node: t.Node, scope: Scope, depth = 0): boolean {
  const expression = stripTypeWrappers(node);
  if (depth > MAX_DEPTH) return false;
  if (expression.type === 'Identifier') {
    const constant = constantInitializer(scope, expression.name);
    return constant !== undefined && isZodStringSchema(constant.init, constant.scope, depth + 1);
  }
  if (expression.type !== 'CallExpression') return false;
  const callee = stripTypeWrappers(expression.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  const method = callee.property.name;
  const receiver = stripTypeWrappers(callee.object);
  if (receiver.type === 'Identifier' && zodNamespaceRoot(receiver, scope) === receiver.name)
    return isStringFactory(method, expression.arguments);
  return STRING_KEEPING.has(method) && isZodStringSchema(receiver, scope, depth + 1);
}

/** `string()`, `enum([...string literals])`, `literal('...')` of the zod namespace. */
function isStringFactory(method: string, args: t.CallExpression['arguments']): boolean {
  const first = args[0] && stripTypeWrappers(args[0]);
  if (method === 'string') return true;
  if (method === 'literal') return first?.type === 'StringLiteral';
  if (method !== 'enum' || first?.type !== 'ArrayExpression') return false;
  return first.elements.length > 0 && first.elements.every((element) => element?.type === 'StringLiteral');
}

/**
 * The schema of the input field `key`, where `schema` is a raw shape (`{ key: ... }`) or
 * `z.object({ key: ... })` as written (or a constant holding either); undefined when the code
 * does not show it.
 */
export function zodFieldSchema(schema: t.Node, key: string, scope: Scope, depth = 0): t.Expression | undefined {
  const expression = stripTypeWrappers(schema);
  if (depth > MAX_DEPTH) return undefined;
  if (expression.type === 'Identifier') {
    const constant = constantInitializer(scope, expression.name);
    return constant && zodFieldSchema(constant.init, key, constant.scope, depth + 1);
  }
  let shape: t.Node = expression;
  if (expression.type === 'CallExpression') {
    const callee = stripTypeWrappers(expression.callee);
    const [first, ...more] = expression.arguments;
    const isObject =
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'object' &&
      callee.object.type === 'Identifier' &&
      zodNamespaceRoot(callee.object, scope) === callee.object.name;
    if (!isObject || !first || more.length > 0 || first.type === 'SpreadElement') return undefined;
    shape = stripTypeWrappers(first);
  }
  if (shape.type !== 'ObjectExpression') return undefined;
  // A spread or a computed key may override the key: only a shape without either is read.
  if (shape.properties.some((property) => property.type !== 'ObjectProperty' || staticKey(property) === undefined))
    return undefined;
  const matching = shape.properties.filter(
    (property): property is t.ObjectProperty => property.type === 'ObjectProperty' && staticKey(property) === key,
  );
  return matching.length === 1 ? (matching[0]!.value as t.Expression) : undefined;
}

/**
 * What a LangChain `schema` is, from the code alone: a zod schema, a JSON Schema object
 * literal (the standard tool holds it as `fromJsonSchema({...})`, whose JSON the adapter
 * hands back to LangChain as written, so LangChain checks input as before), a value the
 * code does not show (an import, a parameter, a call: kept as written, since the adapter
 * hands every kind LangChain takes, zod or JSON Schema, to LangChain unchanged), or
 * something to leave (a string schema where the class parses it whole, a schema of another
 * library, a value that may be undefined). Also the description LangChain falls back to
 * when a tool has none (`schema.description ?? "<name> tool"`), where the code proves it.
 */
import type * as t from '@babel/types';
import { constantInitializer, stripTypeWrappers } from '../../lib/expression-facts';
import { jsonSchemaObjectLiteral } from '../../lib/json-schema-literal';
import { isZodExpression } from '../../lib/zod';
import { type Scope } from '../../lib/scope';

export type SchemaKind =
  | { kind: 'zod' }
  /** A value the code does not show: the standard tool keeps it as written. */
  | { kind: 'as-written' }
  /** A JSON Schema object literal, or a constant holding one: `fromJsonSchema(<as written>)`. */
  | { kind: 'json-schema'; object: t.ObjectExpression }
  | { kind: 'manual'; reason: 'json-schema' | 'string-schema' | 'schema-not-zod'; message: string };

/** Why a JSON Schema literal stays where the standard tool cannot write `fromJsonSchema(...)`. */
export const NO_FROM_JSON_SCHEMA =
  'has a JSON Schema object, and `fromJsonSchema` cannot be imported from the adapter module here (a CommonJS file, or a name `fromJsonSchema` of its own)';

/** The draft `fromJsonSchema` hands LangChain as written (it converts a schema that says another one). */
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;

/**
 * A zod call chain, `z.object({...}).strict().describe('x')`: its first method and the
 * calls after it (outermost first).
 */
interface ZodChain {
  rootMethod: string;
  rootCall: t.CallExpression;
  outerCalls: Array<{ method: string; call: t.CallExpression }>;
}

export function classifySchema(node: t.Node, scope: Scope): SchemaKind {
  const expression = stripTypeWrappers(node);
  const object = jsonSchemaObjectLiteral(expression, scope);
  if (object) return jsonSchemaLiteral(object);
  const constant = expression.type === 'Identifier' ? constantInitializer(scope, expression.name) : undefined;
  if (!isZodExpression(expression, scope))
    return notShown(constant ? stripTypeWrappers(constant.init) : expression, constant?.scope ?? scope);
  // `tool()` makes a string-input DynamicTool from a bare zod string; the classes parse it as the whole input.
  if (zodChain(expression, scope)?.rootMethod === 'string') {
    return {
      kind: 'manual',
      reason: 'string-schema',
      message:
        'has a string schema, which it parses as its whole input (toLangChain would make a string-input tool from it)',
    };
  }
  return { kind: 'zod' };
}

/** A JSON Schema literal `fromJsonSchema` hands back as written: no spread, no dialect but draft-07. */
function jsonSchemaLiteral(object: t.ObjectExpression): SchemaKind {
  const manual = (message: string): SchemaKind => ({ kind: 'manual', reason: 'json-schema', message });
  if (object.properties.some((property) => property.type !== 'ObjectProperty'))
    return manual('has a JSON Schema object with a spread or a method, which the code does not show to be JSON Schema');
  const dialect = object.properties.find(
    (property) =>
      property.type === 'ObjectProperty' &&
      !property.computed &&
      ((property.key.type === 'Identifier' && property.key.name === '$schema') ||
        (property.key.type === 'StringLiteral' && property.key.value === '$schema')),
  ) as t.ObjectProperty | undefined;
  if (dialect && !(dialect.value.type === 'StringLiteral' && DRAFT_07.test(dialect.value.value)))
    return manual(
      'has a JSON Schema whose `$schema` is not draft-07 (fromJsonSchema would hand LangChain a converted copy)',
    );
  return { kind: 'json-schema', object };
}

/**
 * A value that is not a zod chain. Kept as written when it is a name or a plain read or
 * call (the adapter takes it whatever LangChain took); left when the code shows another
 * schema library (LangChain does not parse it as it parses zod), or a value that may be
 * undefined (LangChain then made a string-input tool; the standard tool would take no input).
 */
function notShown(expression: t.Node, scope: Scope): SchemaKind {
  const manual = (message: string): SchemaKind => ({ kind: 'manual', reason: 'schema-not-zod', message });
  const library = expression.type === 'CallExpression' ? chainRoot(expression) : undefined;
  const module = library && importedModule(scope, library.name);
  if (module !== undefined && !isRelativeLike(module))
    return manual(`has a schema made with '${module}', which LangChain does not parse as it parses zod`);
  if (expression.type === 'Identifier' && expression.name === 'undefined') return manual('has an undefined schema');
  if (!['Identifier', 'MemberExpression', 'CallExpression'].includes(expression.type))
    return manual('has a schema the code does not show to be a zod or JSON Schema object (it may be undefined)');
  return { kind: 'as-written' };
}

/** The module an imported name comes from (ES import only). */
function importedModule(scope: Scope, name: string): string | undefined {
  const binding = scope.getBinding(name);
  const parent = binding?.kind === 'module' ? binding.path.parent : undefined;
  return parent?.type === 'ImportDeclaration' ? parent.source.value : undefined;
}

/** A module of the project itself (relative, or through a path alias). */
function isRelativeLike(specifier: string): boolean {
  return /^(\.|\/|@\/|~\/|#)/.test(specifier);
}

/** The name a call/member chain starts from: `v.object({...}).pipe()` → `v`. */
function chainRoot(node: t.Node): t.Identifier | undefined {
  let current = stripTypeWrappers(node);
  while (current.type === 'CallExpression' || current.type === 'MemberExpression')
    current = stripTypeWrappers(current.type === 'CallExpression' ? current.callee : current.object);
  return current.type === 'Identifier' ? current : undefined;
}

/**
 * The description LangChain gives a `tool()` without one: the schema's own description
 * when the chain ends in `.describe('...')`, else `"<name> tool"` when nothing in the
 * chain can set one. Undefined when the code does not prove which.
 */
export function fallbackDescription(schema: t.Node, scope: Scope, toolName: string): string | undefined {
  const kind = classifySchema(schema, scope);
  if (kind.kind === 'json-schema') return jsonSchemaDescription(kind.object, toolName);
  const chain = zodChain(stripTypeWrappers(schema), scope);
  if (!chain) return undefined;
  const [outermost] = chain.outerCalls;
  const [describeArgument] = outermost?.call.arguments ?? [];
  if (
    outermost?.method === 'describe' &&
    outermost.call.arguments.length === 1 &&
    describeArgument?.type === 'StringLiteral'
  ) {
    return describeArgument.value;
  }
  const setsDescription = chain.outerCalls.some(({ method }) => method === 'describe' || method === 'meta');
  // zod 3 also takes `{ description }` as the root call's second argument.
  if (setsDescription || chain.rootCall.arguments.length > 1 || chain.rootMethod === 'describe') return undefined;
  return `${toolName} tool`;
}

/** `type: 'object'` at the top: a schema LangChain's `tool()` never reads as a string-input one. */
export function isObjectTypeSchema(object: t.ObjectExpression): boolean {
  return object.properties.some(
    (property) =>
      property.type === 'ObjectProperty' &&
      !property.computed &&
      property.key.type === 'Identifier' &&
      property.key.name === 'type' &&
      property.value.type === 'StringLiteral' &&
      property.value.value === 'object',
  );
}

/** A JSON Schema literal's own `description`, else `"<name> tool"` when it has none. */
function jsonSchemaDescription(object: t.ObjectExpression, toolName: string): string | undefined {
  const description = object.properties.find(
    (property): property is t.ObjectProperty =>
      property.type === 'ObjectProperty' &&
      (property.computed ||
        (property.key.type === 'Identifier' && property.key.name === 'description') ||
        (property.key.type === 'StringLiteral' && property.key.value === 'description')),
  );
  if (!description) return `${toolName} tool`;
  return !description.computed && description.value.type === 'StringLiteral' ? description.value.value : undefined;
}

/** Reads the chain, through constants that hold part of it; undefined when it is not one. */
function zodChain(node: t.Node, scope: Scope, depth = 0): ZodChain | undefined {
  if (depth > 8) return undefined;
  const expression = stripTypeWrappers(node);
  if (expression.type === 'Identifier') {
    const constant = constantInitializer(scope, expression.name);
    return constant && zodChain(constant.init, constant.scope, depth + 1);
  }
  if (expression.type !== 'CallExpression') return undefined;
  const callee = stripTypeWrappers(expression.callee);
  // `object({...})`: a named zod export called directly.
  if (callee.type === 'Identifier') return { rootMethod: callee.name, rootCall: expression, outerCalls: [] };
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  const method = callee.property.name;
  const receiver = stripTypeWrappers(callee.object);
  // `z.object(...)`: the receiver is the namespace, a name that is not itself a schema.
  if (receiver.type === 'Identifier' && !isZodExpression(receiver, scope)) {
    return { rootMethod: method, rootCall: expression, outerCalls: [] };
  }
  const inner = zodChain(receiver, scope, depth + 1);
  return inner && { ...inner, outerCalls: [{ method, call: expression }, ...inner.outerCalls] };
}

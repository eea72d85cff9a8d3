/**
 * The JSON-Schema literal, shared by every front end whose framework takes a raw JSON
 * Schema (LangChain's `schema`, Genkit's `inputJsonSchema`): the standard tool holds it
 * as `fromJsonSchema(<the object as written>)`, imported from the adapter module, and
 * the adapter hands the same JSON back to the framework.
 *
 * Only what the code shows to be an object is moved (an object literal, or a constant
 * this file initialises with one): `fromJsonSchema` needs an object, where a framework
 * may have taken `undefined` as "no schema".
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from './definition-site';
import { constantInitializer, stripTypeWrappers } from './expression-facts';
import type { FrontEndContext } from './front-end';
import { scopeOf, type Scope } from './scope';

/** The adapter module's export that wraps a JSON Schema into a standard schema. */
export const FROM_JSON_SCHEMA = 'fromJsonSchema';

/** The object literal `value` is, or the one the constant it names is initialised with; else undefined. */
export function jsonSchemaObjectLiteral(value: t.Node, scope: Scope): t.ObjectExpression | undefined {
  const expression = stripTypeWrappers(value);
  if (expression.type === 'ObjectExpression') return expression;
  if (expression.type !== 'Identifier') return undefined;
  const constant = constantInitializer(scope, expression.name);
  const init = constant && stripTypeWrappers(constant.init);
  return init?.type === 'ObjectExpression' ? init : undefined;
}

/** The adapter module's `fromJsonSchema` can be imported for the definition at `path`. */
export function canImportFromJsonSchema(context: FrontEndContext, path: NodePath): boolean {
  // The adapter module exports what the migrated files import: their ES imports are read for it.
  const esModule = context.program.node.body.some(
    (statement) => statement.type === 'ImportDeclaration' || statement.type.startsWith('Export'),
  );
  return esModule && !scopeOf(path).hasBinding(FROM_JSON_SCHEMA, true);
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * The literal names no dialect, or draft-07's, and every key is seen (a spread may bring a `$schema`): the JSON an
 * adapter that asks for draft-07 hands on as written, with no conversion (json-schema-input-as-written.ts).
 */
export function hasOnlyDraft07Dialect(literal: t.ObjectExpression): boolean {
  return literal.properties.every((member) => {
    if (member.type === 'SpreadElement') return false;
    const key = staticKey(member);
    if (key === undefined) return false;
    if (key !== '$schema') return true;
    return member.type === 'ObjectProperty' && member.value.type === 'StringLiteral' && member.value.value === DRAFT_07;
  });
}

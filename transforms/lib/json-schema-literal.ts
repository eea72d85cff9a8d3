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

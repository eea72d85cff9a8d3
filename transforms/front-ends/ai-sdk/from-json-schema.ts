/**
 * `inputSchema: jsonSchema<T>(json)` (or `outputSchema:`) becomes the standard tool's own
 * `inputSchema: fromJsonSchema<T>(json)`, so the tool is no longer tied to the AI SDK. It is exact: for a
 * `fromJsonSchema()` schema the adapter hands the AI SDK the same JSON object with no validation, marked as
 * `jsonSchema()` marks it (adapters/ai-sdk-other-schemas.ts), which is what v5, v6 and v7 got before. So only where
 * the code shows that much:
 * - `inputSchema` or `outputSchema`, which v5 and later read (v4's `parameters` go through another adapter, which
 *   closes objects);
 * - one argument: a `validate` option is the AI SDK's own contract;
 * - an object the code shows (a literal, or a constant holding one): v6 and v7 also take a function or a promise;
 * - no `$schema` but draft-07's: the adapter would convert another dialect to draft-07;
 * - a file that can import the adapter module.
 * `T` (else `unknown`, `jsonSchema`'s default) types the standard tool's input (or output), as it typed the tool.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCalleeOf, type ModuleMatcher } from '../../lib/bindings';
import type { ConfigProperty } from '../../lib/config-object';
import { callTypeArguments } from '../../lib/config-preamble';
import type { FrontEndContext } from '../../lib/front-end';
import {
  canImportFromJsonSchema,
  FROM_JSON_SCHEMA,
  hasOnlyDraft07Dialect,
  jsonSchemaObjectLiteral,
} from '../../lib/json-schema-literal';
import { allowsTypeScript } from '../../lib/parser';
import { scopeOf } from '../../lib/scope';

export interface FromJsonSchemaValue {
  /** `fromJsonSchema<T>(json)`, the JSON as written. */
  valueText: string;
  /** The `jsonSchema` reference the rewrite no longer needs. */
  calleeReference: t.Identifier;
}

export function fromJsonSchemaOf(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  property: ConfigProperty | undefined,
  matchesModule: ModuleMatcher,
): FromJsonSchemaValue | undefined {
  if (property?.type !== 'ObjectProperty' || property.value.type !== 'CallExpression') return undefined;
  const call = property.value;
  const callee = resolveCalleeOf(path, call, matchesModule);
  if (callee?.imported !== 'jsonSchema' || call.arguments.length !== 1) return undefined;
  const [json] = call.arguments;
  if (json!.type === 'SpreadElement' || json!.type === 'ArgumentPlaceholder') return undefined;
  const literal = jsonSchemaObjectLiteral(json!, scopeOf(path));
  if (!literal || !hasOnlyDraft07Dialect(literal) || !canImportFromJsonSchema(context, path)) return undefined;
  const typeArgument = typeArgumentText(context, call);
  if (typeArgument === null) return undefined;
  const jsonText = context.source.slice(json!.start!, json!.end!);
  return { valueText: `${FROM_JSON_SCHEMA}${typeArgument}(${jsonText})`, calleeReference: callee.referenceNode };
}

/** `<T>` as written, `<unknown>` where none is; '' outside TypeScript; null for more than one. */
function typeArgumentText(context: FrontEndContext, call: t.CallExpression): string | null {
  if (!allowsTypeScript(context.filePath)) return '';
  const typeArguments = callTypeArguments(call);
  const params = typeArguments?.type === 'TSTypeParameterInstantiation' ? typeArguments.params : [];
  if (params.length === 0) return '<unknown>';
  if (params.length > 1) return null;
  return `<${context.source.slice(params[0]!.start!, params[0]!.end!)}>`;
}

/**
 * JSON Schema fallback for zod 4.0/4.1 and zod/mini: schemas that have `_zod` but no
 * `~standard.jsonSchema` (added in zod 4.2). Uses the project's own `zod/v4/core`
 * (present in zod >= 3.25 and every zod 4; the adapter module imports it from `zod`
 * on zod 4), so schema and converter share a version. Registers itself on import.
 */
import { toJSONSchema as zodCoreToJSONSchema } from 'zod/v4/core';
import { registerJsonSchemaFallback, type JsonSchemaFallback } from './json-schema-fallbacks';
import type { JsonObject } from './json-schema-types';

/**
 * zod 4.0/4.1 spell draft-07 as `draft-7` (later versions accept both). openapi-3.0 is
 * derived from 2020-12 by json-schema.ts: zod 4.0 lacks that target and zod 4.1 drops
 * the bound of `.int().positive()` in it (`exclusiveMinimum: true` without `minimum`).
 */
const ZOD_TARGETS = {
  'draft-2020-12': 'draft-2020-12',
  'draft-07': 'draft-7',
  'openapi-3.0': 'draft-2020-12',
} as const;

type Zod4Schema = Parameters<typeof zodCoreToJSONSchema>[0];

function isZod4Schema(schema: unknown): schema is Zod4Schema {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

export const zod4CoreJsonSchemaFallback: JsonSchemaFallback = (schema, { target, io, libraryOptions }) => {
  if (!isZod4Schema(schema)) {
    return undefined;
  }
  // `io` matters: the default (output) adds additionalProperties:false and makes defaulted fields required.
  // Typed as unknown: zod 3.25's `zod/v4/core` and zod 4's type these differently.
  const params: unknown = { ...libraryOptions, target: ZOD_TARGETS[target], io };
  const json: unknown = zodCoreToJSONSchema(schema, params as Parameters<typeof zodCoreToJSONSchema>[1]);
  return json as JsonObject;
};

registerJsonSchemaFallback(zod4CoreJsonSchemaFallback);

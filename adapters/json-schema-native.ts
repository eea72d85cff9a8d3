/**
 * JSON Schema for a target, as the schema library writes it (`~standard.jsonSchema`:
 * zod >= 4.2, arktype, wrapped valibot; else a fallback). The small alternative to
 * json-schema.ts, with the same `toJsonSchema`, for projects whose schema libraries
 * emit every target their frameworks ask for: it converts no dialect into another.
 */
import { fromFallbacks } from './json-schema-fallbacks';
import type { JsonObject, ToJsonSchemaOptions } from './json-schema-types';
import type { StandardJSONSchemaV1 } from './standard-tool';

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const { target = 'draft-2020-12', io = 'input', libraryOptions } = options;
  const emitters = (schema as Partial<StandardJSONSchemaV1> | null)?.['~standard']?.jsonSchema;
  if (emitters) return emitters[io]({ target, libraryOptions });
  return fromFallbacks(schema, { target: target as 'draft-07', io, libraryOptions });
}

/**
 * Mastra 1.x schemas that validate but emit no JSON Schema themselves (plain valibot, ...):
 * they would be sent to the model as garbage and never validated, so they gain
 * `~standard.jsonSchema` from `toJsonSchema`, and Mastra validates them like any other.
 */
import { toJsonSchema } from './json-schema';
import type { StandardSchemaV1, StandardSchemaWithJSON } from './standard-tool';

/** The same validation, plus `~standard.jsonSchema` from `toJsonSchema` (fallbacks included). */
export function mastraOtherSchema(schema: StandardSchemaV1): StandardSchemaWithJSON {
  // Fail at definition time, not at the first model call, when no converter is there.
  toJsonSchema(schema, { target: 'draft-07', io: 'input' });
  const standard = schema['~standard'];
  return {
    '~standard': {
      version: 1,
      vendor: standard.vendor,
      validate: (value, validateOptions) => standard.validate(value, validateOptions),
      jsonSchema: {
        input: ({ target }) => toJsonSchema(schema, { target, io: 'input' }),
        output: ({ target }) => toJsonSchema(schema, { target, io: 'output' }),
      },
    },
  };
}

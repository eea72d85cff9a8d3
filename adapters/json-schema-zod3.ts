/**
 * JSON Schema fallback for zod 3 schemas (`_def` without `_zod`), through
 * zod-to-json-schema. Never hands it a zod 4 schema: for those it silently returns an
 * empty schema. Registers itself on import.
 *
 * zod-to-json-schema has no 2020-12 or input/output switch of its own: it is asked for
 * draft-07 (or openApi3), which json-schema.ts rewrites into the target, and the
 * input side is approximated with its strategies. Known gap: on the output side,
 * defaulted fields stay optional.
 */
import { zodToJsonSchema } from 'zod-to-json-schema';
import { registerJsonSchemaFallback, type JsonSchemaFallback } from './json-schema-fallbacks';
import type { JsonObject } from './json-schema-types';

function isZod3Schema(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    '_def' in schema &&
    !('_zod' in schema) &&
    typeof (schema as { safeParse?: unknown }).safeParse === 'function'
  );
}

export const zod3JsonSchemaFallback: JsonSchemaFallback = (schema, { target, io, libraryOptions }) => {
  if (!isZod3Schema(schema)) {
    return undefined;
  }
  const input = io === 'input';
  const options = {
    target: target === 'openapi-3.0' ? 'openApi3' : 'jsonSchema7',
    // Input side: a stripping object accepts unknown keys, so no additionalProperties:false
    // (only .strict() objects keep it), and pipes/effects are described by what they accept.
    removeAdditionalStrategy: input ? 'strict' : 'passthrough',
    allowedAdditionalProperties: undefined,
    pipeStrategy: io,
    effectStrategy: input ? 'input' : 'any',
    ...libraryOptions,
  };
  const json: unknown = zodToJsonSchema(schema as never, options as never);
  return json as JsonObject;
};

registerJsonSchemaFallback(zod3JsonSchemaFallback);

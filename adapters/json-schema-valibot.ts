/**
 * JSON Schema fallback for plain valibot schemas (they do not carry
 * `~standard.jsonSchema`: valibot keeps schemas tree-shakeable), through
 * @valibot/to-json-schema. Registers itself on import.
 *
 * Wrapping a schema with `toStandardJsonSchema()` needs no fallback; this one serves
 * code bases that pass valibot schemas around unwrapped.
 */
// Aliased: adapter modules are stitched into one file, where `toJsonSchema` is ours.
import { toJsonSchema as valibotToJsonSchema } from '@valibot/to-json-schema';
import { registerJsonSchemaFallback, type JsonSchemaFallback } from './json-schema-fallbacks';
import type { JsonObject } from './json-schema-types';

type ValibotSchema = Parameters<typeof valibotToJsonSchema>[0];

function isValibotSchema(schema: unknown): schema is ValibotSchema {
  const candidate = schema as { kind?: unknown; '~standard'?: { vendor?: unknown } } | null;
  return candidate?.kind === 'schema' && candidate['~standard']?.vendor === 'valibot';
}

export const valibotJsonSchemaFallback: JsonSchemaFallback = (schema, { target, io, libraryOptions }) => {
  if (!isValibotSchema(schema)) {
    return undefined;
  }
  // typeMode 'input' stops before the first transformation: what the model may send.
  return valibotToJsonSchema(schema, { ...libraryOptions, target, typeMode: io }) as JsonObject;
};

registerJsonSchemaFallback(valibotJsonSchemaFallback);

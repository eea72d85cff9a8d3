/**
 * JSON Schema for a target, from any tool schema, in exactly the asked dialect.
 *
 * The schema's own `~standard.jsonSchema` is asked for the target first (then for
 * 2020-12, when the library cannot write the target); schemas without one go through
 * the registered fallbacks (json-schema-fallbacks.ts). Whatever produced the JSON, it is
 * then rewritten into the asked dialect (json-schema-dialects.ts) and checked for
 * emptiness. Projects whose schemas are all zod get zod-schemas-only.ts instead.
 */
import { toDialect } from './json-schema-dialects';
import { fromFallbacks } from './json-schema-fallbacks';
import { jsonText } from './json-schema-walk';
import {
  JsonSchemaConversionError,
  type JsonObject,
  type JsonSchemaFallbackOptions,
  type KnownJsonSchemaTarget,
  type ToJsonSchemaOptions,
} from './json-schema-types';
import type { StandardJSONSchemaV1 } from './standard-tool';

export { registerJsonSchemaFallback, type JsonSchemaFallback } from './json-schema-fallbacks';
export {
  JsonSchemaConversionError,
  type JsonObject,
  type JsonSchemaFallbackOptions,
  type ToJsonSchemaOptions,
} from './json-schema-types';

const KNOWN_TARGETS: readonly string[] = ['draft-2020-12', 'draft-07', 'openapi-3.0'];

/** The options with their defaults; zod emits *something* for any target string, so check it here. */
export function intakeOptions(options: ToJsonSchemaOptions): JsonSchemaFallbackOptions {
  const target = options.target ?? 'draft-2020-12';
  if (!KNOWN_TARGETS.includes(target)) {
    throw new JsonSchemaConversionError(
      `unknown JSON Schema target "${target}" (expected ${KNOWN_TARGETS.join(', ')})`,
    );
  }
  return { target: target as KnownJsonSchemaTarget, io: options.io ?? 'input', libraryOptions: options.libraryOptions };
}

function hasStandardJsonSchema(schema: unknown): schema is StandardJSONSchemaV1 {
  const props = (schema as { '~standard'?: { jsonSchema?: { input?: unknown } } } | null)?.['~standard'];
  return typeof props?.jsonSchema?.input === 'function';
}

function wrapLibraryError(schema: StandardJSONSchemaV1, options: JsonSchemaFallbackOptions, error: unknown): Error {
  const vendor = schema['~standard'].vendor;
  const reason = error instanceof Error ? error.message : String(error);
  const hint =
    options.io === 'output'
      ? ' (the output side of a schema with transforms often cannot be described; omit outputSchema or pass libraryOptions)'
      : '';
  return new JsonSchemaConversionError(
    `${vendor} could not produce ${options.io} JSON Schema for ${options.target}: ${reason}${hint}`,
    { cause: error },
  );
}

/**
 * Asks the library for the target first. Libraries should throw on a target they do
 * not support (arktype does on openapi-3.0); then 2020-12 is asked and converted here.
 */
function fromStandardJsonSchema(schema: StandardJSONSchemaV1, options: JsonSchemaFallbackOptions): JsonObject {
  const emit = schema['~standard'].jsonSchema[options.io];
  const libraryOptions = options.libraryOptions;
  try {
    return emit({ target: options.target, libraryOptions });
  } catch (targetError) {
    if (options.target === 'draft-2020-12') {
      throw wrapLibraryError(schema, options, targetError);
    }
    try {
      return emit({ target: 'draft-2020-12', libraryOptions });
    } catch {
      // The library cannot describe this schema at all: its first error says why.
      throw wrapLibraryError(schema, options, targetError);
    }
  }
}

/** An empty result means the model would be told nothing: that is an error, not a schema. */
function assertNotEmpty(json: unknown): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new JsonSchemaConversionError(
      `the schema library returned ${jsonText(json) ?? String(json)} instead of a JSON Schema object`,
    );
  }
  const meaningful = Object.keys(json).filter((key) => !['$schema', 'description', 'title'].includes(key));
  if (meaningful.length === 0) {
    throw new JsonSchemaConversionError(
      'the schema converted to an empty JSON Schema (no type, no properties); ' +
        'this usually means a zod 4 schema was given to a zod 3 converter',
    );
  }
}

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const intake = intakeOptions(options);
  const produced = hasStandardJsonSchema(schema)
    ? fromStandardJsonSchema(schema, intake)
    : fromFallbacks(schema, intake);
  assertNotEmpty(produced);
  const json = toDialect(produced, intake.target);
  assertNotEmpty(json);
  return json;
}

/**
 * JSON Schema for a target, from any tool schema, in exactly the asked dialect.
 *
 * The schema's own `~standard.jsonSchema` is asked for the target first (then for
 * 2020-12, when the library cannot write the target); schemas without one go through
 * the registered fallbacks (json-schema-intake.ts). Whatever produced the JSON, it is
 * then rewritten into the asked dialect (json-schema-dialects.ts) and checked for
 * emptiness. Projects whose schemas all emit their targets natively get the smaller
 * json-schema-native.ts instead.
 */
import { toDialect } from './json-schema-dialects';
import {
  assertNotEmpty,
  fromFallbacks,
  hasStandardJsonSchema,
  intakeOptions,
  wrapLibraryError,
  type JsonObject,
  type JsonSchemaFallbackOptions,
  type ToJsonSchemaOptions,
} from './json-schema-intake';
import type { StandardJSONSchemaV1 } from './standard-tool';

export {
  JsonSchemaConversionError,
  registerJsonSchemaFallback,
  type JsonObject,
  type JsonSchemaFallback,
  type JsonSchemaFallbackOptions,
  type ToJsonSchemaOptions,
} from './json-schema-intake';

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const intake = intakeOptions(options);
  const produced = hasStandardJsonSchema(schema) ? fromStandardJsonSchema(schema, intake) : fromFallbacks(schema, intake);
  assertNotEmpty(produced);
  const json = toDialect(produced, intake.target);
  assertNotEmpty(json);
  return json;
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
    if (options.target === 'draft-2020-12') throw wrapLibraryError(schema, options, targetError);
    try {
      return emit({ target: 'draft-2020-12', libraryOptions });
    } catch {
      // The library cannot describe this schema at all: its first error says why.
      throw wrapLibraryError(schema, options, targetError);
    }
  }
}

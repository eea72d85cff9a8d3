/**
 * JSON Schema for a target, as the schema library writes it: `~standard.jsonSchema`
 * (zod >= 4.2, arktype, wrapped valibot), else a registered fallback. The small
 * alternative to json-schema.ts, with the same `toJsonSchema`, for projects whose
 * schema libraries emit every target their frameworks ask for (zod: draft-07 and
 * 2020-12); it does not rewrite one dialect into another.
 */
import {
  assertNotEmpty,
  fromFallbacks,
  hasStandardJsonSchema,
  intakeOptions,
  wrapLibraryError,
  type JsonObject,
  type ToJsonSchemaOptions,
} from './json-schema-intake';

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const intake = intakeOptions(options);
  let json: JsonObject;
  if (!hasStandardJsonSchema(schema)) json = fromFallbacks(schema, intake);
  else {
    try {
      json = schema['~standard'].jsonSchema[intake.io]({ target: intake.target, libraryOptions: intake.libraryOptions });
    } catch (error) {
      throw wrapLibraryError(schema, intake, error);
    }
  }
  assertNotEmpty(json);
  return json;
}

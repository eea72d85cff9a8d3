/**
 * A raw JSON Schema as a tool schema, for tools whose input was written as JSON Schema
 * (Genkit `inputJsonSchema`, MCP v2 `fromJsonSchema(...)`, a LangChain JSON schema).
 * It hands each framework the JSON in the dialect the framework asks for
 * (json-schema-dialects.ts), and the JSON exactly as written where it is already in that
 * dialect: one without `$schema` counts as any JSON Schema dialect (the frameworks took
 * it as it was), and is converted only for OpenAPI 3.0. It validates with `validate`
 * when one is given (an ajv wrapper, say); without one every value passes here, and the
 * frameworks that check JSON Schema themselves (Genkit, LangChain, Mastra) still check it.
 */
import { DIALECT_URIS, toDialect } from './json-schema-dialects';
import { intakeOptions } from './json-schema';
import type { JsonObject } from './json-schema-types';
import type { StandardResult, StandardSchemaWithJSON, Undeclared } from './standard-tool';

/**
 * `json`: any object, so a JSON Schema typed by an interface (`JSONSchema7`) fits. The
 * value is untyped unless given (`fromJsonSchema<{ city: string }>(...)`), as the
 * frameworks typed a JSON Schema tool's input.
 */
export function fromJsonSchema<Value = Undeclared>(
  json: object,
  validate?: (value: unknown) => StandardResult<Value> | Promise<StandardResult<Value>>,
): StandardSchemaWithJSON<Value, Value> {
  const written = json as JsonObject;
  // A JSON Schema written without `$schema` is handed on without one, as the framework took it.
  const asWritten = (converted: JsonObject): JsonObject => {
    if ('$schema' in written) {
      return converted;
    }
    return Object.fromEntries(Object.entries(converted).filter(([key]) => key !== '$schema'));
  };
  const emit = (options: { readonly target: string }): JsonObject => {
    const { target } = intakeOptions(options);
    const { $schema: dialect } = written;
    if (target !== 'openapi-3.0' && (dialect === undefined || dialect === DIALECT_URIS[target])) {
      return written;
    }
    return asWritten(toDialect(written, target));
  };
  return {
    // The JSON as written, for a framework that takes it whatever dialect it names (schema-kinds.ts).
    [Symbol.for('std-tool.json-schema-as-written')]: written,
    '~standard': {
      version: 1,
      vendor: 'json-schema',
      validate: validate ?? ((value): StandardResult<Value> => ({ value: value as Value })),
      jsonSchema: { input: emit, output: emit },
    },
  };
}

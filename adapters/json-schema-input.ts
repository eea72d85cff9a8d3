/**
 * A raw JSON Schema as a tool schema, for tools whose input was written as JSON Schema
 * (Genkit `inputJsonSchema`, MCP v2 `fromJsonSchema(...)`, a LangChain JSON schema).
 * It hands each framework the JSON in the dialect the framework asks for
 * (json-schema-dialects.ts). It validates with `validate` when one is given (an ajv
 * wrapper, say); without one every value passes here, and the frameworks that check
 * JSON Schema themselves (Genkit, LangChain, Mastra) still check it.
 */
import { toDialect } from './json-schema-dialects';
import { intakeOptions } from './json-schema';
import type { JsonObject } from './json-schema-types';
import type { StandardResult, StandardSchemaWithJSON } from './standard-tool';

export function fromJsonSchema<Value = unknown>(
  json: JsonObject,
  validate?: (value: unknown) => StandardResult<Value> | Promise<StandardResult<Value>>,
): StandardSchemaWithJSON<Value, Value> {
  const emit = (options: { readonly target: string }) => asWritten(toDialect(json, intakeOptions(options).target));
  // A JSON Schema written without `$schema` is handed on without one, as the framework took it.
  const asWritten = (converted: JsonObject): JsonObject => {
    if ('$schema' in json) return converted;
    return Object.fromEntries(Object.entries(converted).filter(([key]) => key !== '$schema')) as JsonObject;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'json-schema',
      validate: validate ?? ((value) => ({ value: value as Value })),
      jsonSchema: { input: emit, output: emit },
    },
  };
}

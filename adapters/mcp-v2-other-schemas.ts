/**
 * MCP 2.x schemas that emit no JSON Schema themselves (zod 3, which v2 registers but
 * cannot list; a validate-only valibot schema): they get their JSON from `toJsonSchema`
 * and keep their own validation, so defaults apply.
 */
import type { StandardSchemaWithJSON as McpV2StandardSchema } from '@modelcontextprotocol/server';
import { toJsonSchema, type JsonObject } from './json-schema';
import {
  StandardToolValidationError,
  validateInput,
  validateOutput,
  type StandardResult,
  type ToolSchema,
} from './standard-tool';

/** The schema's own validation, and JSON Schema from `toJsonSchema` for whatever target the SDK asks. */
export function mcpV2OtherSchema(schema: ToolSchema, io: 'input' | 'output'): McpV2StandardSchema {
  const converted = new Map<string, JsonObject>();
  const jsonFor = (target: string): JsonObject => {
    const json = converted.get(target) ?? toJsonSchema(schema, { target, io });
    converted.set(target, json);
    return json;
  };
  jsonFor('draft-2020-12'); // the SDK's target: fail at registration rather than at the first tools/list
  const validate = io === 'input' ? validateInput : validateOutput;
  return {
    '~standard': {
      version: 1,
      vendor: (schema as { '~standard'?: { vendor?: string } })['~standard']?.vendor ?? 'zod',
      validate: async (value: unknown): Promise<StandardResult<unknown>> => {
        try {
          return { value: await validate(schema, value) };
        } catch (error) {
          if (error instanceof StandardToolValidationError) {
            return { issues: error.issues };
          }
          throw error;
        }
      },
      jsonSchema: { input: ({ target }) => jsonFor(target), output: ({ target }) => jsonFor(target) },
    },
  };
}

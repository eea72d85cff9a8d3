/**
 * MCP 1.x schemas of other libraries (valibot, arktype, ...), which 1.x rejects: registered
 * as a loose zod object that lists the schema's own draft-07 JSON (through zod's
 * `toJSONSchema` override), while the schema itself validates inside the callback, so its
 * defaults and transforms apply. (A `z.fromJSONSchema` copy would list a round-tripped
 * schema and validate twice, by two readings of the same JSON.) That zod object comes from
 * 'zod/v4', present from zod 3.25, which sdk 1.23+ requires.
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { looseObject as mcpLooseObject } from 'zod/v4';
import { toJsonSchema } from './json-schema';
import { StandardToolValidationError, validateInput, validateOutput, type ToolSchema } from './standard-tool';

interface McpOtherSchema {
  /** What `registerTool` gets as the schema. */
  listed: unknown;
  /** The schema's own validation; a failure in the SDK's wording for a zod failure (`failure: issues`). */
  validate(value: unknown, failure: string): Promise<unknown>;
}

export function mcpOtherSchema(schema: ToolSchema, io: 'input' | 'output'): McpOtherSchema {
  const json = toJsonSchema(schema, { target: 'draft-07', io });
  const listed = mcpLooseObject({});
  listed._zod.toJSONSchema = () => structuredClone(json);
  const validate = io === 'input' ? validateInput : validateOutput;
  return {
    listed,
    async validate(value, failure) {
      try {
        return await validate(schema, value);
      } catch (error) {
        if (!(error instanceof StandardToolValidationError)) throw error;
        throw new McpError(ErrorCode.InvalidParams, `${failure}: ${error.message}`);
      }
    },
  };
}

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
import { mcpWrapResult } from './mcp-results';
import {
  StandardToolValidationError,
  validateInput,
  validateOutput,
  type StandardTool,
  type ToolSchema,
  type Undeclared,
} from './standard-tool';

function mcpOtherSchema(schema: ToolSchema, io: 'input' | 'output'): McpOtherSchema {
  const json = toJsonSchema(schema, { target: 'draft-07', io });
  const listed = mcpLooseObject({});
  listed._zod.toJSONSchema = (): typeof json => structuredClone(json);
  const validate = io === 'input' ? validateInput : validateOutput;
  return {
    listed,
    async validate(value, failure): Promise<unknown> {
      try {
        return await validate(schema, value);
      } catch (error) {
        if (!(error instanceof StandardToolValidationError)) {
          throw error;
        }
        throw new McpError(ErrorCode.InvalidParams, `${failure}: ${error.message}`);
      }
    },
  };
}

/**
 * The tool with each schema the SDK does not take (`parsesItself`) listed as a loose zod object, and
 * validated here: the input before `execute`, a result's `structuredContent` after it (the SDK checks
 * it against a zod output schema only). Only the schemas and `execute` of the result are read.
 */
export function mcpOtherSchemas<Given extends StandardTool<Undeclared, unknown, Undeclared>>(
  tool: Given,
  parsesItself: (schema: ToolSchema) => boolean,
): Given {
  const { inputSchema, outputSchema } = tool;
  const input = inputSchema && !parsesItself(inputSchema) ? mcpOtherSchema(inputSchema, 'input') : undefined;
  const output = outputSchema && !parsesItself(outputSchema) ? mcpOtherSchema(outputSchema, 'output') : undefined;
  if (!input && !output) {
    return tool;
  }
  const execute = async (args: unknown, extra: unknown): Promise<ReturnType<typeof mcpWrapResult>> => {
    const invalidInput = `Input validation error: Invalid arguments for tool ${tool.name}`;
    const result = mcpWrapResult(
      await tool.execute(input ? await input.validate(args ?? {}, invalidInput) : args, extra),
    );
    if (output && !result.isError && result.structuredContent !== undefined) {
      const invalidOutput = `Output validation error: Invalid structured content for tool ${tool.name}`;
      await output.validate(result.structuredContent, invalidOutput);
    }
    return result;
  };
  return {
    ...tool,
    inputSchema: input ? input.listed : inputSchema,
    outputSchema: output ? output.listed : outputSchema,
    execute,
  };
}

interface McpOtherSchema {
  /** What `registerTool` gets as the schema. */
  listed: unknown;
  /** The schema's own validation; a failure in the SDK's wording for a zod failure (`failure: issues`). */
  validate(value: unknown, failure: string): Promise<unknown>;
}

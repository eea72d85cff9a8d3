/**
 * MCP adapter for `@modelcontextprotocol/sdk` 1.x: registers a StandardTool with
 * `McpServer.registerTool`.
 *
 * Schemas:
 * - zod 4 goes through unchanged (sdk >= 1.23), exactly like a native registration;
 * - zod 3: mcp-zod3-objects.ts;
 * - any other schema library, which 1.x rejects: mcp-other-schemas.ts.
 * Without an input schema the tool is registered without one (an empty schema would
 * change what `tools/list` shows), and the SDK then calls the callback with `extra` only.
 * `extra` reaches `execute` as its context; `toMcpResult` builds the result from what it returned, where the
 * migration moved the handler's results there. A throw propagates: the SDK turns it into
 * `{ content: [{ type: 'text', text: message }], isError: true }`, as for a native tool; but
 * the error result `textOfMcpResult` threw the text of is returned as it was.
 */
import type { RegisteredTool, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpOtherSchemas } from './mcp-other-schemas';
import type { McpToolConfig, McpToolOptions } from './mcp-registration';
import { mcpErrorResultOf, mcpWrapResult } from './mcp-results';
import { mcpRegister, type McpToolServer } from './mcp-tool-method';
import { mcpZodSchema } from './mcp-zod3-objects';
import { isRawShape, isZodSchema } from './schema-kinds';
import type { StandardTool } from './standard-tool';

export type { McpToolOptions, McpToolServer };

/** The request context the SDK hands a tool callback: `execute`'s second argument. */
export type McpToolContext = Parameters<ToolCallback>[0];

export function registerMcpTool<Input, Output>(
  server: McpToolServer,
  tool: StandardTool<Input, Output>,
  options?: McpToolOptions<Output>,
): RegisteredTool {
  const title = options?.title ?? tool.title;
  const register = mcpRegister(server);
  // The SDK lists and parses zod and raw shapes itself; mcpOtherSchemas deals with any other schema.
  const { outputSchema: besideTool, toMcpResult, description: listed, ...registration } = options ?? {};
  // Its `execute` returns the finished result, which `mcpWrapResult` below keeps as it is.
  const built: StandardTool<Input> = toMcpResult
    ? { ...tool, execute: async (input, ctx) => toMcpResult(await tool.execute(input, ctx)) }
    : tool;
  const described = besideTool && !tool.outputSchema ? { ...built, outputSchema: besideTool } : built;
  const mcpTool = mcpOtherSchemas(described, (schema) => isZodSchema(schema) || isRawShape(schema));
  const config: McpToolConfig = {
    ...registration,
    ...(title !== undefined && { title }),
    // MCP descriptions are optional: the tool's `''` is one that had none, listed without (options may list it).
    ...((listed !== undefined || tool.description !== '') && { description: listed ?? tool.description }),
    ...(mcpTool.inputSchema && { inputSchema: mcpZodSchema(mcpTool.inputSchema) }),
    ...(mcpTool.outputSchema && { outputSchema: mcpZodSchema(mcpTool.outputSchema) }),
  };
  const run = async (args: unknown, ctx: McpToolContext): Promise<CallToolResult> => {
    try {
      return mcpWrapResult(await mcpTool.execute(args as Input, ctx));
    } catch (error) {
      return mcpErrorResultOf(error);
    }
  };
  // The SDK calls `(args, extra)` when there is an input schema and `(extra)` when there is none.
  const runWithoutInput = (ctx: McpToolContext): Promise<CallToolResult> => run(undefined, ctx);
  return register(tool.name, config, config.inputSchema ? run : runWithoutInput);
}

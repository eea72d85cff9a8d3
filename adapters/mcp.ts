/**
 * MCP adapter for `@modelcontextprotocol/sdk` 1.x: registers a StandardTool with
 * `McpServer.registerTool`.
 *
 * Schemas:
 * - zod 4 goes through unchanged (sdk >= 1.23), exactly like a native registration;
 * - a plain zod 3 object goes in as its raw shape, the one form every `registerTool`
 *   (1.12+) accepts, and which lists and validates like the object; other zod 3
 *   schemas go through unchanged (sdk >= 1.22);
 * - any other schema library, which 1.x rejects: mcp-other-schemas.ts.
 * Without an input schema the tool is registered without one (an empty schema would
 * change what `tools/list` shows), and the SDK then calls the callback with `extra` only.
 * `extra` reaches `execute` as its context. A throw propagates: the SDK turns it into
 * `{ content: [{ type: 'text', text: message }], isError: true }`, as for a native tool.
 */
import type { RegisteredTool, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import { mcpOtherSchemas } from './mcp-other-schemas';
import type { McpToolConfig, McpToolOptions } from './mcp-registration';
import { mcpWrapResult } from './mcp-results';
import { mcpRegister, type McpToolServer } from './mcp-tool-method';
import { isRawShape, isZodSchema } from './schema-kinds';
import type { StandardTool, ToolSchema } from './standard-tool';

export type { McpToolOptions, McpToolServer };

/** The request context the SDK hands a tool callback: `execute`'s second argument. */
export type McpToolContext = Parameters<ToolCallback<undefined>>[0];

export function registerMcpTool<Input, Output>(
  server: McpToolServer,
  tool: StandardTool<Input, Output>,
  options?: McpToolOptions,
): RegisteredTool {
  const title = options?.title ?? tool.title;
  const register = mcpRegister(server);
  // The SDK lists and parses zod and raw shapes itself; mcpOtherSchemas deals with any other schema.
  const mcpTool = mcpOtherSchemas(tool, (schema) => isZodSchema(schema) || isRawShape(schema));
  const config: McpToolConfig = {
    ...options,
    ...(title !== undefined && { title }),
    // MCP descriptions are optional: an empty one is a tool that had none, and is listed without.
    ...(tool.description !== '' && { description: tool.description }),
    ...(mcpTool.inputSchema && { inputSchema: mcpZodSchema(mcpTool.inputSchema) }),
    ...(mcpTool.outputSchema && { outputSchema: mcpZodSchema(mcpTool.outputSchema) }),
  };
  const run = async (args: unknown, extra: McpToolContext) =>
    mcpWrapResult(await mcpTool.execute(args as Input, extra));
  // The SDK calls `(args, extra)` when there is an input schema and `(extra)` when there is none.
  return register(tool.name, config, config.inputSchema ? run : (extra: McpToolContext) => run(undefined, extra));
}

/** A plain zod 3 object goes in as its raw shape, the one form every `registerTool` takes; other zod as it is. */
function mcpZodSchema(schema: ToolSchema): unknown {
  // A zod 3 object's settings (zod 4 has no `typeName`): a plain `z.object()` has none, and its shape says all it does.
  type Def = { typeName?: string; unknownKeys?: string; catchall?: { _def?: Def }; description?: string };
  const { _def: def, shape } = schema as { _def?: Def; shape?: unknown };
  const plainObject =
    def?.typeName === 'ZodObject' &&
    def.unknownKeys === 'strip' &&
    def.catchall?._def?.typeName === 'ZodNever' &&
    def.description === undefined;
  return plainObject && typeof shape === 'object' ? shape : schema;
}

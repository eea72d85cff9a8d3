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
import type { McpServer, RegisteredTool, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { mcpOtherSchemas } from './mcp-other-schemas';
import { mcpWrapResult } from './mcp-results';
import { isRawShape, isZodSchema } from './schema-kinds';
import type { StandardTool, ToolSchema } from './standard-tool';

/** What `registerTool` has and the contract does not; `title` overrides the tool's. */
export type McpToolOptions = { title?: string; annotations?: ToolAnnotations; _meta?: Record<string, unknown> };

type McpToolConfig = McpToolOptions & { description?: string; inputSchema?: unknown; outputSchema?: unknown };

/** `registerTool` with its schema types erased: they change across 1.x minors, and this serves them all. */
type McpRegisterTool = (name: string, config: McpToolConfig, callback: (...args: never[]) => unknown) => RegisteredTool;

/** The request context the SDK hands a tool callback: `execute`'s second argument. */
export type McpToolContext = Parameters<ToolCallback<undefined>>[0];

/** A server, a wrapper or a test double: `registerTool`, else the older `tool()`. */
export type McpToolServer = Pick<McpServer, 'registerTool'> | Pick<McpServer, 'tool'>;

export function registerMcpTool<Input, Output>(
  server: McpToolServer,
  tool: StandardTool<Input, Output>,
  options?: McpToolOptions,
): RegisteredTool {
  const title = options?.title ?? tool.title;
  const register =
    'registerTool' in server && typeof server.registerTool === 'function'
      ? (server.registerTool.bind(server) as unknown as McpRegisterTool)
      : mcpRegisterThroughTool(server as Pick<McpServer, 'tool'>);
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

/** For servers without `registerTool`: `tool(name, description?, shape?, annotations?, callback)`, as before. */
function mcpRegisterThroughTool(server: Pick<McpServer, 'tool'>): McpRegisterTool {
  return (name, config, callback) => {
    const unsupported = (['title', 'outputSchema', '_meta'] as const).filter((key) => config[key] !== undefined);
    const shape = config.inputSchema === undefined ? undefined : mcpRawShape(config.inputSchema);
    if (unsupported.length > 0 || shape === null) {
      const what = (shape === null ? ['an input schema other than a plain object'] : unsupported).join(', ');
      throw new TypeError(`std-tool: ${name}: this server has no registerTool, and tool() cannot take ${what}`);
    }
    const args = [name, config.description, shape, config.annotations].filter((arg) => arg !== undefined);
    return (server.tool as (...toolArgs: unknown[]) => RegisteredTool)(...args, callback);
  };
}

/** The raw shape `tool()` takes: a zod 3 shape as `mcpSchema` gives it, or a plain zod 4 object's; else null. */
function mcpRawShape(schema: unknown): Record<string, unknown> | null {
  const zod4 = (schema as { _zod?: { def?: { type?: string; catchall?: unknown; shape?: Record<string, unknown> } } })
    ._zod?.def;
  if (zod4) return zod4.type === 'object' && zod4.catchall === undefined && zod4.shape ? zod4.shape : null;
  return (schema as { _def?: unknown })._def === undefined ? (schema as Record<string, unknown>) : null;
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

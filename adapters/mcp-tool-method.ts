/**
 * How the MCP 1.x adapter registers a tool: through `registerTool`, or, on a server without
 * it (a wrapper, a test double, an SDK before 1.12), through `tool()` with the arguments the
 * original `server.tool(...)` call had. A project whose migrated tools all came from
 * `registerTool` calls, on SDK 1.12 or later, gets mcp-no-tool-method.ts instead.
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpRegister } from './mcp-registration';

/** A server, a wrapper or a test double: `registerTool`, else the older `tool()`. */
export type McpToolServer = Pick<McpServer, 'registerTool'> | Pick<McpServer, 'tool'>;

/** The raw shape `tool()` takes, as `mcpZodSchema` gives a plain zod object; another schema: null. */
function mcpRawShape(schema: unknown): Record<string, unknown> | null {
  const { _zod: zod4, _def: zod3 } = schema as { _zod?: unknown; _def?: unknown };
  return zod4 === undefined && zod3 === undefined ? (schema as Record<string, unknown>) : null;
}

/** Without `registerTool`: `tool(name, description?, shape?, annotations?, callback)`, its arguments spread. */
function mcpRegisterThroughTool(server: { tool(...toolArgs: unknown[]): RegisteredTool }): McpRegister {
  return (name, config, cb) => {
    const unsupported = (['title', 'outputSchema', '_meta'] as const).filter((key) => config[key] !== undefined);
    const shape = config.inputSchema === undefined ? undefined : mcpRawShape(config.inputSchema);
    if (unsupported.length > 0 || shape === null) {
      const what = (shape === null ? ['an input schema other than a plain object'] : unsupported).join(', ');
      throw new TypeError(`std-tool: ${name}: this server has no registerTool, and tool() cannot take ${what}`);
    }
    return server.tool(...[name, config.description, shape, config.annotations].filter((arg) => arg !== undefined), cb);
  };
}

export const mcpRegister = (server: McpToolServer): McpRegister =>
  'registerTool' in server && typeof server.registerTool === 'function'
    ? (server.registerTool.bind(server) as unknown as McpRegister)
    : mcpRegisterThroughTool(server as unknown as Parameters<typeof mcpRegisterThroughTool>[0]);

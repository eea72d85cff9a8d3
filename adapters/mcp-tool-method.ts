/**
 * How the MCP 1.x adapter registers a tool where some migrated tool came from `server.tool(...)`:
 * through `tool()` again where the server has it and the registration fits (a test spying on `tool`
 * sees the calls it saw), else `registerTool`. A project whose migrated tools all came from
 * `registerTool` calls, on SDK 1.12 or later, gets mcp-no-tool-method.ts instead.
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpRegister, McpToolConfig } from './mcp-registration';

/** A server, a wrapper or a test double: `registerTool`, else the older `tool()`. */
export type McpToolServer = Pick<McpServer, 'registerTool'> | Pick<McpServer, 'tool'>;

/** The arguments of `tool(name, description?, shape?, annotations?)` (a raw shape), or what it cannot take. */
function mcpToolArgs(name: string, config: McpToolConfig): unknown[] | string {
  const shape = config.inputSchema as { _zod?: unknown; _def?: unknown } | undefined;
  const unsupported = (['title', 'outputSchema', '_meta'] as const).filter((key) => config[key] !== undefined);
  if (shape?._zod !== undefined || shape?._def !== undefined || unsupported.length > 0) {
    return unsupported.length > 0 ? unsupported.join(', ') : 'an input schema other than a plain object';
  }
  // After no shape, tool() would read annotations of no keys as an empty shape (a tool of arguments).
  if (!shape && config.annotations && Object.keys(config.annotations).length === 0) {
    return 'empty annotations without an input schema';
  }
  return [name, config.description, shape, config.annotations].filter((arg) => arg !== undefined);
}

export const mcpRegister =
  (server: McpToolServer): McpRegister =>
  (name, config, cb) => {
    const args = mcpToolArgs(name, config);
    const { tool, registerTool } = server as { tool?: unknown; registerTool?: unknown };
    if (typeof tool === 'function' && typeof args !== 'string') {
      return (tool as (...toolArgs: unknown[]) => RegisteredTool).call(server, ...args, cb);
    }
    if (typeof registerTool !== 'function') {
      throw new TypeError(`std-tool: ${name}: this server has no registerTool, and tool() cannot take ${String(args)}`);
    }
    return (registerTool as McpRegister).call(server, name, config, cb);
  };

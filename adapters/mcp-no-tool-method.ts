/**
 * How the MCP 1.x adapter registers a tool where every migrated tool came from a
 * `registerTool` call, on SDK 1.12 or later: through `registerTool`, which such a server
 * has (mcp-tool-method.ts also takes servers that have only `tool()`).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpRegister } from './mcp-registration';

/** A server, or anything with its `registerTool`. */
export type McpToolServer = Pick<McpServer, 'registerTool'>;

export const mcpRegister = (host: McpToolServer): McpRegister => host.registerTool.bind(host) as unknown as McpRegister;

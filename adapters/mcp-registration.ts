/** The `registerTool` call of MCP 1.x as the adapter makes it: what it passes, with the schema types erased. */
import type { RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { ToolSchema } from './standard-tool';

interface McpToolFields {
  title?: string;
  description?: string;
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
}
/**
 * What `registerTool` has and the contract does not; `title`, `description` (even `''`) override; `outputSchema`:
 * MCP-shaped results'; `toMcpResult`: the result built from what `execute` returned (else a string is a text...).
 */
export type McpToolOptions<Output = unknown> = McpToolFields & {
  outputSchema?: ToolSchema;
  toMcpResult?: (output: Output) => CallToolResult;
};

export type McpToolConfig = McpToolFields & { inputSchema?: unknown; outputSchema?: unknown };

/** `registerTool` with its schema types erased: they change across 1.x minors, and this serves them all. */
export type McpRegister = (name: string, config: McpToolConfig, cb: (...args: never[]) => unknown) => RegisteredTool;

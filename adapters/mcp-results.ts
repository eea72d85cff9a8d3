/** What an MCP 1.x tool callback returns for what `execute` returned. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpResultCarriedBy } from './standard-tool';

/** A string becomes one text block; an object, its JSON text plus `structuredContent`; a result, itself. */
export function mcpWrapResult(value: unknown): CallToolResult {
  const blocks = (value as { content?: unknown } | null)?.content;
  const isBlock = (block: unknown): boolean => typeof (block as { type?: unknown } | null)?.type === 'string';
  if (value === undefined || (Array.isArray(blocks) && blocks.every((block) => isBlock(block)))) {
    return (value ?? { content: [] }) as CallToolResult;
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const structured = value !== null && typeof value === 'object' && !Array.isArray(value);
  return {
    content: [{ type: 'text', text }],
    ...(structured && { structuredContent: value as Record<string, unknown> }),
  };
}

/** What `execute` threw: the error result `textOfMcpResult` took the text of is returned as built, else thrown. */
export function mcpErrorResultOf(error: unknown): CallToolResult {
  const result = mcpResultCarriedBy(error);
  if (result === undefined) {
    throw error;
  }
  return result as CallToolResult;
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'kept', version: '1.0.0' });

// The text differs from the structured content: the result stays MCP-shaped, and the output
// schema (which describes only `structuredContent`) goes beside the tool.
server.registerTool(
  'weather',
  {
    description: 'The weather in a city',
    inputSchema: { city: z.string() },
    outputSchema: { temperature: z.number(), conditions: z.string() },
  },
  async ({ city }): Promise<CallToolResult> => {
    const weather = { temperature: 21, conditions: 'sunny' };
    return {
      content: [{ type: 'text', text: `${city}: ${weather.conditions}, ${weather.temperature} °C` }],
      structuredContent: weather,
    };
  },
);

async function readText({ path }: { path: string }): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: `read ${path}` }], structuredContent: { content: `read ${path}` } };
}

server.registerTool(
  'read_text',
  {
    title: 'Read a text file',
    description: 'Read a file',
    inputSchema: { path: z.string() },
    outputSchema: { content: z.string() },
    annotations: { readOnlyHint: true },
  },
  readText,
);

// Unwrapped to its structured value: the output schema describes it, and stays on the tool.
server.registerTool(
  'sum',
  {
    description: 'Add two numbers',
    inputSchema: { a: z.number(), b: z.number() },
    outputSchema: { total: z.number() },
  },
  async ({ a, b }) => {
    const total = { total: a + b };
    return { content: [{ type: 'text', text: JSON.stringify(total) }], structuredContent: total };
  },
);

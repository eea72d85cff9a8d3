import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'kept', version: '1.0.0' });

// The text differs from the structured content: the result stays MCP-shaped, and the output
// schema (which describes only `structuredContent`) goes beside the tool.
const weatherDefinition = standardTool({
  name: 'weather',
  description: 'The weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }): Promise<CallToolResult> => {
    const weather = { temperature: 21, conditions: 'sunny' };
    return {
      content: [{ type: 'text', text: `${city}: ${weather.conditions}, ${weather.temperature} °C` }],
      structuredContent: weather,
    };
  },
});
registerMcpTool(server, weatherDefinition, {
  outputSchema: z.object({ temperature: z.number(), conditions: z.string() }),
});

async function readText({ path }: { path: string }): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: `read ${path}` }], structuredContent: { content: `read ${path}` } };
}

const readTextDefinition = standardTool({
  name: 'read_text',
  title: 'Read a text file',
  description: 'Read a file',
  inputSchema: z.object({ path: z.string() }),
  execute: readText,
});
registerMcpTool(server, readTextDefinition, {
  outputSchema: z.object({ content: z.string() }),
  annotations: { readOnlyHint: true },
});

// Unwrapped to its structured value: the output schema describes it, and stays on the tool.
const sum = standardTool({
  name: 'sum',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.object({ total: z.number() }),
  execute: async ({ a, b }) => {
    const total = { total: a + b };
    return total;
  },
});
registerMcpTool(server, sum);

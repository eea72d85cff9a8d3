import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Stands in for the `agents` package's McpAgent (not installed here): the field's initialiser decides.
class McpAgent {
  props: Record<string, string> = {};
}

export class CalculatorAgent extends McpAgent {
  server = new McpServer({ name: 'Calculator', version: '1.0.0' });

  async init() {
    const add = standardTool({
      name: 'add',
      description: '',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    });
    registerMcpTool(this.server, add);
    const subtract = standardTool({
      name: 'subtract',
      description: 'a - b',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a - b),
    });
    registerMcpTool(this.server, subtract);
  }
}

// A wrapper whose type is still McpServer (the type oracle).
function withLogging<T extends object>(target: T): T {
  return target;
}

// Schemas the file does not build itself: their types decide (the type oracle).
function lookupSchema(): z.ZodObject<{ id: z.ZodString }> {
  return z.object({ id: z.string().min(1) });
}

function tagShape(): { tag: z.ZodString } {
  return { tag: z.string() };
}

const SearchInput = z.object({ query: z.string(), limit: z.number().optional() });
const LookupInput = lookupSchema();
const filterShape = tagShape();

export function createServer() {
  const agent = new CalculatorAgent();
  void agent.init();
  const server = withLogging(agent.server);
  const search = standardTool({
    name: 'search',
    description: 'Search the index',
    inputSchema: z.object(SearchInput.shape),
    execute: async ({ query, limit }) => `${query}:${limit ?? 10}`,
  });
  registerMcpTool(server, search);
  const lookup = standardTool({
    name: 'lookup',
    description: 'Look up by id',
    inputSchema: z.object(LookupInput.shape),
    execute: async ({ id }) => id.toUpperCase(),
  });
  registerMcpTool(server, lookup);
  const filter = standardTool({
    name: 'filter',
    description: 'Filter by tag',
    inputSchema: z.object(filterShape),
    execute: async ({ tag }) => `#${tag}`,
  });
  registerMcpTool(server, filter);
  const find = standardTool({
    name: 'find',
    description: 'Find',
    inputSchema: z.object(LookupInput.shape),
    execute: async ({ id }) => `found ${id}`,
  });
  registerMcpTool(server, find);
  return server;
}

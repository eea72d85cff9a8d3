import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Stands in for the `agents` package's McpAgent (not installed here): the field's initialiser decides.
class McpAgent {
  props: Record<string, string> = {};
}

export class CalculatorAgent extends McpAgent {
  server = new McpServer({ name: 'Calculator', version: '1.0.0' });

  async init() {
    this.server.tool('add', { a: z.number(), b: z.number() }, async ({ a, b }) => ({
      content: [{ type: 'text', text: String(a + b) }],
    }));
    this.server.registerTool(
      'subtract',
      { description: 'a - b', inputSchema: { a: z.number(), b: z.number() } },
      async ({ a, b }) => ({ content: [{ type: 'text', text: String(a - b) }] }),
    );
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
  server.tool('search', 'Search the index', SearchInput.shape, async ({ query, limit }) => ({
    content: [{ type: 'text', text: `${query}:${limit ?? 10}` }],
  }));
  server.tool('lookup', 'Look up by id', LookupInput.shape, async ({ id }) => ({
    content: [{ type: 'text', text: id.toUpperCase() }],
  }));
  server.tool('filter', 'Filter by tag', filterShape, async ({ tag }) => ({
    content: [{ type: 'text', text: `#${tag}` }],
  }));
  server.registerTool('find', { description: 'Find', inputSchema: LookupInput.shape }, async ({ id }) => ({
    content: [{ type: 'text', text: `found ${id}` }],
  }));
  return server;
}

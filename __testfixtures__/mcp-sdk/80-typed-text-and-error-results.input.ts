import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

function formatTemperature(celsius: number): string {
  return `${celsius.toFixed(1)} °C`;
}

const lookUp = async (city: string): Promise<string> => `sunny in ${city}`;

export function createServer() {
  const server = new McpServer({ name: 'portable', version: '1.0.0' });

  // Strings by their declared type: a local function's, join's, toString's; JSON.stringify of an object seen.
  server.registerTool(
    'temperature',
    { description: 'Format a temperature', inputSchema: { celsius: z.number() } },
    async ({ celsius }) => ({ content: [{ type: 'text', text: formatTemperature(celsius) }] }),
  );

  server.registerTool(
    'weather',
    { description: 'The weather in a city', inputSchema: { city: z.string() } },
    async ({ city }) => {
      const report = await lookUp(city);
      return { content: [{ type: 'text', text: report }] };
    },
  );

  server.registerTool(
    'listing',
    { description: 'List words or a count', inputSchema: { words: z.array(z.string()), raw: z.boolean() } },
    async ({ words, raw }) => {
      const shown = { words, count: words.length };
      if (raw) return { content: [{ type: 'text', text: JSON.stringify(shown, null, 2) }] };
      if (words.length === 0) return { content: [{ type: 'text', text: words.length.toString() }] };
      return { content: [{ type: 'text', text: words.join(', ') }] };
    },
  );

  // Error results: the SDK answers a throw with the same result, so they become throws.
  server.registerTool(
    'divide',
    { description: 'Divide two numbers', inputSchema: { a: z.number(), b: z.number() } },
    async ({ a, b }) => {
      if (b === 0) {
        return { isError: true, content: [{ type: 'text', text: 'division by zero' }] };
      }
      if (a < 0) return { content: [{ type: 'text', text: `negative: ${a}` }], isError: true };
      return { content: [{ type: 'text', text: String(a / b) }] };
    },
  );

  server.registerTool(
    'ratio',
    {
      description: 'A ratio, structured',
      inputSchema: { a: z.number(), b: z.number() },
      outputSchema: { ratio: z.number() },
    },
    ({ a, b }) => {
      if (b === 0) return { isError: true, content: [{ type: 'text' as const, text: 'no ratio' }] };
      const output = { ratio: a / b };
      return { content: [{ type: 'text' as const, text: JSON.stringify(output) }], structuredContent: output };
    },
  );

  // Kept: the error result is returned inside the handler's own `try`, whose `catch` a throw would reach.
  server.registerTool(
    'parse',
    { description: 'Parse a number', inputSchema: { text: z.string() } },
    async ({ text }) => {
      try {
        if (text === '') return { isError: true, content: [{ type: 'text', text: 'empty' }] };
        return { content: [{ type: 'text', text: String(Number(text)) }] };
      } catch {
        return { content: [{ type: 'text', text: 'unreachable' }] };
      }
    },
  );

  // Kept: `isError: false` is sent as it is; a plain value would not carry it.
  server.registerTool(
    'flagged',
    { description: 'A result flagged as no error', inputSchema: { word: z.string() } },
    async ({ word }) => ({ content: [{ type: 'text', text: `${word}!` }], isError: false }),
  );

  return server;
}

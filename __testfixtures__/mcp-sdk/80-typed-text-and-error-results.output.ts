import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

function formatTemperature(celsius: number): string {
  return `${celsius.toFixed(1)} °C`;
}

const lookUp = async (city: string): Promise<string> => `sunny in ${city}`;

export function createServer() {
  const server = new McpServer({ name: 'portable', version: '1.0.0' });

  // Strings by their declared type: a local function's, join's, toString's; JSON.stringify of an object seen.
  const temperature = standardTool({
    name: 'temperature',
    description: 'Format a temperature',
    inputSchema: z.object({ celsius: z.number() }),
    execute: async ({ celsius }) => formatTemperature(celsius),
  });
  registerMcpTool(server, temperature);

  const weather = standardTool({
    name: 'weather',
    description: 'The weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => {
      const report = await lookUp(city);
      return report;
    },
  });
  registerMcpTool(server, weather);

  const listing = standardTool({
    name: 'listing',
    description: 'List words or a count',
    inputSchema: z.object({ words: z.array(z.string()), raw: z.boolean() }),
    execute: async ({ words, raw }) => {
      const shown = { words, count: words.length };
      if (raw) return JSON.stringify(shown, null, 2);
      if (words.length === 0) return words.length.toString();
      return words.join(', ');
    },
  });
  registerMcpTool(server, listing);

  // Error results: the SDK answers a throw with the same result, so they become throws.
  const divide = standardTool({
    name: 'divide',
    description: 'Divide two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => {
      if (b === 0) {
        throw new Error('division by zero');
      }
      if (a < 0) throw new Error(`negative: ${a}`);
      return String(a / b);
    },
  });
  registerMcpTool(server, divide);

  const ratio = standardTool({
    name: 'ratio',
    description: 'A ratio, structured',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ ratio: z.number() }),
    execute: ({ a, b }) => {
      if (b === 0) throw new Error('no ratio');
      const output = { ratio: a / b };
      return output;
    },
  });
  registerMcpTool(server, ratio);

  // Kept: the error result is returned inside the handler's own `try`, whose `catch` a throw would reach.
  const parse = standardTool({
    name: 'parse',
    description: 'Parse a number',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => {
      try {
        if (text === '') return { isError: true, content: [{ type: 'text', text: 'empty' }] };
        return { content: [{ type: 'text', text: String(Number(text)) }] };
      } catch {
        return { content: [{ type: 'text', text: 'unreachable' }] };
      }
    },
  });
  registerMcpTool(server, parse);

  // Kept: `isError: false` is sent as it is; a plain value would not carry it.
  const flagged = standardTool({
    name: 'flagged',
    description: 'A result flagged as no error',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => ({ content: [{ type: 'text', text: `${word}!` }], isError: false }),
  });
  registerMcpTool(server, flagged);

  return server;
}

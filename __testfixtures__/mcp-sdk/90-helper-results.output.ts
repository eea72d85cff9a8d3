import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool, textOfMcpResult } from './std-tool';

// Helpers that do nothing but build an MCP result from their parameters: a call of one with
// steady arguments returns what the adapter rebuilds from its text (or object, or error).
export function textResult(text: string) {
  return { content: [{ type: 'text' as const, text }] };
}

const errorResult = (message: string) => ({ isError: true, content: [{ type: 'text' as const, text: message }] });

const jsonResult = (value: { total: number }) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value) }],
  structuredContent: value,
});

const formatResponse = (description: string, count: number) => {
  return {
    content: [{ type: 'text' as const, text: `Success! ${description}\nCount: ${count}` }],
  };
};

// Not taken: reassigned, more than a return, a text not proved a string.
let reply = (text: string) => ({ content: [{ type: 'text' as const, text }] });
reply = (text: string) => ({ content: [{ type: 'text' as const, text: text.toUpperCase() }] });

export const seen: unknown[] = [];

function logged(text: string) {
  seen.push(text);
  return { content: [{ type: 'text' as const, text }] };
}

// `any`: no type proves the text a string.
const maybeText = (value: any) => ({ content: [{ type: 'text' as const, text: value }] });

/** Other callers keep the helper as it is. */
export function banner(title: string) {
  return textResult(`== ${title} ==`).content[0]!.text;
}

export function createServer() {
  const server = new McpServer({ name: 'helper-results', version: '1.0.0' });

  const echo = standardTool({
    name: 'echo',
    description: '',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  });
  registerMcpTool(server, echo);

  const shout = standardTool({
    name: 'shout',
    description: '',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => {
      const loud = word.toUpperCase();
      return loud;
    },
  });
  registerMcpTool(server, shout);

  const divide = standardTool({
    name: 'divide',
    description: '',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => {
      if (b === 0) throw new Error('cannot divide by zero');
      const ratio = String(a / b);
      return ratio;
    },
  });
  registerMcpTool(server, divide);

  const sumDefinition = standardTool({
    name: 'sum',
    description: '',
    inputSchema: z.object({ values: z.array(z.number()) }),
    execute: async ({ values }) => {
      const sum = { total: values.reduce((left, right) => left + right, 0) };
      return sum;
    },
  });
  registerMcpTool(server, sumDefinition);

  const add = standardTool({
    name: 'add',
    description: '',
    inputSchema: z.object({ item: z.string() }),
    execute: async ({ item }) => {
      const count = item.length;
      return `Success! ${'TODO added'}\nCount: ${count}`;
    },
  });
  registerMcpTool(server, add);

  // A constant that only the return reads.
  const greet = standardTool({
    name: 'greet',
    description: '',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => {
      const result = `Hello, ${name}!`;
      return result;
    },
  });
  registerMcpTool(server, greet);

  const loudDefinition = standardTool({
    name: 'loud',
    description: '',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => reply(word),
  });
  registerMcpTool(server, loudDefinition);
  const loggedDefinition = standardTool({
    name: 'logged',
    description: '',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => textOfMcpResult(logged(word)),
  });
  registerMcpTool(server, loggedDefinition);
  const noteDefinition = standardTool({
    name: 'note',
    description: '',
    inputSchema: z.object({ note: z.string().optional() }),
    execute: async ({ note }) => maybeText(note),
  });
  registerMcpTool(server, noteDefinition);
  // An argument that is evaluated (a call) is not moved.
  const trimmed = standardTool({
    name: 'trimmed',
    description: '',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => textOfMcpResult(textResult(word.trim())),
  });
  registerMcpTool(server, trimmed);
  // A constant read twice keeps its result.
  const twice = standardTool({
    name: 'twice',
    description: '',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => {
      const result = { content: [{ type: 'text' as const, text: name }] };
      seen.push(result);
      return result;
    },
  });
  registerMcpTool(server, twice);
  // A helper declared after the handler (set by the time it is called, but not provably so) is not taken.
  const lateDefinition = standardTool({
    name: 'late',
    description: '',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => textOfMcpResult(late(word)),
  });
  registerMcpTool(server, lateDefinition);
  const late = (text: string) => ({ content: [{ type: 'text' as const, text }] });

  return server;
}

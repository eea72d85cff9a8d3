import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

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

  server.registerTool('echo', { inputSchema: { text: z.string() } }, async ({ text }) => textResult(text));

  server.tool('shout', { word: z.string() }, async ({ word }) => {
    const loud = word.toUpperCase();
    return textResult(loud);
  });

  server.registerTool('divide', { inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => {
    if (b === 0) return errorResult('cannot divide by zero');
    const ratio = String(a / b);
    return textResult(ratio);
  });

  server.registerTool('sum', { inputSchema: { values: z.array(z.number()) } }, async ({ values }) => {
    const sum = { total: values.reduce((left, right) => left + right, 0) };
    return jsonResult(sum);
  });

  server.registerTool('add', { inputSchema: { item: z.string() } }, async ({ item }) => {
    const count = item.length;
    return formatResponse('TODO added', count);
  });

  // A constant that only the return reads.
  server.registerTool('greet', { inputSchema: { name: z.string() } }, async ({ name }) => {
    const result = { content: [{ type: 'text' as const, text: `Hello, ${name}!` }] };
    return result;
  });

  server.registerTool('loud', { inputSchema: { word: z.string() } }, async ({ word }) => reply(word));
  server.registerTool('logged', { inputSchema: { word: z.string() } }, async ({ word }) => logged(word));
  server.registerTool('note', { inputSchema: { note: z.string().optional() } }, async ({ note }) => maybeText(note));
  // An argument that is evaluated (a call) is not moved.
  server.registerTool('trimmed', { inputSchema: { word: z.string() } }, async ({ word }) => textResult(word.trim()));
  // A constant read twice keeps its result.
  server.registerTool('twice', { inputSchema: { name: z.string() } }, async ({ name }) => {
    const result = { content: [{ type: 'text' as const, text: name }] };
    seen.push(result);
    return result;
  });
  // A helper declared after the handler (set by the time it is called, but not provably so) is not taken.
  server.registerTool('late', { inputSchema: { word: z.string() } }, async ({ word }) => late(word));
  const late = (text: string) => ({ content: [{ type: 'text' as const, text }] });

  return server;
}

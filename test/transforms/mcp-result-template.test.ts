/**
 * When an MCP handler's results are built by a template (`toMcpResult`, result-template.ts), and when they are
 * not: each case is one registration, run through the transform without a type oracle; it says whether the
 * tool is tied (results kept), and what `execute` returns and the template builds where it is not.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');

function migrated(handler: string, config = "{ description: 'T' }") {
  const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1.0.0' });
declare const rows: any;
server.registerTool('t', ${config}, ${handler});
`;
  const result = transformSource(source, path.join(directory, 'inline.ts'), [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
  });
  expect(result.error).toBeUndefined();
  const [tool] = result.tools;
  const template = /toMcpResult: (.*)/s
    .exec(result.output ?? '')?.[1]
    ?.replace(/\s+/g, ' ')
    .replace(/,? \}\);\s*$/, '');
  return { tied: tool!.tied.length > 0, template };
}

describe('a template is made', () => {
  it.each([
    [
      'the JSON of data outside any try: the data is the value',
      `async () => { const data = await rows; return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] }; }`,
      `(data) => ({ content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] })`,
    ],
    [
      'inside a try, the JSON text is the value (a throw of JSON.stringify stays in the function)',
      `async () => { try { return { content: [{ type: 'text', text: JSON.stringify(rows) }] }; } catch { throw new Error('x'); } }`,
      `(text) => ({ content: [{ type: 'text', text }] })`,
    ],
    [
      'a try with finally: the same (the finally runs before the adapter)',
      `async () => { try { return { content: [{ type: 'text', text: JSON.stringify(rows) }] }; } finally { rows.length = 0; } }`,
      `(text) => ({ content: [{ type: 'text', text }] })`,
    ],
    [
      'the JSON of data that may be a promise: its text is the value',
      `async () => ({ content: [{ type: 'text', text: JSON.stringify(rows.a, null, 2) }] })`,
      `(text) => ({ content: [{ type: 'text', text }] })`,
    ],
    [
      'the JSON of a new array (never a promise)',
      `async () => ({ content: [{ type: 'text', text: JSON.stringify(Object.keys(rows), null, 2) }] })`,
      `(value) => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] })`,
    ],
    [
      'the JSON of an array given a then before the return: its text is the value',
      `async () => { const data = Object.keys(rows); (data as any).then = rows.then; return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] }; }`,
      `(text) => ({ content: [{ type: 'text', text }] })`,
    ],
    [
      'a literal where the value stands',
      `async () => { if (!rows) return { content: [{ type: 'text', text: 'none' }] }; return { content: [{ type: 'text', text: await rows.name }] }; }`,
      `(text) => ({ content: [{ type: 'text', text }] })`,
    ],
  ])('%s', (_, handler, template) => {
    expect(migrated(handler)).toEqual({ tied: false, template });
  });
});

describe('no template: the results are kept (tied)', () => {
  it.each([
    [
      'an error result that stays (inside a try)',
      `async () => { try { return { content: [{ type: 'text', text: rows.a }] }; } catch { return { isError: true, content: [{ type: 'text', text: rows.b }] }; } }`,
    ],
    ['two values', `async () => ({ content: [{ type: 'text', text: rows.a }], structuredContent: { b: rows.b } })`],
    [
      'a value written twice that may read differently (not a name)',
      `async () => ({ content: [{ type: 'text', text: rows.a }], structuredContent: { a: rows.a } })`,
    ],
    ['a key MCP results do not have', `async () => ({ content: [{ type: 'text', text: rows.a }], success: true })`],
    ['a block without a literal type', `async () => ({ content: [{ type: rows.kind, text: 'x' }] })`],
    [
      'the value outside a text or the structured content',
      `async () => ({ content: [{ type: 'image', data: rows.png, mimeType: 'image/png' }] })`,
    ],
    ['a bare return', `async () => { if (rows) return { content: [{ type: 'text', text: rows.a }] }; return; }`],
    // `execute`'s return is awaited: a promise where the value stands would become what it resolves to.
    ['a value that may be a promise (a read)', `async () => ({ content: [{ type: 'text', text: rows.a }] })`],
    [
      'an object with a then (execute would never settle)',
      `async () => ({ content: [{ type: 'text', text: 'x' }], structuredContent: { then() {} } })`,
    ],
    [
      'structured content with a then (its JSON beside it)',
      `async () => ({ content: [{ type: 'text', text: JSON.stringify({ then: rows.then }) }], structuredContent: { then: rows.then } })`,
    ],
    ['a value that may be a promise (a call)', `async () => ({ content: [{ type: 'text', text: rows.load() }] })`],
    [
      'an end that may be reached',
      `async () => { if (rows) { return { content: [{ type: 'text', text: rows.a }] }; } }`,
    ],
  ])('%s', (_, handler) => {
    expect(migrated(handler).tied).toBe(true);
  });
});

describe("the handler's input as the value", () => {
  const config = "{ description: 'T', inputSchema: { a: z.string() } }";
  it('is never a promise: the template is made', () => {
    const handler = `async (args) => ({ content: [{ type: 'text', text: 'x' }], structuredContent: args })`;
    expect(migrated(handler, config)).toEqual({
      tied: false,
      template: "(args) => ({ content: [{ type: 'text', text: 'x' }], structuredContent: args })",
    });
  });
  it('given a then before the return, it may be: kept', () => {
    const handler = `async (args: any) => { args.then = rows.then; return { content: [{ type: 'text', text: 'x' }], structuredContent: args }; }`;
    expect(migrated(handler, config).tied).toBe(true);
  });
});

/**
 * An MCP text that is an input field, a string by the tool's zod input schema, is unwrapped
 * from the schema itself where the type oracle knows nothing (a project without installed
 * types, as the corpora are): the same output as with the oracle's answers (fixture 82).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
const fixture = (name: string) => path.join(directory, name);

const cases = [
  { name: '82-input-field-texts', tied: [] },
  { name: '83-v2-input-field-texts', tied: [] },
];

describe('MCP texts that are input fields, with no type oracle', () => {
  it.each(cases)('$name: the fields the schema makes strings are unwrapped, as with the oracle', ({ name, tied }) => {
    const inputPath = fixture(`${name}.input.ts`);
    const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [mcpSdkFrontEnd], {
      adapterPath: fixture('std-tool.ts'),
    });
    expect(result.error).toBeUndefined();
    expect(result.output).toBe(readFileSync(fixture(`${name}.output.ts`), 'utf8'));
    expect(result.tools.filter((tool) => tool.tied.length > 0).map((tool) => tool.name)).toEqual(tied);
  });
});

describe('what the schema does not prove a string', () => {
  const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import * as fake from './not-zod';

const Base = { text: z.number() };
const key = 'text';
const server = new McpServer({ name: 's', version: '1.0.0' });

server.registerTool('proved', { inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('spread', { inputSchema: z.object({ text: z.string(), ...Base }) }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('computed', { inputSchema: { text: z.string(), [key]: z.number() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('twice', { inputSchema: { text: z.string(), text: z.number() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('defaulted', { inputSchema: { text: z.string().default('x') } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('coerced', { inputSchema: { text: z.string().pipe(z.coerce.number()) } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('not-zod', { inputSchema: z.object({ text: fake.z.string() }) }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('numbers', { inputSchema: { text: z.enum(Object.keys({ a: 1 })) } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('reassigned', { inputSchema: { text: z.string() } }, async ({ text }) => {
  text = text.length > 1 ? text : undefined;
  return { content: [{ type: 'text', text }] };
});
server.registerTool('renamed-default', { inputSchema: { text: z.string() } }, async ({ text: shown = 1 }) => ({ content: [{ type: 'text', text: shown }] }));
const Shown = z.number();
server.registerTool('shadowing', { inputSchema: { text: Shown } }, async ({ text }) => {
  const Shown = z.string();
  return { content: [{ type: 'text', text }] };
});
server.registerTool('other-field', { inputSchema: { text: z.string(), size: z.number() } }, async ({ text, size }) => ({ content: [{ type: 'text', text: size }] }));
`;

  it('unwraps only the proved one; the others are rebuilt as written, by a template (toMcpResult)', () => {
    const result = transformSource(source, fixture('inline.ts'), [mcpSdkFrontEnd], {
      adapterPath: fixture('std-tool.ts'),
    });
    expect(result.error).toBeUndefined();
    // A field assigned again may hold anything, a promise too (execute's return is awaited): kept as written.
    expect(result.tools.filter((tool) => tool.tied.length > 0).map((tool) => tool.name)).toEqual(['reassigned']);
    // Registrations in the order of the tools: whether each has the template option.
    const templated = [...result.output!.matchAll(/registerMcpTool\(server, \w+(, \{\s*toMcpResult)?/g)].map(
      (match) => match[1] !== undefined,
    );
    expect(result.tools.map((tool, index) => [tool.name, templated[index]])).toEqual([
      ['proved', false],
      ['spread', true],
      ['computed', true],
      ['twice', true],
      ['defaulted', true],
      ['coerced', true],
      ['not-zod', true],
      ['numbers', true],
      ['reassigned', false],
      ['renamed-default', true],
      ['shadowing', true],
      ['other-field', true],
    ]);
  });
});

/**
 * A raw shape with a spread, where no type oracle answers (a fresh clone): the SDK takes an object for a
 * raw shape when one of its values is a zod schema, so a zod field written after the last spread, under a
 * key written once, shows it; anything else stays unknown (the overload is unclear, and it is left).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const fixture = (name: string) => path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk', name);

const registration = (shape: string) => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { common } from './common';

const server = new McpServer({ name: 's', version: '1.0.0' });
server.tool('find', 'Find it', ${shape}, async () => ({ content: [{ type: 'text', text: 'found' }] }));
`;

const migrate = (shape: string) => transformSource(registration(shape), 'server.ts', [mcpSdkFrontEnd], {});

describe('a raw shape with a spread, with no type oracle', () => {
  it('105: a zod field after the spread makes it a raw shape, as with the oracle', () => {
    const inputPath = fixture('105-spread-shape-zod-after.input.ts');
    const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [mcpSdkFrontEnd], {
      adapterPath: fixture('std-tool.ts'),
    });
    expect(result.output).toBe(readFileSync(fixture('105-spread-shape-zod-after.output.ts'), 'utf8'));
  });

  it.each([
    '{ ...common, query: z.string() }',
    '{ ...common, limit: 10, query: z.string().optional() }',
    '{ ...common, ...common, query: z.string() }',
  ])('migrates %s', (shape) => {
    const result = migrate(shape);
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual([]);
    expect(result.output).toContain(`inputSchema: z.object(${shape})`);
  });

  it.each([
    ['a zod field before the spread (the spread may override it)', '{ query: z.string(), ...common }'],
    ['no zod field written', '{ ...common, limit: 10 }'],
    ['its key written again after it', "{ ...common, query: z.string(), query: 'q' }"],
    ['a computed key', '{ ...common, [key]: z.string() }'],
  ])('leaves %s', (_, shape) => {
    const result = migrate(shape);
    expect(result.output).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['unknown-argument']);
  });
});

/**
 * Eject's MCP results through the real SDK: the eject fixtures whose results only the types
 * prove (`__testfixtures__/eject/15-mcp-typed-results`) or a constant holds
 * (`17-mcp-result-constant`, `server` exported) are served as the migration left them
 * (with the adapter module) and as eject wrote it, and a real client must list and call the
 * same tools and get the same results, byte for byte. The tools eject left alone (reported)
 * are served by the adapter in both, and must still answer the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ejectSource } from '../../transforms/eject';
import { EquivalenceWorkspace } from './support/equivalence';
import { ejectTypeAnswers } from './support/eject-type-answers';

const fixtures = path.join(__dirname, '..', '..', '__testfixtures__', 'eject');
type Call = [string, Record<string, unknown>?];
const CASES: Record<string, Call[]> = {
  '15-mcp-typed-results': [
    ['echo', { value: 'hi' }],
    ['echo', { value: 3 }],
    ['pretty', { value: 2 }],
    ['forecast', { city: 'Oslo' }],
    ['trimmed', { city: ' Rome ' }],
    ['reported', { city: 'Lima' }],
    ['status'],
    ['item', { id: '7' }],
    ['either', { n: 2 }],
    ['either', { n: -2 }],
    ['loose', { key: 'content' }],
    ['station', { id: 's1' }],
  ],
  '17-mcp-result-constant': [['show_dashboard', { topic: 'sales' }], ['stats'], ['totals']],
};

interface Module {
  createServer?(): McpServer;
  server?: McpServer;
}

const workspace = new EquivalenceWorkspace('eject-mcp-results');
const loaded: Record<string, { migrated: Module; ejected: Module; ejectedSource: string }> = {};

beforeAll(async () => {
  workspace.writeAdapterModule({
    frameworks: ['mcp-sdk'],
    packages: { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' },
  });
  const file = (name: string) => path.join(workspace.directory, name);
  const texts = Object.keys(CASES).map((name) => ({
    name,
    path: file(`${name}-migrated.ts`),
    text: readFileSync(path.join(fixtures, `${name}.input.ts`), 'utf8'),
  }));
  const answers = ejectTypeAnswers(texts, 'mcp-results');
  for (const { name, path: migratedPath, text } of texts) {
    const ejectedSource = ejectSource(text, migratedPath, { typeAnswers: answers.get(migratedPath) }).output!;
    writeFileSync(migratedPath, text);
    writeFileSync(file(`${name}-ejected.ts`), ejectedSource);
    loaded[name] = {
      migrated: (await import(pathToFileURL(migratedPath).href)) as Module,
      ejected: (await import(pathToFileURL(file(`${name}-ejected.ts`)).href)) as Module,
      ejectedSource,
    };
  }
}, 120_000);
afterAll(() => workspace.dispose());

async function connect(module: Module) {
  const server = module.createServer?.() ?? module.server!;
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'eq', version: '1.0.0' });
  await client.connect(clientTransport);
  return {
    client,
    call: ([name, args]: Call) =>
      client.callTool({ name, ...(args && { arguments: args }) }).catch((error: Error) => ({ thrown: error.message })),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

describe.each(Object.entries(CASES))('eject writes out the MCP results: %s', (name, calls) => {
  it('is the fixture’s expected output', () => {
    expect(loaded[name]!.ejectedSource).toBe(readFileSync(path.join(fixtures, `${name}.output.ts`), 'utf8'));
  });

  it('lists and answers every call as the adapter did, through the real SDK', async () => {
    const [before, after] = [await connect(loaded[name]!.migrated), await connect(loaded[name]!.ejected)];
    try {
      expect(await after.client.listTools()).toEqual(await before.client.listTools());
      for (const call of calls) {
        const expected = await before.call(call);
        expect(JSON.stringify(await after.call(call)), `${call[0]}(${JSON.stringify(call[1])})`).toBe(
          JSON.stringify(expected),
        );
      }
    } finally {
      await before.close();
      await after.close();
    }
  });
});

describe('the ejected modules', () => {
  it('type-checks (strict) against the real SDK', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

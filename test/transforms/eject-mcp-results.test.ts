/**
 * Eject's MCP results through the real SDK: the eject fixture whose results only the types
 * prove (`__testfixtures__/eject/15-mcp-typed-results`) is served as the migration left it
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

const fixture = path.join(__dirname, '..', '..', '__testfixtures__', 'eject', '15-mcp-typed-results');
const CALLS: Array<[string, Record<string, unknown>?]> = [
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
];

interface Module {
  createServer(): McpServer;
}

const workspace = new EquivalenceWorkspace('eject-mcp-results');
let migrated: Module;
let ejected: Module;
let ejectedSource: string;

beforeAll(async () => {
  workspace.writeAdapterModule({
    frameworks: ['mcp-sdk'],
    packages: { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' },
  });
  const file = (name: string) => path.join(workspace.directory, name);
  const text = readFileSync(`${fixture}.input.ts`, 'utf8');
  const answers = ejectTypeAnswers([{ path: file('migrated.ts'), text }], 'mcp-results');
  ejectedSource = ejectSource(text, file('migrated.ts'), { typeAnswers: answers.get(file('migrated.ts')) }).output!;
  writeFileSync(file('migrated.ts'), text);
  writeFileSync(file('ejected.ts'), ejectedSource);
  migrated = (await import(pathToFileURL(file('migrated.ts')).href)) as Module;
  ejected = (await import(pathToFileURL(file('ejected.ts')).href)) as Module;
}, 120_000);
afterAll(() => workspace.dispose());

async function connect(module: Module) {
  const server = module.createServer();
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'eq', version: '1.0.0' });
  await client.connect(clientTransport);
  return {
    client,
    call: ([name, args]: [string, Record<string, unknown>?]) =>
      client.callTool({ name, ...(args && { arguments: args }) }).catch((error: Error) => ({ thrown: error.message })),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

describe('eject writes out the MCP results the types prove', () => {
  it('is the fixture’s expected output', () => {
    expect(ejectedSource).toBe(readFileSync(`${fixture}.output.ts`, 'utf8'));
  });

  it('lists and answers every call as the adapter did, through the real SDK', async () => {
    const [before, after] = [await connect(migrated), await connect(ejected)];
    try {
      expect(await after.client.listTools()).toEqual(await before.client.listTools());
      for (const call of CALLS) {
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

  it('type-checks (strict) against the real SDK', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

/**
 * Partial eject, through the real frameworks: one standard tool handed to the AI SDK,
 * LangChain and MCP; `eject -t mcp-sdk` writes the MCP registration natively and leaves
 * the other two calls (and the standard tool) exactly as they were. The MCP client sees
 * the same tool and results; the AI SDK and LangChain tools behave the same.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ejectSource } from '../../transforms/eject';
import { EquivalenceWorkspace } from './support/equivalence';

const shared = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool, toAiSdk, toLangChain } from './std-tool';

export const server = new McpServer({ name: 'shared', version: '1.0.0' });

/** One tool, three frameworks. */
export const greet = standardTool({
  name: 'greet',
  description: 'Greet someone',
  inputSchema: z.object({ name: z.string().min(1) }),
  execute: async ({ name }) => \`Hello, \${name}\`,
});
export const greetTool = toAiSdk(greet);
export const greetLangChain = toLangChain(greet);
registerMcpTool(server, greet);
`;

interface SharedModule {
  server: { connect(transport: unknown): Promise<void>; close(): Promise<void> };
  greetTool: { execute(input: unknown, options: unknown): Promise<unknown> };
  greetLangChain: Parameters<typeof convertToOpenAITool>[0] & { invoke(input: unknown): Promise<unknown> };
}

const workspace = new EquivalenceWorkspace('eject-partial');
let original: SharedModule;
let ejected: SharedModule;
let ejectedSource: string;

beforeAll(async () => {
  workspace.writeAdapterModule({
    frameworks: ['ai-sdk', 'mcp-sdk', 'langchain'],
    packages: { ai: '6.0.326', '@modelcontextprotocol/sdk': '1.32.2', '@langchain/core': '1.4.0', zod: '4.6.7' },
  });
  const file = (name: string) => path.join(workspace.directory, name);
  const result = ejectSource(shared, file('ejected.ts'), { frameworks: ['mcp-sdk'] });
  ejectedSource = result.output!;
  writeFileSync(file('original.ts'), shared);
  writeFileSync(file('ejected.ts'), ejectedSource);
  original = (await import(pathToFileURL(file('original.ts')).href)) as SharedModule;
  ejected = (await import(pathToFileURL(file('ejected.ts')).href)) as SharedModule;
});
afterAll(() => workspace.dispose());

async function mcpView(module: SharedModule) {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await module.server.connect(serverTransport);
  const client = new Client({ name: 'partial', version: '1.0.0' });
  await client.connect(clientTransport);
  try {
    return {
      tools: await client.listTools(),
      ok: await client.callTool({ name: 'greet', arguments: { name: 'Ann' } }),
      invalid: await client.callTool({ name: 'greet', arguments: { name: '' } }),
    };
  } finally {
    await client.close();
    await module.server.close();
  }
}

describe('eject -t mcp-sdk on a tool shared by three frameworks', () => {
  it('writes the MCP registration natively and leaves the standard tool and the other two calls as they were', () => {
    expect(ejectedSource).toContain("server.registerTool(\n  'greet',");
    expect(ejectedSource).not.toContain('registerMcpTool');
    for (const kept of ['export const greet = standardTool({', 'toAiSdk(greet)', 'toLangChain(greet)'])
      expect(ejectedSource).toContain(kept);
  });

  it('MCP: the same tool listing, result and validation error through a real client', async () => {
    const before = await mcpView(original);
    expect(before.ok).toEqual({ content: [{ type: 'text', text: 'Hello, Ann' }] });
    expect(await mcpView(ejected)).toEqual(before);
  });

  it('AI SDK: the same tool, the same result', async () => {
    const options = { toolCallId: 'c1', messages: [] };
    expect(await ejected.greetTool.execute({ name: 'Bo' }, options)).toEqual(
      await original.greetTool.execute({ name: 'Bo' }, options),
    );
  });

  it('LangChain: the same OpenAI tool definition and the same invoke result', async () => {
    expect(convertToOpenAITool(ejected.greetLangChain)).toEqual(convertToOpenAITool(original.greetLangChain));
    expect(await ejected.greetLangChain.invoke({ name: 'Cy' })).toEqual(
      await original.greetLangChain.invoke({ name: 'Cy' }),
    );
  });

  it('type-checks (strict) against the real packages', () => {
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

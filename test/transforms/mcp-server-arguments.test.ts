/**
 * A server handed to a registration function of another file (server-arguments.ts): the file that
 * makes the McpServer says which export it calls with one (a fact); the callee's file, which names
 * no MCP module, is opened to the MCP front end and its `server.tool(...)` on an untyped or `any`
 * parameter migrates when every call the run shows passes a server of one major. Run through the
 * real SDK (1.x and 2.x): the tools list and the calls give what the original gave.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { SERVER_ARGUMENT_FACT } from '../../transforms/front-ends/mcp-sdk/server-arguments';
import { transformSource, type TransformOptions } from '../../transforms/lib/engine';
import { moduleKey } from '../../transforms/lib/module-facts';
import { connectMcpV1, connectMcpV2, type McpSession } from '../adapters/support/mcp-harness';

const root = path.resolve('/project/src');
const tools = path.join(root, 'tools.ts');
const adapterPath = path.join(root, 'std-tool.ts');
const fact = (position: number, major: number, file = tools, name = 'registerTools') =>
  `${moduleKey(file)}#${name}=${position}:${major}`;

const factsOf = (source: string, file = path.join(root, 'agent.ts')) =>
  transformSource(source, file, [mcpSdkFrontEnd], { adapterPath }).facts?.[SERVER_ARGUMENT_FACT] ?? [];

const opened = (source: string, facts: string[], options: TransformOptions = {}) =>
  transformSource(source, tools, [mcpSdkFrontEnd], {
    adapterPath,
    openedFor: ['mcp-sdk'],
    moduleFacts: { [SERVER_ARGUMENT_FACT]: facts },
    ...options,
  });

describe('the facts of a file that passes a server on', () => {
  it("names the export and the argument: an McpAgent's field, a constant, a typed parameter", () => {
    const agent = `import { McpAgent } from 'agents/mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerTools } from './tools';
import { registerOthers as others } from './others.js';

export class Agent extends McpAgent {
  server = new McpServer({ name: 'a', version: '1' });
  async init() {
    registerTools(this.server, this.env);
  }
}
const local = new McpServer({ name: 'b', version: '1' });
others('x', local);
export function setUp(given: McpServer) {
  registerTools(given);
}
registerTools({ tool() {} });
`;
    expect(factsOf(agent)).toEqual([fact(0, 1), fact(1, 1, path.join(root, 'others'), 'registerOthers'), fact(0, 1)]);
  });

  it('says the major of a 2.x server, and nothing of a value it does not show to be a server', () => {
    const v2 = `import { McpServer } from '@modelcontextprotocol/server';
import { registerTools } from './tools';
const server = new McpServer({ name: 'a', version: '1' });
registerTools(server);
`;
    expect(factsOf(v2)).toEqual([fact(0, 2)]);
    const unknown = `import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerTools } from './tools';
import { makeServer } from '@acme/mcp';
registerTools(makeServer());
export function later(server: McpServer | undefined) { registerTools(server); }
`;
    expect(factsOf(unknown)).toEqual([]);
  });
});

const TOOLS = `import { z } from 'zod';

// Registered by the agent, which owns the server.
export function registerTools(server: any, prefix: string) {
  server.tool('greet', 'Greets someone', { name: z.string() }, async ({ name }: { name: string }) => ({
    content: [{ type: 'text', text: prefix + name }],
  }));
}
`;

// `prefix + name` is not proved a string here (no type oracle): the result's template goes to the adapter.
const TOOLS_MIGRATED = `import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Registered by the agent, which owns the server.
export function registerTools(server: any, prefix: string) {
  const greet = standardTool({
    name: 'greet',
    description: 'Greets someone',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }: { name: string }) => prefix + name,
  });
  registerMcpTool(server, greet, {
    toMcpResult: (text) => ({
      content: [{ type: 'text', text }],
    }),
  });
}
`;

describe('a registration on a parameter that other files give an McpServer', () => {
  it('migrates, and the output asks nothing more (idempotent)', () => {
    const result = opened(TOOLS, [fact(0, 1)]);
    expect(result.diagnostics).toEqual([]);
    expect(result.output).toBe(TOOLS_MIGRATED);
    expect(opened(result.output!, [fact(0, 1)]).output).toBeUndefined();
  });

  it('also through `export { f }` and a const arrow, and for 2.x `registerTool`', () => {
    const source = `import { z } from 'zod';
const registerTools = (server) => {
  server.registerTool('ping', { description: 'Pings', inputSchema: { n: z.number() } }, async ({ n }) => ({
    content: [{ type: 'text', text: String(n) }],
  }));
};
export { registerTools };
`;
    const result = opened(source, [fact(0, 2)]);
    expect(result.diagnostics).toEqual([]);
    expect(result.output).toContain('registerMcpTool(server, ping);');
    expect(result.output).toContain('execute: async ({ n }) => String(n),');
  });

  it('is left as it was, and not reported, where no file passes it a server (the file names no MCP module)', () => {
    const result = opened(TOOLS, []);
    expect(result.output).toBeUndefined();
    expect(result.diagnostics).toEqual([]);
  });

  it('is reported where callers disagree: two majors, or a call of its own file with something else', () => {
    const mixed = opened(TOOLS, [fact(0, 1), fact(0, 2)]);
    expect(mixed.output).toBeUndefined();
    expect(mixed.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['unknown-receiver']);
    expect(mixed.diagnostics[0]!.message).toContain('its callers do not all give an McpServer of one major');
    const localCall = opened(`${TOOLS}registerTools({ tool() {} }, 'x');\n`, [fact(0, 1)]);
    expect(localCall.output).toBeUndefined();
    expect(localCall.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['unknown-receiver']);
  });

  it('is not taken for a parameter at another position, reassigned, typed, defaulted, or of a function not exported', () => {
    const unchanged = (source: string, facts = [fact(0, 1)]) => {
      const result = opened(source, facts);
      expect(result.output, source).toBeUndefined();
    };
    unchanged(TOOLS, [fact(1, 1)]);
    unchanged(TOOLS.replace("server.tool('greet'", "server = server.inner;\n  server.tool('greet'"));
    unchanged(TOOLS.replace('server: any', 'server: Registry'));
    unchanged(TOOLS.replace('server: any', 'server: any = fallback'));
    unchanged(TOOLS.replace('export function', 'function'));
    unchanged(TOOLS.replace('export function registerTools', 'export function registerOthers'));
  });
});

/** The original and the migrated module, with the adapter module, in a folder the packages resolve from. */
const workspace = path.join(__dirname, '..', '..', `.tmp-server-arguments-${process.pid}`);
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

async function loadPair(
  source: string,
  major: 1 | 2,
): Promise<{ original: (server: unknown) => void; migrated: (server: unknown) => void }> {
  const directory = path.join(workspace, `v${major}`);
  mkdirSync(directory, { recursive: true });
  const migratedPath = path.join(directory, 'tools-migrated.ts');
  const result = transformSource(source, migratedPath, [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
    openedFor: ['mcp-sdk'],
    moduleFacts: { [SERVER_ARGUMENT_FACT]: [fact(0, major, migratedPath)] },
  });
  expect(result.output).toBeDefined();
  const packages: Record<string, string> =
    major === 1
      ? { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' }
      : { '@modelcontextprotocol/server': '2.4.0', zod: '4.6.7' };
  writeFileSync(
    path.join(directory, 'std-tool.ts'),
    renderAdapterModule({ frameworks: ['mcp-sdk'], packages, style: 'ts' }, '0.0.0').text,
  );
  writeFileSync(path.join(directory, 'tools-original.ts'), source);
  writeFileSync(migratedPath, result.output!);
  const load = async (file: string) =>
    ((await import(pathToFileURL(path.join(directory, file)).href)) as { registerTools: (server: unknown) => void })
      .registerTools;
  return { original: await load('tools-original.ts'), migrated: await load('tools-migrated.ts') };
}

async function sameThroughTheSdk(
  connect: (register: (server: never) => void) => Promise<McpSession>,
  pair: { original: (server: unknown, prefix: string) => void; migrated: (server: unknown, prefix: string) => void },
  name: string,
  calls: Array<Record<string, unknown>>,
): Promise<void> {
  const native = await connect((server) => pair.original(server, 'Hello, '));
  const adapted = await connect((server) => pair.migrated(server, 'Hello, '));
  try {
    expect(await adapted.listTools()).toEqual(await native.listTools());
    for (const call of calls) expect(await adapted.callTool(name, call)).toEqual(await native.callTool(name, call));
  } finally {
    await native.close();
    await adapted.close();
  }
}

describe('through the real SDK', () => {
  it('1.x `server.tool(...)` on the parameter: the same tool list and results', async () => {
    const pair = await loadPair(TOOLS, 1);
    await sameThroughTheSdk(connectMcpV1 as never, pair, 'greet', [{ name: 'Ada' }, { name: 7 }, {}]);
  });

  it('2.x `server.registerTool(...)` on the parameter: the same tool list and results', async () => {
    const source = `import { z } from 'zod';

export function registerTools(server: any, prefix: string) {
  server.registerTool(
    'greet',
    { description: 'Greets someone', inputSchema: z.object({ name: z.string() }) },
    async ({ name }: { name: string }) => ({ content: [{ type: 'text', text: prefix + name }] }),
  );
}
`;
    const pair = await loadPair(source, 2);
    await sameThroughTheSdk(connectMcpV2 as never, pair, 'greet', [{ name: 'Ada' }, { name: 7 }]);
  });
});

/**
 * A pick between copies whose results differ in shape says what a framework's results
 * become: an MCP copy that answered with text now gets `structuredContent` when the picked
 * execute returns an object; `--yes` (no pick) merges none of it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resultChange, resultShapes } from '../../cli/consolidate/result-shapes';
import { runFixture } from './support/run-fixture';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'stm-result-shapes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('resultShapes', () => {
  it.each([
    ['async ({ a }) => `${a}`', ['text']],
    ['async ({ a }) => ({ a })', ['object']],
    ["async () => ({ content: [{ type: 'text', text: 'x' }] })", ['mcp-result']],
    ["async ({ a }) => { if (a) return 'x'; const f = () => ({ b: 1 }); return { a }; }", ['text', 'object']],
    ['execute({ a }) { return a; }', ['unknown']],
    ['not a function', ['unknown']],
  ])('%s', (text, shapes) => expect([...resultShapes(text)].sort()).toEqual([...shapes].sort()));

  it('names the change each framework sees', () => {
    const text = new Set(['text'] as const);
    const object = new Set(['object'] as const);
    const mcp = new Set(['mcp-result'] as const);
    expect(resultChange('mcp-sdk', text, object)).toMatch(/now carry `structuredContent`/);
    expect(resultChange('mcp-sdk', object, text)).toMatch(/no longer carry/);
    expect(resultChange('mcp-sdk', text, text)).toBeUndefined();
    expect(resultChange('ai-sdk', text, mcp)).toMatch(/MCP-shaped results/);
    expect(resultChange('langchain', object, object)).toBeUndefined();
  });
});

describe('consolidate: a pick that changes the MCP result shape', () => {
  const root = path.join(scratch, 'project');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'ai.ts'),
    `import { tool } from 'ai';
import { z } from 'zod';

export const tools = {
  rate: tool({
    description: 'The exchange rate',
    inputSchema: z.object({ to: z.string() }),
    execute: async ({ to }) => ({ to, rate: 1.08 }),
  }),
};
`,
  );
  writeFileSync(
    path.join(root, 'mcp.ts'),
    `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'rates', version: '1.0.0' });

server.registerTool(
  'rate',
  { description: 'The exchange rate', inputSchema: { to: z.string() } },
  async ({ to }) => ({ content: [{ type: 'text', text: \`\${to}: 1.08\` }] }),
);
`,
  );

  it('is not merged without a pick', async () => {
    const { plan } = await runFixture(root);
    expect(plan.merged).toEqual([]);
    expect(plan.notMerged.map(({ reason }) => reason)).toEqual([expect.stringMatching(/differ/)]);
  });

  it('says, once picked, that the MCP results gain structuredContent', async () => {
    const { plan, analysis } = await runFixture(root, { rate: 0 });
    expect(analysis.groups[0]!.sites.map((site) => site.adapterCalls[0]!.framework)).toEqual(['ai-sdk', 'mcp-sdk']);
    expect(plan.merged[0]!.changes).toEqual([
      expect.stringMatching(/^mcp-sdk "rate" .* now runs the execute of /),
      expect.stringMatching(/^mcp-sdk "rate" .*: its MCP results now carry `structuredContent`/),
    ]);
  });

  it('says nothing of results when the MCP copy is picked for the AI SDK (text stays text)', async () => {
    const { plan } = await runFixture(root, { rate: 1 });
    expect(plan.merged[0]!.changes).toEqual([expect.stringMatching(/^ai-sdk "rate" .* now runs the execute of /)]);
  });
});

describe('consolidate: an MCP copy whose results toMcpResult builds', () => {
  const write = (root: string, aiExecute: string) => {
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, 'ai.ts'),
      `import { tool } from 'ai';
import { z } from 'zod';
import { rateOf } from './rates';

export const tools = {
  rate: tool({
    description: 'The exchange rate',
    inputSchema: z.object({ to: z.string() }),
    execute: ${aiExecute},
  }),
};
`,
    );
    writeFileSync(
      path.join(root, 'rates.ts'),
      'export async function rateOf(to: string): Promise<any> {\n  return to === "EUR" ? { rate: 1.08 } : undefined;\n}\n',
    );
    writeFileSync(
      path.join(root, 'mcp.ts'),
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { rateOf } from './rates';

export const server = new McpServer({ name: 'rates', version: '1.0.0' });

server.registerTool(
  'rate',
  { description: 'The exchange rate', inputSchema: { to: z.string() } },
  // The awaited data: never a promise, so the template may be built around it.
  async ({ to }) => ({ content: [{ type: 'text', text: JSON.stringify(await rateOf(to), null, 2) }] }),
);
`,
    );
  };

  it('merges with the AI SDK copy that returns the same value, and keeps the template on the MCP call', async () => {
    const root = path.join(scratch, 'template-same');
    write(root, 'async ({ to }) => await rateOf(to)');
    const { plan, tree } = await runFixture(root);
    expect(plan.notMerged).toEqual([]);
    expect(plan.merged).toHaveLength(1);
    expect(tree.get('mcp.ts')).toMatch(/registerMcpTool\(server, \w+, \{\s*toMcpResult: \(value\) => /);
  });

  it('says, once another execute is picked, that the template now builds around its value', async () => {
    const root = path.join(scratch, 'template-picked');
    write(root, 'async ({ to }) => ({ to, rate: (await rateOf(to)).rate })');
    const { plan } = await runFixture(root, { rate: 0 });
    expect(plan.merged[0]!.changes).toEqual([
      expect.stringMatching(/^mcp-sdk "rate" .* now runs the execute of /),
      expect.stringMatching(/^mcp-sdk "rate" .*: its toMcpResult now builds MCP results around what that execute/),
    ]);
  });
});

/**
 * A registration file that names no MCP module (`export function registerTools(server: any)`),
 * opened by the facts of the file that makes the server (Cloudflare's McpAgent template): the
 * built CLI migrates it, leaves the caller as it is, and lists each file once.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const AGENT = `import { McpAgent } from 'agents/mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerTools } from './tools';

export class CartAgent extends McpAgent {
  server = new McpServer({ name: 'cart', version: '1.0.0' });

  async init() {
    registerTools(this.server, this.env);
  }
}
`;

const TOOLS = `import { z } from 'zod';

export function registerTools(server: any, env: any) {
  server.tool('countItems', 'Counts the items', { kind: z.string() }, async ({ kind }: { kind: string }) => ({
    content: [{ type: 'text', text: JSON.stringify({ kind, count: env.count }) }],
  }));
}
`;

const UNRELATED = `export function registerRoutes(router: any) {
  router.tool('not-mcp', 'A router of our own', () => {});
}
`;

describe('a registration function another file hands an McpServer', () => {
  it('is migrated, its caller kept, and every file listed once', async () => {
    const root = makeTempDir('server-arguments');
    writeTree(root, { 'src/agent.ts': AGENT, 'src/tools.ts': TOOLS, 'src/routes.ts': UNRELATED });

    const result = await runCli(['--yes', '--json', '--allow-dirty', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const run = parseJson(result);
    const paths = run.files.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const file = (name: string) => run.files.find((entry) => entry.path === path.join(root, 'src', name))!;
    expect(file('tools.ts').status).toBe('changed');
    expect(file('tools.ts').tools.map((tool) => tool.name)).toEqual(['countItems']);
    expect(file('agent.ts').status).toBe('unchanged');
    expect(file('routes.ts').status).toBe('skipped');
    expect(file('routes.ts').diagnostics).toEqual([]);

    const migrated = readFileSync(path.join(root, 'src', 'tools.ts'), 'utf8');
    expect(migrated).toContain("import { registerMcpTool, standardTool } from './std-tool';");
    expect(migrated).toContain('registerMcpTool(server, countItems');
    expect(readFileSync(path.join(root, 'src', 'agent.ts'), 'utf8')).toBe(AGENT);
    expect(readFileSync(path.join(root, 'src', 'std-tool.ts'), 'utf8')).toContain('export function registerMcpTool');
  });
});

/**
 * The runner gives the MCP front end each project's zod major (installed, else declared): an empty raw
 * shape in a file without zod becomes `z.object({})` of an added zod import where the SDK sees the same
 * schema (transforms/front-ends/mcp-sdk/empty-shape.ts): zod 4, or zod 3 on a 1.x server (the adapter hands
 * it `{}` again); a 2.x server with zod 3 is left and reported.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  parseJson,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  writeTree,
  type JsonResult,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const server = (sdk: string) => `import { McpServer } from '${sdk}';

export const server = new McpServer({ name: 'empty', version: '1.0.0' });

server.registerTool('ping', { description: 'Ping', inputSchema: {} }, async () => ({
  content: [{ type: 'text', text: 'pong' }],
}));
`;

const project = (name: string, sdk: [string, string], zod: string) => ({
  [`${name}/package.json`]: JSON.stringify({
    name,
    type: 'module',
    dependencies: { [sdk[0]]: sdk[1], zod },
  }),
  [`${name}/src/server.ts`]: server(sdk[0] === '@modelcontextprotocol/sdk' ? `${sdk[0]}/server/mcp.js` : sdk[0]),
});

describe("the project's zod major reaches the MCP front end", () => {
  it('an empty shape gets z.object({}) of zod 4, or of zod 3 on 1.x; 2.x with zod 3 is reported', async () => {
    const root = makeTempDir('empty-shape-zod');
    writeTree(root, {
      ...project('v1-zod4', ['@modelcontextprotocol/sdk', '^1.20.0'], '^4.1.0'),
      ...project('v1-zod3', ['@modelcontextprotocol/sdk', '^1.17.0'], '^3.25.0'),
      ...project('v2-zod3', ['@modelcontextprotocol/server', '^2.0.0'], '^3.25.0'),
    });
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    const run = parseJson(result) as JsonResult;
    const file = (name: string) => run.files.find((entry) => entry.path === path.join(root, name, 'src/server.ts'))!;
    expect(file('v1-zod4').status, result.stderr).toBe('changed');
    expect(file('v1-zod3').status, result.stderr).toBe('changed');
    expect(file('v2-zod3').status).toBe('unchanged');
    expect(file('v2-zod3').diagnostics.map((diagnostic) => diagnostic.reason)).toContain('no-zod-namespace');

    await runCli(['--yes', '--allow-dirty', 'v1-zod3'], { cwd: root });
    const written = readFileSync(path.join(root, 'v1-zod3/src/server.ts'), 'utf8');
    expect(written).toContain("import { z } from 'zod';");
    expect(written).toContain('z.object({})');
  });
});

/**
 * The runner gives the front ends each project's package versions (installed, else the
 * declared range's lowest): an MCP 1.x server from 1.23 wraps an empty raw shape with zod 4,
 * so with the project's zod 4 the shape becomes `z.object({})` of an added zod import
 * (transforms/front-ends/mcp-sdk/empty-shape.ts); before 1.23 it is left and reported.
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

const SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'empty', version: '1.0.0' });

server.registerTool('ping', { description: 'Ping', inputSchema: {} }, async () => ({
  content: [{ type: 'text', text: 'pong' }],
}));
`;

const project = (sdk: string) => ({
  'package.json': JSON.stringify({
    name: 'p',
    type: 'module',
    dependencies: { '@modelcontextprotocol/sdk': sdk, zod: '^4.1.0' },
  }),
  'src/server.ts': SERVER,
});

describe("the project's package versions reach the front ends", () => {
  it('an empty shape of a 1.x server from 1.23 gets the project’s zod 4; before 1.23 it is reported', async () => {
    const root = makeTempDir('package-versions');
    writeTree(root, { ...prefixed('new', project('^1.24.0')), ...prefixed('old', project('^1.20.0')) });
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    const run = parseJson(result) as JsonResult;
    const file = (name: string) => run.files.find((entry) => entry.path === path.join(root, name, 'src/server.ts'))!;
    expect(file('new').status, result.stderr).toBe('changed');
    expect(file('old').status).toBe('unchanged');
    expect(file('old').diagnostics.map((diagnostic) => diagnostic.reason)).toContain('no-zod-namespace');

    await runCli(['--yes', '--allow-dirty', 'new'], { cwd: root });
    const written = readFileSync(path.join(root, 'new/src/server.ts'), 'utf8');
    expect(written).toContain("import { z } from 'zod';");
    expect(written).toContain('z.object({})');
  });
});

function prefixed(name: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([file, text]) => [`${name}/${file}`, text]));
}

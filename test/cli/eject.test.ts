/**
 * `std-tool-migrate eject`, the built binary on a temporary git project: migrate, commit,
 * then eject back (a dry run writes nothing; `--check` exits 2; `-t` ejects one framework
 * and rewrites the adapter module smaller; a full eject deletes it; a second eject finds
 * nothing; an edited adapter module is left alone; the git guard refuses a dirty tree).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  git,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const ORIGINAL = `import { tool } from 'ai';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'x', version: '1.0.0' });

/** Weather. */
export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => \`Sunny in \${city}\`,
});

server.registerTool(
  'add',
  {
    description: 'Add',
    inputSchema: { a: z.number(), b: z.number() },
  },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
);
`;

const PACKAGE = JSON.stringify({
  name: 'p',
  dependencies: { ai: '^6.0.0', '@modelcontextprotocol/sdk': '^1.20.0', zod: '^4.0.0' },
});

/** A committed project whose tools were migrated (and committed). */
async function migratedProject(): Promise<string> {
  const root = makeTempDir('eject');
  writeTree(root, { 'package.json': PACKAGE, 'src/tools.ts': ORIGINAL });
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'native');
  const migrated = await runCli(['--yes', '.'], { cwd: root });
  expect(migrated.code).toBe(0);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'migrated');
  return root;
}

describe('std-tool-migrate eject', () => {
  let root: string;
  beforeAll(async () => {
    root = await migratedProject();
  }, 120_000);

  it('report lists each standard tool with the adapter calls eject would touch', async () => {
    const report = await runCli(['report', '.'], { cwd: root });
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/standard +ai-sdk +weather .*\(adapter calls: toAiSdk \(line \d+\)\)/);
    expect(report.stdout).toMatch(/standard +mcp-sdk +add .*\(adapter calls: registerMcpTool \(line \d+\)\)/);
  });

  it('--dry-run shows the way back and writes nothing; --check exits 2', async () => {
    const before = snapshotTree(root);
    const dry = await runCli(['eject', '--dry-run', '.'], { cwd: root });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('+export const weatherTool = tool({');
    expect(dry.stderr).toContain('std-tool.ts: would be deleted (nothing imports it any more)');
    const check = await runCli(['eject', '--check', '.'], { cwd: root });
    expect(check.code).toBe(2);
    const json = JSON.parse((await runCli(['eject', '--check', '--json', '.'], { cwd: root })).stdout) as {
      files: { ejected: { framework: string; tool: string }[] }[];
      adapterModules: { change: string }[];
    };
    expect(json.files[0]!.ejected.map((call) => `${call.framework}:${call.tool}`)).toEqual([
      'ai-sdk:weather',
      'mcp-sdk:add',
    ]);
    expect(json.adapterModules.map((module) => module.change)).toEqual(['delete']);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('-t mcp-sdk ejects MCP only and rewrites the adapter module without its MCP adapter', async () => {
    const result = await runCli(['eject', '-t', 'mcp-sdk', '--yes', '.'], { cwd: root });
    expect(result.code).toBe(0);
    const tools = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(tools).toContain("server.registerTool(\n  'add',");
    expect(tools).toContain('toAiSdk(weather)');
    const module = readFileSync(path.join(root, 'std-tool.ts'), 'utf8');
    expect(module).toContain('export function toAiSdk');
    expect(module).not.toContain('registerMcpTool');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'mcp ejected');
  });

  it('a full eject gives back the original text, byte for byte, and deletes the adapter module; a second finds nothing', async () => {
    const result = await runCli(['eject', '--yes', '.'], { cwd: root });
    expect(result.code).toBe(0);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
    const tools = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(tools).toBe(ORIGINAL);
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'ejected');
    const again = await runCli(['eject', '--check', '.'], { cwd: root });
    expect(again.code).toBe(0);
  });

  it('refuses a dirty tree, and leaves a hand-edited adapter module alone (and says so)', async () => {
    const project = await migratedProject();
    const modulePath = path.join(project, 'std-tool.ts');
    writeFileSync(modulePath, `${readFileSync(modulePath, 'utf8')}\n// my own note\n`);
    const refused = await runCli(['eject', '--yes', '.'], { cwd: project });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('uncommitted changes');
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'edited module');
    const result = await runCli(['eject', '--yes', '.'], { cwd: project });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('std-tool.ts was edited by hand: left as it is');
    expect(existsSync(modulePath)).toBe(true);
  }, 120_000);

  it('asks the project’s types what syntax cannot tell: a result only the tsconfig’s program shows a string comes back', async () => {
    const project = makeTempDir('eject-types');
    const tools = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { labels } from './label';

export const server = new McpServer({ name: 'x', version: '1.0.0' });

server.registerTool(
  'label',
  {
    description: 'A label',
    inputSchema: { n: z.number() },
  },
  async ({ n }) => ({ content: [{ type: 'text', text: labels.of(n) }] }),
);
`;
    writeTree(project, {
      'package.json': PACKAGE,
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2022'], types: [] } }),
      'src/label.ts': 'export const labels = { of: (n: number): string => `#${n}` };\n',
      'src/tools.ts': tools,
    });
    git(project, 'init', '-q');
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'native');
    expect((await runCli(['--yes', '.'], { cwd: project })).code).toBe(0);
    expect(readFileSync(path.join(project, 'src/tools.ts'), 'utf8')).toContain(
      'execute: async ({ n }) => labels.of(n)',
    );
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'migrated');
    const result = await runCli(['eject', '--yes', '.'], { cwd: project });
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(project, 'src/tools.ts'), 'utf8')).toBe(tools);
    // Without a tsconfig nothing shows `labels.of(n)` a string: the registration is left alone, and said so.
    git(project, 'reset', '-q', '--hard', 'HEAD');
    git(project, 'rm', '-q', 'tsconfig.json');
    git(project, 'commit', '-qm', 'no tsconfig');
    const untyped = await runCli(['eject', '--dry-run', '.'], { cwd: project });
    expect(untyped.stderr).toMatch(/label: not ejected: it returns `labels\.of\(n\)`, which may not be a string/);
  }, 120_000);

  it('a namespace import that reads only the native name does not keep the standard tool', async () => {
    const project = makeTempDir('eject-namespace');
    const tools = `import { tool } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => \`Sunny in \${city}\`,
});
`;
    writeTree(project, {
      'package.json': PACKAGE,
      'src/tools.ts': tools,
      'src/tools.test.ts':
        "import * as tools from './tools';\n\n// the weather from tools\nexport const found = tools.weatherTool;\n",
    });
    git(project, 'init', '-q');
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'native');
    expect((await runCli(['--yes', '.'], { cwd: project })).code).toBe(0);
    expect(readFileSync(path.join(project, 'src/tools.ts'), 'utf8')).toContain('standardTool(');
    git(project, 'add', '-A');
    git(project, 'commit', '-qm', 'migrated');
    expect((await runCli(['eject', '--yes', '.'], { cwd: project })).code).toBe(0);
    expect(readFileSync(path.join(project, 'src/tools.ts'), 'utf8')).toBe(tools);
  }, 120_000);
});

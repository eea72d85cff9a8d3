/**
 * With no @mastra/core version installed or declared (a monorepo's `workspace:*`, a dist-tag,
 * a tree without node_modules), the Mastra front end reads each tool's calling convention
 * from its signature and rewrites it for that one: the adapter module written must be that
 * convention's variant, or a 0.x tool gets the 1.x adapter and reads `undefined` silently.
 * Tools read as different majors in one project are left as they are, one by one (test/cli/mixed-majors.test.ts:
 * the rest of the project migrates).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionFromRange } from '../../cli/runner/projects';
import { mastraFramework } from '../../transforms/front-ends/mastra/framework';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const V0_TOOL = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n\nexport const echo = createTool({\n  id: 'echo',\n  description: 'Echo',\n  inputSchema: z.object({ text: z.string() }),\n  execute: async ({ context }) => context.text,\n});\n`;
const V1_TOOL = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n\nexport const shout = createTool({\n  id: 'shout',\n  description: 'Shout',\n  inputSchema: z.object({ text: z.string() }),\n  execute: async ({ text }) => text.toUpperCase(),\n});\n`;
const LEGACY_TOOL = `import { createTool } from '@mastra/core';\nimport { z } from 'zod';\n\nexport const old = createTool({\n  label: 'Old',\n  schema: z.object({ text: z.string() }),\n  description: 'Old',\n  executor: async ({ data }) => data.text,\n});\n`;

/** The 0.x adapter calls `execute(context, { ...rest, options })`: only its module names the invocation options. */
const isV0Module = (text: string) => text.includes('invocationOptions');

function project(label: string, mastraRange: string | undefined, files: Record<string, string>): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': JSON.stringify({
      name: label,
      private: true,
      dependencies: { zod: '^3.25.0', ...(mastraRange && { '@mastra/core': mastraRange }) },
    }),
    ...files,
  });
  return root;
}

describe('the Mastra variant when no version is known', () => {
  it.each([
    ['no @mastra/core declared', undefined],
    ['a dist-tag', 'latest'],
    ['a dist-tag with digits in it', 'kitchen-sink-e2e-test'],
    ['a workspace range', 'workspace:*'],
    // Ezejaemmanuel/whatsapp-bot-mastra: read as 0.0.0, it got the pre-0.1 module and every tool lost `execute`.
    ['a snapshot build', '0.0.0-ai-v5-20250729181825'],
    ['a snapshot build, installed', 'installed 0.0.0-ai-v5-20250729181825'],
  ])('%s: a tool that reads `context` gets the 0.x adapter module', async (_, range) => {
    const installed = range?.startsWith('installed ') ? range.slice('installed '.length) : undefined;
    const root = project('mastra-v0-assumed', installed ?? range, {
      'src/echo.ts': V0_TOOL,
      ...(installed && {
        'node_modules/@mastra/core/package.json': JSON.stringify({ name: '@mastra/core', version: installed }),
      }),
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/echo.ts'), 'utf8')).toContain('execute: async (context) => context.text');
    expect(isV0Module(readFileSync(path.join(root, 'std-tool.ts'), 'utf8'))).toBe(true);
  });

  it('a tool that takes its input itself gets the 1.x module; a declared 0.x range still decides', async () => {
    const assumed = project('mastra-v1-assumed', undefined, { 'src/shout.ts': V1_TOOL });
    expect((await runCli(['--yes', '.'], { cwd: assumed })).code).toBe(0);
    expect(isV0Module(readFileSync(path.join(assumed, 'std-tool.ts'), 'utf8'))).toBe(false);

    const declared = project('mastra-v0-declared', '^0.24.0', { 'src/echo.ts': V0_TOOL });
    expect((await runCli(['--yes', '.'], { cwd: declared })).code).toBe(0);
    expect(isV0Module(readFileSync(path.join(declared, 'std-tool.ts'), 'utf8'))).toBe(true);
  });

  it('an execute that destructures nothing (`({ })`) fits either major: it takes no side', async () => {
    // Ezejaemmanuel/whatsapp-bot-mastra: read as 1.x, its one `({ })` tool left nine 0.x tools major-undecided.
    const empty = V1_TOOL.replace('execute: async ({ text }) => text.toUpperCase()', "execute: async ({ }) => 'x'");
    const root = project('mastra-empty-pattern', undefined, { 'src/echo.ts': V0_TOOL, 'src/empty.ts': empty });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const statuses = parseJson(result)
      .files.filter((file) => file.path.includes('src'))
      .map((file) => file.status);
    expect(statuses).toEqual(['changed', 'changed']);
    expect(readFileSync(path.join(root, 'src/empty.ts'), 'utf8')).toContain("execute: async ({ }) => 'x'");
    expect(isV0Module(readFileSync(path.join(root, 'std-tool.ts'), 'utf8'))).toBe(true);
  });

  it('tools read as different majors are left as they are, each reported (manual), and the run goes on', async () => {
    const root = project('mastra-conflict', 'latest', { 'src/echo.ts': V0_TOOL, 'src/shout.ts': V1_TOOL });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const files = parseJson(result).files.filter((file) => file.path.includes('src'));
    expect(files.map((file) => file.status)).toEqual(['unchanged', 'unchanged']);
    for (const file of files)
      expect(file.diagnostics.map((diagnostic) => diagnostic.reason)).toContain('major-undecided');
    expect(readFileSync(path.join(root, 'src/echo.ts'), 'utf8')).toBe(V0_TOOL);
    expect(readFileSync(path.join(root, 'src/shout.ts'), 'utf8')).toBe(V1_TOOL);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
    // `report` plans the run as the run does: the same two definitions are manual.
    const reported = await runCli(['report', '--format', 'json', '.'], { cwd: root });
    expect(reported.code, reported.stderr).toBe(0);
    const entries = (JSON.parse(reported.stdout) as { entries: { status: string }[] }).entries;
    expect(entries.map((entry) => entry.status)).toEqual(['manual', 'manual']);
  });
});

describe('the descriptor', () => {
  it('follows the assumed convention only when no version is known', () => {
    expect(mastraFramework.adapterModule({}, ['mastra-0.x-execute'])).toBe('mastra-v0');
    expect(mastraFramework.adapterModule({}, ['mastra-pre-0.1-execute'])).toBe('mastra-v0-legacy');
    expect(mastraFramework.adapterModule({}, ['mastra-1.x-execute'])).toBe('mastra');
    expect(mastraFramework.adapterModule({}, [])).toBe('mastra');
    expect(mastraFramework.adapterModule({ '@mastra/core': '1.8.0' }, ['mastra-0.x-execute'])).toBe('mastra');
    expect(mastraFramework.adapterConflict({}, ['mastra-0.x-execute', 'mastra-1.x-execute'])).toMatch(/majors/);
    expect(mastraFramework.adapterConflict({}, ['mastra-0.x-execute', 'mcp-tool-method'])).toBeUndefined();
    expect(
      mastraFramework.adapterConflict({ '@mastra/core': '0.24.9' }, ['mastra-0.x-execute', 'mastra-1.x-execute']),
    ).toBeUndefined();
  });

  it('the pre-0.1 API without a version gets the legacy module', async () => {
    const root = project('mastra-legacy-assumed', undefined, { 'src/old.ts': LEGACY_TOOL });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'std-tool.ts'), 'utf8')).toMatch(/executor/);
  });
});

describe('versionFromRange', () => {
  it.each([
    ['^6.0.3', '6.0.3'],
    ['~1.2', '1.2.0'],
    ['2.x', '2.0.0'],
    ['>=1.4 <2', '1.4.0'],
    ['v0.24.9', '0.24.9'],
    ['1.2.3 - 2.0.0', '1.2.3'],
    ['latest', undefined],
    ['beta-2', undefined],
    ['kitchen-sink-e2e-test', undefined],
    ['workspace:*', undefined],
    ['npm:@mastra/core@0.10.0', undefined],
    ['link:../../packages/core', undefined],
    ['0.0.0-ai-v5-20250729181825', undefined],
    ['^0.0.0-snapshot-20250101', undefined],
    ['0.0.3', '0.0.3'],
  ])('%s → %s', (range, version) => expect(versionFromRange(range)).toBe(version));
});

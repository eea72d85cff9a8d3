/**
 * `--format` and Biome: a Biome set to lint only is not the project's formatter, and Biome's
 * `check` (which reorders imports) runs only where the project itself runs it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, makeTempDir, removeTempDirs, repoRoot, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** An AI SDK tool whose file's imports Biome's organiser would reorder (`node:fs` first). */
const TOOL = [
  'import { tool } from "ai";',
  'import { z } from "zod";',
  'import { readFileSync } from "node:fs";',
  '',
  'export const read = readFileSync;',
  '',
  'export const weatherTool = tool({',
  '  description: "Weather in a city",',
  '  inputSchema: z.object({ city: z.string() }),',
  '  execute: async ({ city }) => city,',
  '});',
  '',
].join('\n');

function committedProject(label: string, files: Record<string, string>, scripts: Record<string, string>): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': JSON.stringify({
      name: label,
      private: true,
      scripts,
      dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
      devDependencies: { '@biomejs/biome': '^2.0.0', prettier: '^3.0.0' },
    }),
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
    '.gitignore': 'node_modules\n',
    'src/weather.ts': TOOL,
    ...files,
  });
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'initial');
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

describe('--format with Biome', () => {
  it('skips a Biome whose formatter is off and runs Prettier beside it (cloudflare/agents-starter)', async () => {
    const root = committedProject(
      'biome-lint-only',
      {
        'biome.json': JSON.stringify({ formatter: { enabled: false }, linter: { enabled: true } }),
        '.prettierrc': JSON.stringify({ trailingComma: 'none' }),
      },
      { check: 'prettier . --check && biome lint && tsc' },
    );
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with prettier/);
    const check = spawnSync(
      path.join(repoRoot, 'node_modules', '.bin', 'prettier'),
      ['--check', 'src', 'std-tool.ts'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  it("formats without reordering imports where the project's scripts run Biome but not its check", async () => {
    const root = committedProject('biome-format', { 'biome.json': '{}' }, { lint: 'biome lint', fmt: 'biome format' });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with biome/);
    const text = read(root, 'src/weather.ts');
    expect(text.indexOf('from "zod"')).toBeLessThan(text.indexOf('from "node:fs"'));
  });

  it("organises imports where the project's scripts run biome check", async () => {
    const root = committedProject('biome-check', { 'biome.json': '{}' }, { lint: 'biome check .' });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const text = read(root, 'src/weather.ts');
    expect(text.indexOf('from "node:fs"')).toBeLessThan(text.indexOf('from "zod"'));
  });
});

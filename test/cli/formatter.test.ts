/**
 * `--format` and Biome: a Biome set to lint only is not the project's formatter, and Biome's
 * `check` (which reorders imports) runs only where the project itself runs it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSdkManifest,
  git,
  makeTempDir,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

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
    'package.json': aiSdkManifest(label, scripts, {
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

describe('--format fails closed', () => {
  /** A committed project whose `node_modules/.bin/prettier` is the given shell script (or none). */
  function projectWithPrettier(label: string, script: string | undefined): string {
    const root = makeTempDir(label);
    writeTree(root, {
      'package.json': aiSdkManifest(label, {}, { devDependencies: { prettier: '^3.0.0' } }),
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      '.gitignore': 'node_modules\n',
      '.prettierrc': '{}',
      'src/weather.ts': TOOL,
    });
    if (script !== undefined) {
      writeTree(root, { 'node_modules/.bin/prettier': `#!/bin/sh\n${script}\n` });
      chmodSync(path.join(root, 'node_modules/.bin/prettier'), 0o755);
    }
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'initial');
    return root;
  }

  const formatOf = (stdout: string) => (JSON.parse(stdout) as { format?: { ok: boolean; message?: string } }).format;

  it('stops a formatter that hangs, exits 1 and says so in the text and in --json', async () => {
    const root = projectWithPrettier('format-hangs', 'sleep 60');
    const env = { STD_TOOL_MIGRATE_FORMAT_TIMEOUT_MS: '1000' };
    const text = await runCli(['--yes', '--format', '.'], { cwd: root, env, timeoutMs: 30_000 });
    expect(text.timedOut).toBe(false);
    expect(text.code, text.stderr).toBe(1);
    expect(text.stderr).toMatch(/prettier failed \(prettier did not finish within 1 s and was stopped\)/);
    expect(read(root, 'src/weather.ts')).toContain('standard'); // migrated, not formatted

    git(root, 'checkout', '-q', '.');
    git(root, 'clean', '-qfd', '-e', 'node_modules');
    const json = await runCli(['--yes', '--format', '--json', '.'], { cwd: root, env, timeoutMs: 30_000 });
    expect(json.code, json.stderr).toBe(1);
    expect(formatOf(json.stdout)).toMatchObject({ ok: false, message: expect.stringMatching(/did not finish/) });
  });

  it('exits 1 when the formatter fails, and when it is configured but not installed (never npx)', async () => {
    const failing = projectWithPrettier('format-fails', 'exit 2');
    const failed = await runCli(['--yes', '--format', '--json', '.'], { cwd: failing });
    expect(failed.code, failed.stderr).toBe(1);
    expect(formatOf(failed.stdout)).toMatchObject({ ok: false, message: 'prettier exited with 2' });

    // A formatter that fails after writing: the rewritten file is left as migrated, not half formatted.
    const halfway = projectWithPrettier(
      'format-fails-halfway',
      'for f in "$@"; do echo "// half" >> "$f"; done; exit 2',
    );
    const stopped = await runCli(['--yes', '--format', '.'], { cwd: halfway });
    expect(stopped.code, stopped.stderr).toBe(1);
    expect(read(halfway, 'src/weather.ts')).toContain('standard');
    expect(read(halfway, 'src/weather.ts')).not.toContain('// half');

    // npx would fetch and run whatever the registry calls `prettier`: it must not be reached.
    const missing = projectWithPrettier('format-missing', undefined);
    const bin = makeTempDir('fake-npx');
    writeTree(bin, { npx: '#!/bin/sh\necho npx was run >&2\nexit 0\n' });
    chmodSync(path.join(bin, 'npx'), 0o755);
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const notInstalled = await runCli(['--yes', '--format', '--json', '.'], { cwd: missing, env });
    expect(notInstalled.code, notInstalled.stderr).toBe(1);
    expect(notInstalled.stderr).not.toMatch(/npx was run/);
    expect(formatOf(notInstalled.stdout)).toMatchObject({ ok: false, message: expect.stringMatching(/not installed/) });
  });

  it("never runs another package's bin of the formatter's name (npm's unrelated `biome`)", async () => {
    const root = makeTempDir('format-other-biome');
    writeTree(root, {
      'package.json': aiSdkManifest(
        'format-other-biome',
        { lint: 'biome lint' },
        { devDependencies: { biome: '^0.3.3' } },
      ),
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      '.gitignore': 'node_modules\n',
      'biome.json': '{}',
      'src/weather.ts': TOOL,
      // An environment-variable manager that npm also calls `biome`: run, it leaves a mark.
      'node_modules/biome/package.json': '{ "name": "biome", "version": "0.3.3" }',
      'node_modules/biome/dist/index.js': `#!/usr/bin/env node\nrequire('node:fs').writeFileSync(${JSON.stringify('ran.txt')}, 'ran');\n`,
    });
    chmodSync(path.join(root, 'node_modules/biome/dist/index.js'), 0o755);
    mkdirSync(path.join(root, 'node_modules', '.bin'));
    symlinkSync('../biome/dist/index.js', path.join(root, 'node_modules', '.bin', 'biome'));
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'initial');
    const result = await runCli(['--yes', '--format', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(formatOf(result.stdout)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/is the package biome's, not @biomejs\/biome's; not run/),
    });
    expect(() => read(root, 'ran.txt')).toThrow();
    expect(read(root, 'src/weather.ts')).toContain('standardTool');
  });
});

describe('--format in a monorepo', () => {
  it("formats each package's files as that package does (its own Prettier config), never with another's", async () => {
    const root = makeTempDir('format-packages');
    const manifest = (name: string, quote: string) =>
      aiSdkManifest(
        name,
        { format: `prettier --config .prettierrc --write src # ${quote}` },
        { devDependencies: { prettier: '^3.0.0' } },
      );
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['apps/*'] }),
      '.gitignore': 'node_modules\n',
      'apps/single/package.json': manifest('single', 'single'),
      'apps/single/.prettierrc': JSON.stringify({ singleQuote: true, printWidth: 120 }),
      'apps/single/tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      // Each file already as its package formats it: what --format writes must be so too.
      'apps/single/src/weather.ts': TOOL.replaceAll('"', "'"),
      'apps/double/package.json': manifest('double', 'double'),
      'apps/double/.prettierrc': JSON.stringify({ singleQuote: false, printWidth: 80 }),
      'apps/double/tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      'apps/double/src/weather.ts': TOOL,
    });
    for (const app of ['single', 'double'])
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'apps', app, 'node_modules'), 'dir');
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'initial');
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const prettier = path.join(repoRoot, 'node_modules', '.bin', 'prettier');
    for (const app of ['single', 'double']) {
      const check = spawnSync(prettier, ['--check', 'src', 'std-tool.ts'], {
        cwd: path.join(root, 'apps', app),
        encoding: 'utf8',
      });
      expect(check.status, `${app}: ${check.stdout}${check.stderr}`).toBe(0);
    }
    expect(read(root, 'apps/single/src/weather.ts')).toMatch(/standardTool\(\{\n {2}name: 'weather',/);
    expect(read(root, 'apps/double/src/weather.ts')).toMatch(/standardTool\(\{\n {2}name: "weather",/);
  });
});

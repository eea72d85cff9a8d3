/**
 * `--dry-run` and `--check` predict the real run, and the adapter module never leaves the
 * project (issue 34): a missing `--adapter-path` folder is made, a read-only folder is
 * reported before anything is written, and a symlinked source folder leading out of the
 * repository is refused.
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, readdirSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiTool,
  committedProject,
  binPath,
  git,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
  testEnv,
  writeTree,
  type CliResult,
} from './support/temp-project';

const PACKAGE = `${JSON.stringify({ name: 'predicts', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } }, null, 2)}\n`;

/** Root ignores a folder's write bit: the CLI then runs as `nobody`, the tree handed over to it. */
const NOBODY = 65534;
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function runUnprivileged(args: string[], cwd: string): Promise<CliResult> {
  if (!asRoot) return runCli(args, { cwd });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binPath, ...args], {
      cwd,
      env: testEnv({ HOME: cwd }),
      uid: NOBODY,
      gid: NOBODY,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code, signal, stdout, stderr, timedOut: false, ms: Date.now() - started }),
    );
  });
}

function handOver(root: string): void {
  if (!asRoot) return;
  chownSync(root, NOBODY, NOBODY);
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' }))
    chownSync(path.join(root, entry), NOBODY, NOBODY);
}

beforeAll(() => requireBuiltCli());
afterAll(() => removeTempDirs());

describe('--dry-run and --check predict the real run', { timeout: 300_000 }, () => {
  it('a missing --adapter-path folder: the dry run and --check say it will be written, and the real run makes it', async () => {
    const root = committedProject('adapter-folder', { 'package.json': PACKAGE, 'src/weather.ts': aiTool('weather') });
    const args = ['.', '--adapter-path', 'src/generated/adapters/std-tool.ts'];
    const dry = await runCli([...args, '--dry-run'], { cwd: root });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toMatch(/would write the adapter module src\/generated\/adapters\/std-tool\.ts/);
    const check = await runCli([...args, '--check'], { cwd: root });
    expect(check.code, check.stderr).toBe(2);
    expect(existsSync(path.join(root, 'src/generated'))).toBe(false);
    const real = await runCli([...args, '--yes'], { cwd: root });
    expect(real.code, real.stderr).toBe(0);
    expect(existsSync(path.join(root, 'src/generated/adapters/std-tool.ts'))).toBe(true);
    expect((await runCli([...args, '--check'], { cwd: root })).code).toBe(0);
  });

  it('a read-only folder: --dry-run and --check exit 1 naming it, and the real run writes nothing there', async () => {
    const root = makeTempDir('read-only-folder');
    writeTree(root, {
      'package.json': PACKAGE,
      'src/locked/weather.ts': aiTool('weather'),
      'src/open/search.ts': aiTool('search'),
    });
    handOver(root);
    chmodSync(path.join(root, 'src/locked'), 0o555);
    const before = snapshotTree(root);
    for (const mode of ['--dry-run', '--check']) {
      const result = await runUnprivileged(['.', mode], root);
      expect(result.code, `${mode}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toMatch(/src\/locked\/weather\.ts: its folder is read-only/);
    }
    expect(snapshotTree(root)).toEqual(before);
    const real = await runUnprivileged(['.', '--yes'], root);
    expect(real.code, real.stderr).toBe(1);
    expect(real.stderr).toMatch(/src\/locked\/weather\.ts: its folder is read-only/);
    expect(real.stderr).not.toMatch(/EACCES/);
    const after = snapshotTree(root);
    expect(after.get('src/locked/weather.ts')).toEqual(before.get('src/locked/weather.ts'));
    expect(readdirSync(path.join(root, 'src/locked'))).toEqual(['weather.ts']);
    chmodSync(path.join(root, 'src/locked'), 0o755);
  });
});

describe('the adapter module never leaves the project', { timeout: 300_000 }, () => {
  it('a rootDir that is a symlink to a folder outside the repository: refused, nothing written there', async () => {
    const outside = makeTempDir('outside-sources');
    const root = committedProject('symlinked-root-dir', {
      'package.json': PACKAGE,
      'tsconfig.json': JSON.stringify({ compilerOptions: { rootDir: 'src', strict: true } }),
      'tools/weather.ts': aiTool('weather'),
    });
    symlinkSync(outside, path.join(root, 'src'), 'dir');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'sources elsewhere');
    const before = snapshotTree(root);
    for (const mode of ['--dry-run', '--check', '--yes']) {
      const result = await runCli(['.', mode], { cwd: root });
      expect(result.code, `${mode}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toMatch(/src\/std-tool\.ts would be written to .*outside the git repository/);
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(snapshotTree(root)).toEqual(before);
  });
});

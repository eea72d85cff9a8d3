/**
 * `consolidate` as safe as the migration (issue 34), through the built binary: all or
 * nothing when the file that keeps the definition cannot be written, the same git guard,
 * Ctrl+C between two files with exit 130, and `--cpus` validated and capped.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  git,
  leftoverTempFiles,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
} from '../cli/support/temp-project';

const FIXTURE = path.join(__dirname, '..', '..', '__testfixtures__', 'consolidate', '01-identical-three-frameworks');
const PACKAGE = JSON.stringify({
  name: 'fixture',
  private: true,
  dependencies: { ai: '^6.0.0', zod: '^4.2.0', '@modelcontextprotocol/sdk': '^1.0.0', '@langchain/core': '^1.0.0' },
});
const FILES = ['ai.ts', 'langchain.ts', 'mcp.ts'];

/** Fixture 01 (three native definitions; the LangChain file keeps the one definition), committed or not. */
function project(label: string, commit = true): string {
  const root = makeTempDir(label);
  cpSync(path.join(FIXTURE, 'input'), root, { recursive: true });
  writeFileSync(path.join(root, 'package.json'), PACKAGE);
  if (commit) {
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'initial');
  }
  return root;
}

/** A preloaded script that runs `action` (JavaScript) just before the n-th rename of the run. */
function beforeRename(n: number, action: string): string {
  const hook = path.join(makeTempDir('hook'), 'rename-hook.cjs');
  writeFileSync(
    hook,
    `const fs = require('node:fs');\nconst rename = fs.renameSync;\nlet calls = 0;\n` +
      `fs.renameSync = function (from, to) {\n  calls += 1;\n  if (calls === ${n}) { ${action} }\n  return rename.apply(this, arguments);\n};\n`,
  );
  return hook;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const input = (file: string) => readFileSync(path.join(FIXTURE, 'input', file), 'utf8');
const expected = (file: string) => readFileSync(path.join(FIXTURE, 'expected', file), 'utf8');

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('consolidate: all or nothing', () => {
  it('the file that keeps the definition changed on disk: no other file is rewritten to import from it; exit 1', async () => {
    const root = project('keeper-changed');
    // Someone edits langchain.ts while the run writes (after the plan, at its first rename).
    const keeper = JSON.stringify(path.join(root, 'langchain.ts'));
    const hook = beforeRename(1, `fs.appendFileSync(${keeper}, '// edited meanwhile\\n');`);
    const result = await runCli(['consolidate', '.', '--yes', '--cpus', '1'], {
      cwd: root,
      nodeArgs: ['--require', hook],
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/langchain\.ts: the file changed on disk after it was read; not overwritten/);
    expect(result.stderr).toMatch(/consolidation not applied/);
    expect(result.stderr).not.toMatch(/tools consolidated/);
    for (const file of ['ai.ts', 'mcp.ts']) expect(read(root, file), file).toBe(input(file));
    expect(read(root, 'langchain.ts')).toBe(`${input('langchain.ts')}// edited meanwhile\n`);
    expect(leftoverTempFiles(root)).toEqual([]);
  });
});

describe("consolidate: migrate's git guard", () => {
  it('no git binary with a .git: refused with the migration\'s message; outside git: the "no safety net" warning', async () => {
    const root = project('no-git-binary');
    const before = snapshotTree(root);
    const refused = await runCli(['consolidate', '.', '--yes'], {
      cwd: root,
      env: { PATH: makeTempDir('empty-path') },
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot check the git work tree at .*git is not on PATH/);
    expect(refused.stderr).toMatch(/--allow-dirty/);
    expect(snapshotTree(root)).toEqual(before);

    const outside = project('no-repository', false);
    const warned = await runCli(['consolidate', '.', '--yes'], { cwd: outside });
    expect(warned.code, warned.stderr).toBe(0);
    expect(warned.stderr).toMatch(/not in a git repository, so there is no safety net/);
  });
});

describe('consolidate: Ctrl+C', () => {
  it('SIGINT during the writes: exit 130, a message, every file old or new, no temp file', async () => {
    const root = project('sigint');
    const hook = beforeRename(2, "process.kill(process.pid, 'SIGINT');");
    const result = await runCli(['consolidate', '.', '--yes', '--cpus', '1'], {
      cwd: root,
      nodeArgs: ['--require', hook],
    });
    expect(result.code, result.stderr).toBe(130);
    expect(result.stderr).toMatch(/interrupted \(SIGINT\): .*no file is half-written/);
    expect(leftoverTempFiles(root)).toEqual([]);
    for (const file of FILES) {
      const text = read(root, file);
      expect(text === input(file) || text === expected(file), `${file} is neither old nor new`).toBe(true);
    }
    // The one definition's file is written first: no file imports it before it exists.
    if (read(root, 'ai.ts') !== input('ai.ts')) expect(read(root, 'langchain.ts')).toBe(expected('langchain.ts'));
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(true);
  });
});

describe('--cpus, as the migration checks it', () => {
  it('consolidate and contract reject 2abc and cap 10000 at the cores', async () => {
    const root = project('cpus');
    const cores = os.availableParallelism();
    for (const command of ['consolidate', 'contract']) {
      const bad = await runCli([command, '.', '--cpus', '2abc'], { cwd: root });
      expect(bad.code, command).toBe(1);
      expect(bad.stderr).toMatch(/--cpus must be a positive integer, got '2abc'/);
    }
    const capped = await runCli(['consolidate', '.', '--dry-run', '--cpus', '10000'], { cwd: root });
    expect(capped.code, capped.stderr).toBe(0);
    expect(capped.stderr).toContain(
      `--cpus 10000 asks for more workers than the ${cores} available cores; using ${cores}`,
    );
    const contract = await runCli(['contract', 'search.ts', '--cpus', '10000'], { cwd: root });
    expect(contract.stderr).toContain(
      `--cpus 10000 asks for more workers than the ${cores} available cores; using ${cores}`,
    );
  });
});

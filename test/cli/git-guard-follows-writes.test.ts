/**
 * The git guard follows what is written (issue 34): a symlinked file is checked in its
 * target's repository, a submodule's `ignore = dirty` does not hide its uncommitted work,
 * and a gitignored file named on the command line gets the "no safety net" warning.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  committedProject,
  PACKAGE_JSON,
  aiTool,
  git,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

beforeAll(() => requireBuiltCli());
afterAll(() => removeTempDirs());

describe('the git guard follows what is written', { timeout: 180_000 }, () => {
  it("a symlinked file is checked in its target's repository: a dirty target is not rewritten", async () => {
    const other = committedProject('link-target', {
      'package.json': PACKAGE_JSON,
      'tools/weather.ts': aiTool('weather'),
    });
    const edited = `${aiTool('weather')}// uncommitted work\n`;
    writeFileSync(path.join(other, 'tools/weather.ts'), edited);
    const root = committedProject('link-holder', { 'package.json': PACKAGE_JSON });
    symlinkSync(path.join(other, 'tools/weather.ts'), path.join(root, 'weather.ts'));
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'link');

    const result = await runCli(['weather.ts', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/uncommitted changes \(.*tools\/weather\.ts/);
    expect(read(other, 'tools/weather.ts')).toBe(edited);
  });

  it('a submodule with ignore = dirty: its uncommitted work is seen, and nothing is rewritten', async () => {
    const library = committedProject('submodule-source', {
      'package.json': PACKAGE_JSON,
      'weather.ts': aiTool('weather'),
    });
    const root = committedProject('superproject', { 'package.json': PACKAGE_JSON, 'main.ts': 'export {};\n' });
    git(root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', library, 'lib');
    git(root, 'config', '-f', '.gitmodules', 'submodule.lib.ignore', 'dirty');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'submodule');
    const edited = `${aiTool('weather')}// uncommitted work in the submodule\n`;
    writeFileSync(path.join(root, 'lib/weather.ts'), edited);
    expect(git(root, 'status', '--porcelain')).toBe(''); // what git shows by default: nothing

    const before = snapshotTree(root, (relative) => relative === '.git' || relative.startsWith('.git/'));
    const result = await runCli(['.', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/uncommitted changes \(lib/);
    expect(read(root, 'lib/weather.ts')).toBe(edited);
    expect(snapshotTree(root, (relative) => relative === '.git' || relative.startsWith('.git/'))).toEqual(before);
  });

  it('a gitignored file named on the command line gets the "no safety net" warning', async () => {
    const root = committedProject('ignored-file', {
      'package.json': PACKAGE_JSON,
      '.gitignore': 'generated/\n',
    });
    writeTree(root, { 'generated/weather.ts': aiTool('weather') });
    expect(git(root, 'status', '--porcelain')).toBe('');

    const result = await runCli(['generated/weather.ts', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /warning generated\/weather\.ts: ignored by git, so there is no safety net: the rewritten files cannot be reviewed or undone with git/,
    );
  });
});

/**
 * `--format` with the Oxc tools: oxfmt where the project's scripts or CI run it (a LangChain
 * monorepo's CI runs `oxfmt --check`, beside a Prettier config it no longer uses), and
 * `oxlint --fix` after it where the project fixes with oxlint. Only the project's installed
 * binaries run (here stand-ins that record their arguments); one that is not installed is said so.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFormatter } from '../../cli/formatter';
import {
  aiSdkManifest,
  aiSdkToolSource,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

function project(label: string, scripts: Record<string, string>, installed: string[]): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': aiSdkManifest(label, scripts),
    '.prettierrc': '{}',
    'src/weather.ts': aiSdkToolSource('weather'),
  });
  mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
  for (const name of installed) {
    const binary = path.join(root, 'node_modules', '.bin', name);
    writeFileSync(binary, `#!/bin/sh\necho "$@" >> "${path.join(root, `${name}.log`)}"\n`);
    chmodSync(binary, 0o755);
  }
  return root;
}

describe('--format with oxfmt and oxlint', () => {
  it('runs the installed oxfmt where CI checks with it, then oxlint --fix where the project fixes with it', async () => {
    const root = project('oxfmt', { 'format:check': 'oxfmt --check', lint: 'oxlint --fix src' }, ['oxfmt', 'oxlint']);
    const result = await runCli(['--yes', '--allow-dirty', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with oxfmt/);
    const oxfmtCalls = readFileSync(path.join(root, 'oxfmt.log'), 'utf8');
    expect(oxfmtCalls).toMatch(/^--write .*src\/weather\.ts .*std-tool\.ts$/m);
    expect(readFileSync(path.join(root, 'oxlint.log'), 'utf8')).toMatch(/^--fix .*src\/weather\.ts/m);
  });

  it('oxlint that the project runs without --fix is not run', () => {
    const root = project('oxlint-check', { lint: 'oxlint src', fmt: 'oxfmt' }, ['oxfmt', 'oxlint']);
    const formatter = detectFormatter(root, ['src/weather.ts']);
    expect(formatter?.name).toBe('oxfmt');
    expect(formatter?.then).toBeUndefined();
  });

  it('an oxfmt that is not installed is never fetched: the run says so and exits 1', async () => {
    const root = project('oxfmt-missing', { 'format:check': 'oxfmt --check' }, []);
    const result = await runCli(['--yes', '--allow-dirty', '--format', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/oxfmt is configured at .* but not installed there/);
    expect(existsSync(path.join(root, 'oxfmt.log'))).toBe(false);
  });
});

/**
 * `--yes --json` without `--format`: the written files are left as the migration wrote them, and a project whose gate
 * checks formatting (`prettier --check`) would fail on them. The JSON says which formatter the project has and the
 * command that formats what was written (`format.ran: false`), and stderr gives the hint a terminal run gives;
 * `--quiet` keeps stderr to errors, the JSON still says it.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function project(label: string): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': aiSdkManifest(
      label,
      { 'format:check': 'prettier --check .' },
      { devDependencies: { prettier: '^3.0.0' } },
    ),
    'src/weather.ts': aiSdkToolSource('weather'),
  });
  return root;
}

describe('--yes --json without --format: the formatter and its command in the JSON', () => {
  it.each([
    ['--json', true],
    ['--json --quiet', false],
  ])('%s', async (flags, hintOnStderr) => {
    const root = project(`format-hint-${hintOnStderr ? 'json' : 'quiet'}`);
    const result = await runCli(['--yes', '--allow-dirty', ...flags.split(' '), '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const { format } = JSON.parse(result.stdout) as { format?: Record<string, unknown> };
    expect(format).toMatchObject({ formatter: 'prettier', ok: true, ran: false });
    expect(format?.command).toMatch(/^npx prettier --write .*src\/weather\.ts/);
    expect(result.stderr.includes('Format the changed files with prettier')).toBe(hintOnStderr);
  });

  it('with --format, the JSON says it ran (no `ran: false`)', async () => {
    const root = project('format-hint-none');
    // The project's Prettier, installed: a stand-in that formats nothing (no network here for npx).
    mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.bin', 'prettier'), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(root, 'node_modules', '.bin', 'prettier'), 0o755);
    const result = await runCli(['--yes', '--allow-dirty', '--json', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const { format } = JSON.parse(result.stdout) as { format?: Record<string, unknown> };
    expect(format).toMatchObject({ formatter: 'prettier', ok: true });
    expect(format).not.toHaveProperty('ran');
  });
});

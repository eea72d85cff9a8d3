/**
 * A reader that stops early (`std-tool-migrate --help | head -1`, `--dry-run --json | head -c 100`): the CLI
 * prints nothing more, crashes with no EPIPE stack, and a run still finishes what it started.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiTool,
  binPath,
  makeTempDir,
  PACKAGE_JSON,
  removeTempDirs,
  requireBuiltCli,
  shellQuote,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const piped = (args: string, reader: string, cwd?: string) =>
  spawnSync(
    '/bin/sh',
    ['-c', `${shellQuote(process.execPath)} ${shellQuote(binPath)} ${args} | ${reader}; echo "exit=$?" >&2`],
    {
      cwd,
      encoding: 'utf8',
      // The shell's own exit code is the reader's: the CLI's is asked of bash's PIPESTATUS below where it matters.
    },
  );

describe('a closed output pipe', () => {
  it('--help | head -1: the first line, no stack, exit 0', () => {
    const result = spawnSync(
      '/bin/bash',
      [
        '-c',
        `${shellQuote(process.execPath)} ${shellQuote(binPath)} --help | head -1; echo "cli=\${PIPESTATUS[0]}" >&2`,
      ],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stdout).toMatch(/^Usage: std-tool-migrate/);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/EPIPE|the run stopped/);
    expect(result.stderr).toMatch(/cli=0/);
  });

  it('a writing run whose --json reader stops early still migrates every file', () => {
    const root = makeTempDir('closed-pipe');
    const files = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`src/t${index}.ts`, aiTool(`t${index}`)]),
    );
    writeTree(root, { 'package.json': PACKAGE_JSON, ...files });
    const result = piped('--yes --allow-dirty --json src', 'head -c 10 >/dev/null', root);
    expect(result.stderr).not.toMatch(/EPIPE/);
    for (let index = 0; index < 12; index += 1)
      expect(readFileSync(path.join(root, 'src', `t${index}.ts`), 'utf8')).toContain('standardTool');
  });
});

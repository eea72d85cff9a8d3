/**
 * `contract` on modules that throw, hang or listen on a port when imported: each is
 * reported, the others are still read, and the run exits 1. A `--check` file that is
 * not a snapshot is refused before any code runs.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireBuiltCli, runCli, type CliResult } from '../cli/support/temp-project';
import { badInputFixtures } from './fixture-project';
import { projectWith } from './support';

afterAll(removeTempDirs);

// Started before the other tests and awaited by its own: the 15 s its hanging module waits out overlap them, where the
// worker sat idle.
let badInputRun: Promise<CliResult>;
beforeAll(() => {
  requireBuiltCli();
  const root = projectWith('contract-bad', badInputFixtures);
  badInputRun = runCli(['contract', 'src', '--timeout', '15000', '--format', 'json'], { cwd: root });
  // A failure is its test's to report, when it awaits the run (not an unhandled rejection before then).
  badInputRun.catch(() => {});
});

describe('contract on bad input', () => {
  it('--check exits 1 when a module fails to load, even when the rest is unchanged', async () => {
    const root = projectWith('contract-bad-check-load', {
      'src/good.ts': badInputFixtures['src/good.ts']!,
      'src/throws.ts': badInputFixtures['src/throws.ts']!,
    });
    const snapshotFile = path.join(root, 'contract.json');
    const first = await runCli(['contract', 'src', '--out', snapshotFile], { cwd: root });
    expect(first.code).toBe(1);
    const check = await runCli(['contract', 'src', '--check', snapshotFile], { cwd: root });
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/The contract is unchanged/);
    expect(check.stderr).toMatch(/error src\/throws\.ts: .*boom at import/);
  }, 60_000);

  it('says in --help that it runs your code', async () => {
    const help = await runCli(['contract', '--help'], { cwd: process.cwd() });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/RUNS YOUR CODE/);
    expect(help.stdout).toMatch(/--check <file>/);
  });

  it('refuses a --check file that is not a snapshot, before running anything', async () => {
    const root = projectWith('contract-bad-check', { 'src/throws.ts': badInputFixtures['src/throws.ts']! });
    const notJson = path.join(root, 'not-json.json');
    writeFileSync(notJson, 'hello');
    const other = path.join(root, 'other.json');
    writeFileSync(other, JSON.stringify({ tools: [] }));
    for (const [file, message] of [
      [notJson, /is not JSON/],
      [other, /is not a contract snapshot/],
      [path.join(root, 'missing.json'), /cannot read the snapshot/],
    ] as const) {
      const result = await runCli(['contract', 'src', '--check', file], { cwd: root });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/importing/);
    }
  }, 60_000);

  // Last: its run (started in beforeAll) went on while the tests above ran.
  it('reports a module that throws, hangs or listens, and reads the others', async () => {
    const result = await badInputRun;
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/error src\/throws\.ts: .*boom at import/);
    expect(result.stderr).toMatch(/error src\/hangs\.ts: timed out after 15000 ms \(the child process was killed\)/);
    expect(result.stderr).toMatch(/error src\/listens\.ts: started listening on port \d+ when imported/);
    const contract = JSON.parse(result.stdout);
    expect(contract.tools.map((tool: { key: string }) => tool.key)).toEqual([
      'src/good.ts#ai-sdk/ok',
      'src/listens.ts#ai-sdk/served',
    ]);
    expect(contract.unreachable).toEqual([
      expect.objectContaining({ file: 'src/hangs.ts', reason: 'load-failed' }),
      expect.objectContaining({
        file: 'src/throws.ts',
        reason: 'load-failed',
        message: expect.stringContaining('boom'),
      }),
    ]);
  }, 120_000);
});

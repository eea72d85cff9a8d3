/**
 * `contract` as a CI gate one can trust (issue 34), through the built binary: the framework
 * is the object's origin, tools of one name are both kept, one tool reached twice counts
 * once, the whole process tree ends on success and on timeout, a module's own message
 * cannot crash the run, `--timeout` is bounded, and `--help` says what the children get.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, type CliResult } from '../cli/support/temp-project';
import { edit, projectWith, readSnapshot } from './support';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const AI = "import { tool } from 'ai';\nimport { z } from 'zod';\n";
const aiTool = (description: string) =>
  `tool({ description: '${description}', inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q })`;
/** Running (a zombie is not: it is dead, waiting to be reaped). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

const keys = (file: string) => readSnapshot(file).tools.map((tool) => tool.key);

/**
 * A module that spawns grandchildren (one attached, one detached) and answers, and one that does the same and hangs.
 * Started before the tests and awaited by the last one: the 12 s the hanging module waits out overlap the others,
 * where the worker sat idle.
 */
async function runProcessTree(): Promise<{ pids: string; result: CliResult }> {
  const spawner = (file: string, after: string) =>
    `import { spawn } from 'node:child_process';\nimport { appendFileSync } from 'node:fs';\n${AI}` +
    // One grandchild shares the child's output pipes, one leads a process group of its own.
    `const attached = spawn('sleep', ['120'], { stdio: 'inherit' });\n` +
    `const detached = spawn('sleep', ['120'], { detached: true, stdio: 'ignore' });\ndetached.unref();\n` +
    `appendFileSync(${JSON.stringify(file)}, attached.pid + '\\n' + detached.pid + '\\n');\n${after}`;
  const pids = path.join(makeTempDir('contract-pids'), 'pids.txt');
  const root = projectWith('contract-process-tree', {
    'src/served.ts': spawner(pids, `export const served = ${aiTool('Served')};\n`),
    'src/hangs.ts': spawner(
      pids,
      'export const unused = tool;\nawait new Promise(() => setInterval(() => {}, 1000));\n',
    ),
  });
  return { pids, result: await runCli(['contract', 'src', '--timeout', '12000'], { cwd: root, timeoutMs: 60_000 }) };
}
let processTreeRun: Promise<{ pids: string; result: CliResult }>;
beforeAll(() => {
  processTreeRun = runProcessTree();
  // A failure is its test's to report, when it awaits the run (not an unhandled rejection before then).
  processTreeRun.catch(() => {});
});

describe('contract as a CI gate', () => {
  it("a Mastra new Tool from @mastra/core is Mastra's before the migration too: --check after it exits 0", async () => {
    const root = projectWith('contract-mastra-origin', {
      'package.json': JSON.stringify({
        name: 'mastra-origin',
        private: true,
        type: 'module',
        dependencies: { '@mastra/core': '^0.24.0', zod: '^4.0.0' },
      }),
      'src/weather.ts': [
        "import { Tool } from '@mastra/core';",
        "import { z } from 'zod';",
        '',
        'export const weather = new Tool({',
        "  id: 'weather',",
        "  description: 'Weather in a city',",
        '  inputSchema: z.object({ city: z.string() }),',
        "  execute: async () => 'sunny',",
        '});',
        '',
      ].join('\n'),
    });
    const snapshot = path.join(root, 'contract.json');
    const before = await runCli(['contract', 'src', '--out', snapshot], { cwd: root });
    expect(before.code, before.stderr).toBe(0);
    expect(keys(snapshot)).toEqual(['src/weather.ts#mastra/weather']);
    const migrated = await runCli(['--yes', '.'], { cwd: root });
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain('toMastra(');
    const check = await runCli(['contract', 'src', '--check', snapshot], { cwd: root });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/The contract is unchanged/);
  }, 60_000);

  it('two tools of one name in a module are both kept; a snapshot listing a tool twice is refused', async () => {
    const root = projectWith('contract-same-name', {
      'src/tools.ts': `${AI}export const chat = { search: ${aiTool('Search the docs')} };\nexport const admin = { search: ${aiTool('Search the users')} };\n`,
    });
    const snapshot = path.join(root, 'contract.json');
    expect((await runCli(['contract', 'src', '--out', snapshot], { cwd: root })).code).toBe(0);
    expect(keys(snapshot)).toEqual([
      'src/tools.ts#ai-sdk/search@admin.search',
      'src/tools.ts#ai-sdk/search@chat.search',
    ]);
    edit(root, 'src/tools.ts', 'Search the users', 'Search the accounts');
    const check = await runCli(['contract', 'src', '--check', snapshot], { cwd: root });
    expect(check.code, check.stdout).toBe(2);
    expect(check.stdout).toMatch(/description/);

    const saved = readSnapshot(snapshot);
    writeFileSync(snapshot, JSON.stringify({ ...saved, tools: [...saved.tools, saved.tools[0]] }));
    const refused = await runCli(['contract', 'src', '--check', snapshot], { cwd: root });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/lists the tool src\/tools\.ts#ai-sdk\/search@admin\.search twice/);
  }, 60_000);

  it('an AI SDK tool reached by its export and by a record key counts once, by the key', async () => {
    const root = projectWith('contract-counted-once', {
      'src/tools.ts': `${AI}export const weather = ${aiTool('Weather')};\nexport const tools = { get_weather: weather };\n`,
    });
    const snapshot = path.join(root, 'contract.json');
    const result = await runCli(['contract', 'src', '--out', snapshot], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(keys(snapshot)).toEqual(['src/tools.ts#ai-sdk/get_weather']);
  }, 60_000);

  it("a module's own message cannot crash the run: that module gets an error, the others are read", async () => {
    const root = projectWith('contract-bad-message', {
      'src/sends.ts': `${AI}process.send?.({ ok: true, report: null });\nexport const sent = ${aiTool('Sent')};\n`,
      'src/good.ts': `${AI}export const fine = ${aiTool('Fine')};\n`,
    });
    const result = await runCli(['contract', 'src', '--format', 'json'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /error src\/sends\.ts: the module's process sent a message that is not a contract report: \{"ok":true,"report":null\}/,
    );
    expect(JSON.parse(result.stdout).tools.map((tool: { key: string }) => tool.key)).toEqual([
      'src/good.ts#ai-sdk/fine',
    ]);
  }, 60_000);

  it('a --timeout beyond what a timer holds is refused before any module runs', async () => {
    const root = projectWith('contract-huge-timeout', {
      'src/good.ts': `${AI}export const fine = ${aiTool('Fine')};\n`,
    });
    const result = await runCli(['contract', 'src', '--timeout', '1000000000000'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--timeout must be at most 3600000 ms \(an hour\), got 1000000000000/);
    expect(result.stderr).not.toMatch(/importing/);
  });

  it('--help says the children inherit the environment and run in the module folder', async () => {
    const help = await runCli(['contract', '--help'], { cwd: process.cwd() });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/inherits? your environment/);
    expect(help.stdout).toMatch(/working directory is the module's folder/);
  });

  // Last: its run (started in beforeAll) went on while the tests above ran.
  it('kills the whole process tree, detached grandchildren too, on success and on timeout', async () => {
    const { pids, result } = await processTreeRun;
    expect(result.timedOut).toBe(false);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/error src\/hangs\.ts: timed out after 12000 ms/);
    expect(result.stdout).toMatch(/served/);
    expect(result.ms).toBeLessThan(45_000);
    const started = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    expect(started).toHaveLength(4);
    // Killed processes may stay zombies for a moment, until their new parent reaps them.
    let alive = started;
    for (let tries = 0; tries < 20 && alive.length > 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      alive = started.filter(isRunning);
    }
    expect(alive).toEqual([]);
  }, 90_000);
});

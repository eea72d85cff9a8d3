/**
 * The adapter module stays whole (issue 34): two runs at once keep each other's adapters,
 * a deleted or outdated module is written again for the files that import it, and a file
 * of the user's at the module's path is refused, never skipped in silence; and in NodeNext
 * projects the tsconfig that governs each file decides `.js` imports and where the module goes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  committedProject,
  aiTool,
  git,
  makeTempDir,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';
import { typeCheckProject } from '../support/type-check';

const manifest = (dependencies: Record<string, string>) =>
  `${JSON.stringify({ name: 'whole', private: true, dependencies }, null, 2)}\n`;

const GENKIT_TOOL = [
  "import { genkit, z } from 'genkit';",
  '',
  'const ai = genkit({});',
  '',
  'export const lookup = ai.defineTool(',
  "  { name: 'lookup', description: 'Looks a key up', inputSchema: z.object({ key: z.string() }) },",
  '  async ({ key }) => key.toUpperCase(),',
  ');',
  '',
].join('\n');

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

beforeAll(() => requireBuiltCli());
afterAll(() => removeTempDirs());

// Many CLI runs each, on a shared machine: generous limits.
describe('the adapter module stays whole', { timeout: 300_000 }, () => {
  // Both runs plan first, then meet at their first write into the project (the lock, or the module's temp
  // file were there no lock) and start writing together; a slow rename of std-tool.ts holds the window open.
  // Without the lock, or with a module merged from the plan instead of re-read, one adapter is lost every
  // time: the race is forced rather than hoped for. Each run goes first once.
  const raceHook = (root: string) => {
    const hook = path.join(makeTempDir('race-hook'), 'race-hook.cjs');
    writeFileSync(
      hook,
      [
        "const fs = require('node:fs');",
        "const path = require('node:path');",
        "const { isMainThread } = require('node:worker_threads');",
        'const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);',
        'const meeting = process.env.STM_RACE_DIR;',
        'if (isMainThread && meeting) {',
        '  const { writeFileSync, renameSync } = fs;',
        '  let met = false;',
        '  fs.writeFileSync = function (file) {',
        `    if (!met && typeof file === 'string' && file.startsWith(${JSON.stringify(root + path.sep)})) {`,
        '      met = true;',
        "      writeFileSync(path.join(meeting, String(process.pid)), '');",
        '      const deadline = Date.now() + 30000;',
        '      while (fs.readdirSync(meeting).length < 2 && Date.now() < deadline) sleep(5);',
        '      sleep(Number(process.env.STM_RACE_DELAY));',
        '    }',
        '    return writeFileSync.apply(this, arguments);',
        '  };',
        '  fs.renameSync = function (from, to) {',
        "    if (String(to).endsWith('std-tool.ts')) sleep(300);",
        '    return renameSync.apply(this, arguments);',
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    return hook;
  };

  it('two runs at once (-t ai-sdk and -t genkit) keep both adapters, whichever writes first', async () => {
    for (const first of ['ai-sdk', 'genkit']) {
      const root = makeTempDir('two-runs');
      writeTree(root, {
        'package.json': manifest({ ai: '^6.0.0', genkit: '^1.0.0', zod: '^4.2.0' }),
        'src/weather.ts': aiTool('weather'),
        'src/lookup.ts': GENKIT_TOOL,
      });
      const hook = raceHook(root);
      const meeting = makeTempDir('race-meeting');
      const run = (transform: string) =>
        runCli(['.', '--yes', '-t', transform], {
          cwd: root,
          nodeArgs: ['--require', hook],
          env: { STM_RACE_DIR: meeting, STM_RACE_DELAY: transform === first ? '0' : '100' },
        });
      const [ai, genkit] = await Promise.all([run('ai-sdk'), run('genkit')]);
      expect(ai.code, ai.stderr).toBe(0);
      expect(genkit.code, genkit.stderr).toBe(0);
      // Both met: the race was run.
      expect(readdirSync(meeting)).toHaveLength(2);
      const module = read(root, 'std-tool.ts');
      expect(module, `${first} first`).toMatch(/^export function toAiSdk/m);
      expect(module, `${first} first`).toMatch(/^export function toGenkit/m);
      expect(readdirSync(root).filter((name) => name.includes('std-tool-migrate'))).toEqual([]);
    }
  });

  it('a deleted module is written again: --check exits 2, the run restores it; an outdated unedited copy is refreshed', async () => {
    const root = committedProject('restore', {
      'package.json': manifest({ ai: '^6.0.0', zod: '^4.2.0' }),
      'src/weather.ts': aiTool('weather'),
    });
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    const written = read(root, 'std-tool.ts');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'migrated');
    git(root, 'rm', '-q', 'std-tool.ts');
    git(root, 'commit', '-q', '-m', 'module deleted');

    const check = await runCli(['--check', '.'], { cwd: root });
    expect(check.code, check.stderr).toBe(2);
    expect(check.stderr).toMatch(/would write the adapter module std-tool\.ts \(ai-sdk\): 1 file .*missing/);
    const restored = await runCli(['--yes', '.'], { cwd: root });
    expect(restored.code, restored.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).toBe(written);
    expect((await runCli(['--check', '.'], { cwd: root })).code).toBe(0);

    // An unedited copy written by an older version: its header promises a refresh.
    const body = written
      .slice(0, written.lastIndexOf('// std-tool-migrate checksum: '))
      .trimEnd()
      .replace(/written by std-tool-migrate \S+/, 'written by std-tool-migrate 0.0.1')
      .replace(/export (function|const) standardTool\b/, 'export $1 standardToolOfOld');
    const checksum = createHash('sha256').update(body).digest('hex').slice(0, 16);
    writeFileSync(path.join(root, 'std-tool.ts'), `${body}\n// std-tool-migrate checksum: ${checksum}\n`);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'an older copy');
    expect((await runCli(['--check', '.'], { cwd: root })).code).toBe(2);
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    expect(read(root, 'std-tool.ts')).toMatch(/^export (function|const) standardTool\b/m);
    expect(read(root, 'std-tool.ts')).toContain(`written by std-tool-migrate ${toolVersion()}`);
  });

  it("a user's own tools at the adapter path are refused with a clear error and exit 1", async () => {
    const root = committedProject('own-file', {
      'package.json': manifest({ ai: '^6.0.0', zod: '^4.2.0' }),
      'std-tool.ts': aiTool('mine'),
    });
    const before = snapshotTree(root);
    for (const mode of ['--dry-run', '--check', '--yes']) {
      const result = await runCli([mode, '.'], { cwd: root });
      expect(result.code, `${mode}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toMatch(/std-tool\.ts: this file holds your own tool definitions.*--adapter-path/);
    }
    expect(snapshotTree(root)).toEqual(before);
  });
});

function toolVersion(): string {
  return (JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

describe(
  'NodeNext: the tsconfig that governs each file decides `.js` and placement (real tsc)',
  { timeout: 300_000 },
  () => {
    const nodeNext = { module: 'NodeNext', strict: true, skipLibCheck: true };

    it('a monorepo whose only tsconfig is the root one: the package gets `.js` imports, and tsc passes', async () => {
      const root = committedProject('root-only-tsconfig', {
        'package.json': JSON.stringify({ name: 'mono', private: true, type: 'module', workspaces: ['packages/*'] }),
        'tsconfig.json': JSON.stringify({
          compilerOptions: { ...nodeNext, noEmit: true },
          include: ['packages/*/src'],
        }),
        'packages/a/package.json': JSON.stringify({
          name: 'a',
          private: true,
          type: 'module',
          dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
        }),
        'packages/a/src/weather.ts': aiTool('weather'),
        '.gitignore': 'node_modules\n',
      });
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      const result = await runCli(['.', '--yes'], { cwd: root });
      expect(result.code, result.stderr).toBe(0);
      expect(read(root, 'packages/a/src/weather.ts')).toMatch(/from '\.\.\/std-tool\.js';/);
      // `tsc -p .`, in this process (test/support/type-check.ts).
      const checked = typeCheckProject(path.join(root, 'tsconfig.json'));
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);
    });

    it('a solution-style tsconfig (`references`): `.js` imports, the module inside the referenced `include`, tsc -b passes', async () => {
      const root = committedProject('solution-tsconfig', {
        'package.json': JSON.stringify({
          name: 'app',
          private: true,
          type: 'module',
          dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
        }),
        'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
        'tsconfig.app.json': JSON.stringify({
          compilerOptions: { ...nodeNext, composite: true, outDir: 'build' },
          include: ['src'],
        }),
        'src/tools/weather.ts': aiTool('weather'),
        '.gitignore': 'node_modules\nbuild\n*.tsbuildinfo\n',
      });
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      const result = await runCli(['.', '--yes'], { cwd: root });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/adapter module written: src\/std-tool\.ts/);
      expect(read(root, 'src/tools/weather.ts')).toMatch(/from '\.\.\/std-tool\.js';/);
      // `tsc -b` builds the solution's one reference: that project, in this process (it emits, as -b does).
      const built = typeCheckProject(path.join(root, 'tsconfig.app.json'));
      expect(built.output).toBe('');
      expect(built.status).toBe(0);
    });
  },
);

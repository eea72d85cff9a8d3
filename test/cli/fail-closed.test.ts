/**
 * Fail closed (issue 34), through the built binary: a worker that exits with code 0 mid-task
 * fails its files (exit 1), a huge file named `.ts` is skipped by its size before it is read,
 * and code too deeply nested to analyse is said to be that, not a syntax error.
 */
import { closeSync, openSync, readFileSync, ftruncateSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTool, makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const PACKAGE = JSON.stringify({ name: 'fixture', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } });
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const isMigrated = (text: string, name: string) => text.includes(`export const ${name}Tool = toAiSdk(${name});`);

function project(label: string, files: Record<string, string>): string {
  const root = makeTempDir(label);
  writeTree(root, { 'package.json': PACKAGE, 'tsconfig.json': '{ "compilerOptions": { "strict": true } }', ...files });
  return root;
}

describe('fail closed', () => {
  it('a worker that exits with code 0 while transforming: its files fail, exit 1', async () => {
    const names = ['a', 'b', 'c'];
    const root = project('worker-exit-0', Object.fromEntries(names.map((name) => [`src/${name}.ts`, aiTool(name)])));
    // Preloaded in every thread: a worker leaves, with code 0, as soon as it is given a file.
    const hook = path.join(makeTempDir('hook'), 'worker-exit-hook.cjs');
    writeFileSync(
      hook,
      "const { isMainThread, parentPort } = require('node:worker_threads');\n" +
        'if (!isMainThread) parentPort.on("message", () => process.exit(0));\n',
    );
    const result = await runCli(['--yes', '--cpus', '2', '.'], { cwd: root, nodeArgs: ['--require', hook] });
    expect(result.code, result.stderr).toBe(1);
    for (const name of names) {
      expect(result.stderr).toMatch(
        new RegExp(`error src/${name}\\.ts: worker crashed: it exited with code 0 while transforming it`),
      );
      expect(read(root, `src/${name}.ts`)).toBe(aiTool(name));
    }
  });

  it('a 600 MB file named .ts (an MPEG-TS video) is skipped by its size, with a note; the rest is migrated', async () => {
    const root = project('huge-file', { 'src/weather.ts': aiTool('weather') });
    // Sparse: 600 MB to stat and to read, no disk taken.
    const video = openSync(path.join(root, 'src', 'video.ts'), 'w');
    ftruncateSync(video, 600 * 1024 * 1024);
    closeSync(video);
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/warning src\/video\.ts: 600 MB, above the 10 MB limit for a source file: not read/);
    expect(isMigrated(read(root, 'src/weather.ts'), 'weather')).toBe(true);
  });

  it('code nested 10,000 deep and a 5,000-term concatenation: "too deeply nested", not a syntax error; the rest goes on', async () => {
    const deep = `import { tool } from 'ai';\nexport const deep = ${'['.repeat(10_000)}${']'.repeat(10_000)};\n`;
    const long = `import { tool } from 'ai';\nexport const long = ${Array.from({ length: 5000 }, () => "'a'").join(' + ')};\n`;
    const root = project('deep', { 'src/deep.ts': deep, 'src/long.ts': long, 'src/weather.ts': aiTool('weather') });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    for (const file of ['deep', 'long'])
      expect(result.stderr).toMatch(
        new RegExp(`error src/${file}\\.ts: the file is valid code too deeply nested to analyse .*left unchanged`),
      );
    expect(result.stderr).not.toMatch(/syntax error/);
    expect(read(root, 'src/deep.ts')).toBe(deep);
    expect(read(root, 'src/long.ts')).toBe(long);
    expect(isMigrated(read(root, 'src/weather.ts'), 'weather')).toBe(true);
  });
});

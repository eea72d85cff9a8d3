/**
 * What the built CLI loads, in any of its threads: TypeScript (about 0.4 s of CPU) only when the
 * type oracle has a question (in the oracle's own thread), Babel's core only to write a JavaScript
 * adapter module, and the prompts only in the interactive flow; `--version`, a bad flag or a
 * missing path load no command at all (no Babel, no front end). Every CLI run (and every CLI
 * test) would pay for them otherwise. A `--require` preload records the packages the run loaded.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, repoRoot, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const WATCHED = ['typescript', '@babel/core', '@inquirer/prompts'];

// Preloaded into every thread of the run (workers inherit execArgv): the type oracle loads TypeScript in its own.
const recorderSource = (watched: readonly string[]) => `const Module = require('node:module');
const { appendFileSync } = require('node:fs');
const watched = ${JSON.stringify(watched)};
const loaded = new Set();
const load = Module._load;
Module._load = function (request, ...rest) {
  for (const name of watched)
    if ((request === name || request.startsWith(name + '/')) && !loaded.has(name)) {
      loaded.add(name);
      appendFileSync(process.env.STM_LOADED_LOG, name + '\\n');
    }
  return load.call(this, request, ...rest);
};
`;

async function loadedBy(
  args: string[],
  cwd: string,
  watched: readonly string[] = WATCHED,
  code = 0,
): Promise<{ loaded: string[]; stdout: string }> {
  const dir = makeTempDir('startup-loads');
  const recorder = path.join(dir, 'recorder.cjs');
  const log = path.join(dir, 'loaded.txt');
  writeFileSync(recorder, recorderSource(watched));
  writeFileSync(log, '');
  const result = await runCli(args, { cwd, nodeArgs: ['--require', recorder], env: { STM_LOADED_LOG: log } });
  expect(result.code, result.stderr).toBe(code);
  const loaded = [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))];
  return { loaded, stdout: result.stdout };
}

const AI_SDK_TOOL = `import { tool } from 'ai';
import { z } from 'zod';

export const weather = tool({
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => \`sunny in \${city}\`,
});
`;

describe('start-up loads', () => {
  it('--help loads none of them', async () => {
    expect((await loadedBy(['--help'], repoRoot)).loaded).toEqual([]);
  });

  it('--version, a bad flag and a missing path load no command: no Babel, no front end', async () => {
    const noCommand = ['@babel/traverse', '@babel/parser', 'diff', ...WATCHED];
    expect((await loadedBy(['--version'], repoRoot, noCommand)).loaded).toEqual([]);
    expect((await loadedBy(['--chek'], repoRoot, noCommand, 1)).loaded).toEqual([]);
    expect((await loadedBy(['report', 'no-such-folder'], repoRoot, noCommand, 1)).loaded).toEqual([]);
  });

  it('a dry run whose files ask the type oracle nothing does not load TypeScript', async () => {
    const project = makeTempDir('startup-no-question');
    writeTree(project, {
      'package.json': JSON.stringify({ name: 'p', private: true, dependencies: { ai: '^5.0.0', zod: '^3.25.0' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] }),
      'src/tools.ts': AI_SDK_TOOL,
    });
    const run = await loadedBy(['--dry-run', '--yes', '.'], project);
    expect(run.stdout).toContain('src/tools.ts');
    expect(run.loaded).toEqual([]);
  });

  it('a dry run whose files ask the type oracle a question loads TypeScript', async () => {
    // The weather app's Genkit tools are defined on an `ai` instance imported from another module.
    const run = await loadedBy(['--dry-run', '--yes', 'examples/weather-app'], repoRoot);
    expect(run.loaded).toEqual(['typescript']);
  });

  // A dry run renders no module it does not read: Babel's core is loaded by a run that writes one.
  it("a JavaScript project's run loads Babel's core (to strip the adapter module's types), not TypeScript", async () => {
    const project = makeTempDir('startup-javascript');
    writeTree(project, {
      'package.json': JSON.stringify({
        name: 'p',
        private: true,
        type: 'module',
        dependencies: { ai: '^5.0.0', zod: '^3.25.0' },
      }),
      'src/tools.js': AI_SDK_TOOL,
    });
    const dryRun = await loadedBy(['--dry-run', '--yes', '.'], project);
    expect(dryRun.stdout).toContain('std-tool.js');
    expect(dryRun.loaded).toEqual([]);
    const run = await loadedBy(['--yes', '.'], project);
    expect(readFileSync(path.join(project, 'std-tool.js'), 'utf8')).toMatch(/\btoAiSdk\b/);
    expect(run.loaded).toEqual(['@babel/core']);
  });
});

/**
 * The CLI's flags and exit codes, run as a child process on temporary projects: what is
 * written (files and adapter modules), what is printed, and the code it exits with.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiTool,
  type CliResult,
  type JsonResult,
  makeTempDir,
  parseJson,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
  git,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const packageJson = (dependencies: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'fixture', version: '1.0.0', private: true, dependencies, ...extra }, null, 2);

function tsProject(label: string, files: Record<string, string> = { 'src/weather.ts': aiTool('weather') }): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': packageJson({ ai: '^6.0.0', zod: '^4.2.0' }),
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
    ...files,
  });
  return root;
}

/** Lets a temp project's code import the repo's installed packages. */
function linkNodeModules(root: string): void {
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
}

describe('help, version, list', () => {
  it('prints help and version and the transforms, exit 0', async () => {
    const cwd = makeTempDir('help');
    const help = await runCli(['--help'], { cwd });
    expect(help.code).toBe(0);
    for (const flag of [
      '--dry-run',
      '--yes',
      '--transform',
      '--adapter-path',
      '--adapter-import',
      '--check',
      '--json',
      '--allow-dirty',
      '--ignore',
      '--cpus',
    ]) {
      expect(help.stdout).toContain(flag);
    }
    const version = await runCli(['--version'], { cwd });
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
    const list = await runCli(['list'], { cwd });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('ai-sdk');
  });
});

describe('bad invocations exit 1', () => {
  it('an unknown transform', async () => {
    const root = tsProject('unknown-transform');
    const before = snapshotTree(root);
    const result = await runCli(['--transform', 'nope', '--yes', root], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nope/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('a missing path: one line, a pointer to --help, exit 1, and nothing written (checked before any work)', async () => {
    const root = tsProject('missing-path');
    const before = snapshotTree(root);
    const result = await runCli(['--yes', path.join(root, 'src'), path.join(root, 'srcc')], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: no such file or folder: ${path.join(root, 'srcc')}\n(run std-tool-migrate --help for the options and examples)\n`,
    );
    expect(snapshotTree(root)).toEqual(before);
    const json = await runCli(['--yes', '--json', 'src', 'srcc'], { cwd: root });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { reason: 'missing-path' } });
    expect(snapshotTree(root)).toEqual(before);
  });

  it('a misspelt command is not taken for a path: nothing migrated, exit 1', async () => {
    const root = tsProject('misspelt-command');
    const before = snapshotTree(root);
    const result = await runCli(['reprot', 'src', '--yes'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: 'reprot' is neither a command nor a file or folder \(commands: .*report/);
    expect(result.stderr.trim().split('\n')).toHaveLength(2);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('an unknown flag: the error and a pointer to --help, not the whole help', async () => {
    const cwd = makeTempDir('unknown-flag');
    for (const args of [['--chek'], ['report', '--fail-on-duplicate']]) {
      const result = await runCli(args, { cwd });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      // Two lines: nothing after them (a subcommand's error once exited from inside commander).
      expect(lines, result.stderr).toHaveLength(2);
      expect(lines[0]).toMatch(/^error: unknown option '--\S+' \(did you mean --\S+\?\)$/);
      expect(lines[1]).toMatch(/--help/);
    }
  });

  it('a bad --cpus value', async () => {
    const root = tsProject('bad-cpus');
    const result = await runCli(['--cpus', 'zero', '--dry-run', root], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--cpus/);
  });
});

describe('--dry-run, --check, --json', () => {
  it('--dry-run prints a unified diff and writes nothing', async () => {
    const root = tsProject('dry-run');
    const before = snapshotTree(root);
    const result = await runCli(['--dry-run', root], { cwd: root });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('+++ b/');
    expect(result.stdout).toContain('-export const weatherTool = tool({');
    expect(result.stdout).toContain('+export const weatherTool = toAiSdk(weather);');
    expect(result.stderr).toMatch(/would write the adapter module .*std-tool\.ts/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('--check exits 2 while there is work and 0 once migrated; it never writes', async () => {
    const root = tsProject('check');
    const before = snapshotTree(root);
    expect((await runCli(['--check', root], { cwd: root })).code).toBe(2);
    expect(snapshotTree(root)).toEqual(before);
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect((await runCli(['--check', root], { cwd: root })).code).toBe(0);
  });

  it('--json prints the typed result and nothing else on stdout', async () => {
    const root = tsProject('json', { 'src/weather.ts': aiTool('weather'), 'src/plain.ts': 'export const x = 1;\n' });
    const result = await runCli(['--yes', '--json', root], { cwd: root });
    expect(result.code).toBe(0);
    const json = parseJson(result);
    const byName = Object.fromEntries(json.files.map((file) => [path.relative(root, file.path), file]));
    expect(byName['src/weather.ts']).toMatchObject({
      status: 'changed',
      written: true,
      tools: [{ name: 'weather', framework: 'ai-sdk' }],
    });
    expect(byName['src/plain.ts']).toMatchObject({ status: 'skipped', written: false });
    expect(json.totals).toMatchObject({ files: 2, changed: 1, errors: 0, migrated: 1 });
    // `existing` says what was on disk before the run: nothing, though the run then wrote it.
    expect(json.adapterModules).toEqual([
      expect.objectContaining({ path: path.join(root, 'std-tool.ts'), frameworks: ['ai-sdk'], existing: 'absent' }),
    ]);
    writeFileSync(path.join(root, 'src/search.ts'), aiTool('search'));
    const again = parseJson(await runCli(['--yes', '--json', '--allow-dirty', root], { cwd: root }));
    expect(again.adapterModules).toEqual([expect.objectContaining({ existing: 'identical' })]);
  });
});

describe('--yes applies, and the adapter module fits the project', () => {
  it('writes std-tool.ts at the project root with only the AI SDK adapter; imports are relative from nested folders', async () => {
    const root = tsProject('nested', {
      'src/weather.ts': aiTool('weather'),
      'src/deep/er/search.ts': aiTool('search'),
    });
    const result = await runCli(['--yes', root], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain(
      "import { standardTool, toAiSdk } from '../std-tool';",
    );
    expect(readFileSync(path.join(root, 'src/deep/er/search.ts'), 'utf8')).toContain(
      "import { standardTool, toAiSdk } from '../../../std-tool';",
    );
    const adapter = readFileSync(path.join(root, 'std-tool.ts'), 'utf8');
    expect(adapter).toContain('export function toAiSdk');
    const imported = [...adapter.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imported.filter((specifier) => !specifier.startsWith('zod'))).toEqual(['ai']);
    expect(result.stderr).toMatch(/2 files changed, 2 tools migrated/);
  });

  it('a tsconfig rootDir (in a tsconfig with comments) puts the adapter module inside the sources', async () => {
    const root = tsProject('root-dir', { 'src/tools/weather.ts': aiTool('weather') });
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      '{\n  // sources only\n  "compilerOptions": { "strict": true, "rootDir": "./src", },\n  /* built to dist */\n}\n',
    );
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(existsSync(path.join(root, 'src', 'std-tool.ts'))).toBe(true);
    expect(readFileSync(path.join(root, 'src/tools/weather.ts'), 'utf8')).toContain("from '../std-tool';");
  });

  it("a composite project's include list puts the adapter module in a folder it names (src first), not at the root", async () => {
    const root = tsProject('composite-include', {
      'agent/weather.ts': aiTool('weather'),
      'src/index.ts': 'export {};\n',
    });
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { composite: true, rootDir: '.' }, include: ['index.ts', 'agent', 'src'] }),
    );
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(existsSync(path.join(root, 'src', 'std-tool.ts'))).toBe(true);
    expect(readFileSync(path.join(root, 'agent/weather.ts'), 'utf8')).toContain("from '../src/std-tool';");
  });

  it('NodeNext-style code gets `.js` on the adapter import', async () => {
    const root = tsProject('nodenext', {
      'src/weather.ts': `import { helper } from './helper.js';\n${aiTool('weather')}export const h = helper;\n`,
      'src/helper.ts': 'export const helper = 1;\n',
    });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain("from '../std-tool.js';");
  });

  it('--adapter-path puts the module where asked, and imports follow it', async () => {
    const root = tsProject('adapter-path');
    const target = path.join(root, 'src', 'lib', 'tools-adapter.ts');
    writeTree(root, { 'src/lib/.keep': '' });
    expect((await runCli(['--yes', '--adapter-path', target, root], { cwd: root })).code).toBe(0);
    expect(existsSync(target)).toBe(true);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain("from './lib/tools-adapter';");
  });

  it('--adapter-import uses an existing module and writes none', async () => {
    const root = tsProject('adapter-import');
    expect((await runCli(['--yes', '--adapter-import', '@acme/std-tool', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain(
      "import { standardTool, toAiSdk } from '@acme/std-tool';",
    );
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
  });

  it('--transform ai-sdk runs that transform alone', async () => {
    const root = tsProject('transform');
    const result = await runCli(['--yes', '--transform', 'ai-sdk', '--json', root], { cwd: root });
    expect(result.code).toBe(0);
    expect(parseJson(result).totals.migrated).toBe(1);
  });

  it('--ignore skips matching files', async () => {
    const root = tsProject('ignore', {
      'src/weather.ts': aiTool('weather'),
      'src/generated/search.ts': aiTool('search'),
    });
    const result = await runCli(['--yes', '--json', '--ignore', 'src/generated/**', '--', root], { cwd: root });
    expect(result.code).toBe(0);
    expect(parseJson(result).files.map((file) => path.relative(root, file.path))).toEqual(['src/weather.ts']);
    expect(readFileSync(path.join(root, 'src/generated/search.ts'), 'utf8')).toBe(aiTool('search'));
  });

  it('--cpus 1 and --cpus 2 write the same result', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`src/t${index}.ts`, aiTool(`t${index}`)]),
    );
    const one = tsProject('cpus1', files);
    const two = tsProject('cpus2', files);
    expect((await runCli(['--yes', '--cpus', '1', one], { cwd: one })).code).toBe(0);
    expect((await runCli(['--yes', '--cpus', '2', two], { cwd: two })).code).toBe(0);
    expect(snapshotTree(two)).toEqual(snapshotTree(one));
  });
});

describe('worker threads', () => {
  it('--cpus 2 really uses workers; a crashed worker fails only the file it held, the rest is migrated', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`src/t${index}.ts`, aiTool(`t${index}`)]),
    );
    const root = tsProject('worker-crash', { ...files, 'src/crash.ts': aiTool('crash') });
    // Preloaded into every thread (workers inherit execArgv): a worker handed crash.ts exits.
    const hook = path.join(root, 'crash-hook.cjs');
    writeFileSync(
      hook,
      "const { isMainThread, parentPort, threadId } = require('node:worker_threads');\n" +
        "if (!isMainThread && parentPort) parentPort.on('message', (task) => { if (task.path.endsWith('crash.ts')) process.exit(3); else process.stderr.write('worker ' + threadId + '\\n'); });\n",
    );
    const result = await runCli(['--yes', '--json', '--cpus', '2', 'src'], {
      cwd: root,
      nodeArgs: ['--require', hook],
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^worker \d+$/m);
    const json = parseJson(result);
    const crashed = json.files.find((file) => file.path.endsWith('crash.ts'))!;
    expect(crashed).toMatchObject({ status: 'error', written: false });
    expect(crashed.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['worker-crashed']);
    expect(readFileSync(path.join(root, 'src/crash.ts'), 'utf8')).toBe(aiTool('crash'));
    for (let index = 0; index < 8; index += 1) {
      expect(readFileSync(path.join(root, `src/t${index}.ts`), 'utf8')).toContain(`toAiSdk(t${index})`);
    }
  });
});

/**
 * Facts across files, in one run over a folder per case: a Genkit run loads TypeScript and Genkit's
 * types (about 2 s of CPU), once here instead of once per case. The cases share nothing but the run;
 * each keeps its own layout, and the assertions read its own files and report entries.
 */
describe('facts across files (a folder per case, one run)', () => {
  const genkitModule = "import { genkit } from 'genkit';\n\nexport const ai = genkit({ plugins: [] });\n";
  const toolsImporting = (name: string, from: string) =>
    `import { z } from 'genkit';\nimport { ${name} } from '${from}';\n\nexport const getWeather = ${name}.defineTool(\n  { name: 'get_weather', description: 'Weather', inputSchema: z.object({ city: z.string() }) },\n  async ({ city }) => \`Sunny in \${city}\`,\n);\n`;
  const barrelCases: [label: string, folder: string, barrels: Record<string, string>, name: string, from: string][] = [
    ['a named re-export', 'named', { 'src/index.ts': "export { ai } from './genkit';\n" }, 'ai', './index'],
    [
      'an aliased re-export',
      'aliased',
      { 'src/index.ts': "export { ai as assistant } from './genkit.js';\n" },
      'assistant',
      '.',
    ],
    ['`export *`', 'star', { 'src/index.ts': "export * from './genkit';\n" }, 'ai', './index.js'],
    [
      'a chain of two barrels',
      'chain',
      { 'src/index.ts': "export * from './lib';\n", 'src/lib/index.ts': "export { ai } from '../genkit';\n" },
      'ai',
      '.',
    ],
  ];
  const inFolder = (folder: string, files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${folder}/${file}`, text]));
  const crossFile = {
    'src/genkit.ts': genkitModule,
    'src/tools.ts':
      "import { z } from 'genkit';\nimport { ai } from './genkit.js';\n\nexport const getWeather = ai.defineTool(\n  { name: 'get_weather', description: 'Weather', inputSchema: z.object({ city: z.string() }) },\n  async ({ city }) => `Sunny in ${city}`,\n);\n",
    'src/fake.ts': 'export const ai = { defineTool: (config: unknown, fn: unknown) => fn };\n',
    'src/other.ts':
      "import { ai } from './fake.js';\n\nexport const t = ai.defineTool({ name: 'x', description: 'x' }, async () => 1);\n",
  };
  let root = '';
  let result: CliResult;
  let report: JsonResult;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const entry = (file: string) => report.files.find((candidate) => candidate.path === path.join(root, file));

  beforeAll(async () => {
    root = makeTempDir('genkit-facts');
    writeTree(root, {
      'package.json': packageJson({ genkit: '^1.42.0' }, { type: 'module' }),
      // The alias case's `@/…` (no other case imports through `@/`).
      'tsconfig.json': '{ "compilerOptions": { "strict": true, "paths": { "@/*": ["./alias/src/*"] } } }',
      ...inFolder('cross-file', crossFile),
      ...Object.assign(
        {},
        ...barrelCases.map(([, folder, barrels, name, from]) =>
          inFolder(folder, { 'src/genkit.ts': genkitModule, 'src/tools.ts': toolsImporting(name, from), ...barrels }),
        ),
      ),
      // Only outside/src is named on the command line: outside/shared is not part of the run.
      ...inFolder('outside', {
        'shared/genkit.ts': genkitModule,
        'src/index.ts': "export { ai } from '../shared/genkit';\n",
        'src/tools.ts': toolsImporting('ai', './index'),
      }),
      ...inFolder('alias', {
        'src/common/genkit.ts': genkitModule,
        'src/app/tools.ts':
          "import { z } from 'genkit';\nimport { ai } from '@/common/genkit';\n\nexport const getWeather = ai.defineTool(\n  { name: 'get_weather', description: 'Weather', inputSchema: z.object({ city: z.string() }) },\n  async ({ city }) => `Sunny in ${city}`,\n);\n",
      }),
    });
    const folders = ['cross-file', ...barrelCases.map(([, folder]) => folder), 'alias'];
    result = await runCli(['--yes', '--json', ...folders, 'outside/src'], { cwd: root });
    report = parseJson(result);
  });

  it('exits 0, and migrates exactly the tools the cases below expect', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(report.totals.migrated).toBe(barrelCases.length + 2);
  });

  it('a Genkit instance exported by one file makes `ai.defineTool` in another migratable; a look-alike does not', () => {
    expect(read('cross-file/src/tools.ts')).toContain('export const getWeather = toGenkit(ai, getWeatherDefinition);');
    expect(entry('cross-file/src/tools.ts')).toMatchObject({ status: 'changed', tools: [{ name: 'get_weather' }] });
    expect(read('cross-file/src/other.ts')).toBe(crossFile['src/other.ts']);
    expect(entry('cross-file/src/other.ts')?.tools).toEqual([]);
  });

  it.each(barrelCases)(
    'an instance imported through %s migrates; the barrel stays skipped',
    (_label, folder, barrels, name) => {
      expect(read(`${folder}/src/tools.ts`)).toContain(
        `export const getWeather = toGenkit(${name}, getWeatherDefinition);`,
      );
      expect(entry(`${folder}/src/tools.ts`)).toMatchObject({ status: 'changed', tools: [{ name: 'get_weather' }] });
      expect(entry(`${folder}/src/index.ts`)).toEqual({
        path: path.join(root, folder, 'src/index.ts'),
        status: 'skipped',
        tools: [],
        diagnostics: [],
        reason: 'no framework import',
        written: false,
      });
      expect(read(`${folder}/src/index.ts`)).toBe(barrels['src/index.ts']);
    },
  );

  it('a barrel re-exporting a module outside the run: the definition stays reported, and says why', () => {
    expect(read('outside/src/tools.ts')).toBe(toolsImporting('ai', './index'));
    const tools = entry('outside/src/tools.ts');
    expect(tools?.status).not.toBe('changed');
    expect(tools?.diagnostics).toEqual([
      expect.objectContaining({
        reason: 'unknown-receiver',
        kind: 'manual',
        framework: 'genkit',
        message: expect.stringContaining(
          "imported from './index', which no file of this run shows to be a Genkit instance",
        ),
      }),
    ]);
    expect(report.files.some((file) => file.path.includes(`${path.sep}outside${path.sep}shared`))).toBe(false);
  });

  it("through a path alias: `import { ai } from '@/common/genkit'` finds the one module of the run at that path", () => {
    expect(read('alias/src/app/tools.ts')).toContain('export const getWeather = toGenkit(ai, getWeatherDefinition);');
    expect(entry('alias/src/app/tools.ts')).toMatchObject({ status: 'changed', tools: [{ name: 'get_weather' }] });
  });
});

describe('AI SDK record keys through a barrel', () => {
  it('a tool registered as `tools: { echo_text: echoTool }` through `export *` is named by that key', async () => {
    const root = tsProject('ai-sdk-barrel', {
      'src/tools/echo.ts': aiTool('echo'),
      'src/tools/index.ts': "export * from './echo';\n",
      'src/agent.ts':
        "import { generateText } from 'ai';\nimport { echoTool } from './tools';\n\nexport const run = (model: never) => generateText({ model, prompt: 'x', tools: { echo_text: echoTool } });\n",
    });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const report = parseJson(result);
    const echo = report.files.find((file: { path: string }) => file.path.endsWith('src/tools/echo.ts'));
    expect(echo?.tools.map((tool: { name: string }) => tool.name)).toEqual(['echo_text']);
  });
});

describe('JavaScript projects', () => {
  it('ESM: std-tool.js as ESM, `.js` imports, and the migrated code runs', async () => {
    const root = makeTempDir('esm');
    writeTree(root, {
      'package.json': packageJson({ ai: '^6.0.0', zod: '^4.2.0' }, { type: 'module' }),
      'src/weather.js': aiTool('weather'),
    });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    const migrated = readFileSync(path.join(root, 'src/weather.js'), 'utf8');
    expect(migrated).toContain("import { toAiSdk } from '../std-tool.js';");
    expect(migrated).not.toContain('standardTool');
    expect(readFileSync(path.join(root, 'std-tool.js'), 'utf8')).toMatch(/^export function toAiSdk/m);
    linkNodeModules(root);
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./src/weather.js'); console.log(await m.weatherTool.execute({ text: 'a' }, {}))",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('a-weather');
  });

  it('CommonJS: std-tool.js with require, and the migrated code runs', async () => {
    const root = makeTempDir('cjs');
    const source = `const { tool } = require('ai');\nconst { z } = require('zod');\n\nconst weatherTool = tool({\n  description: 'weather tool',\n  inputSchema: z.object({ text: z.string() }),\n  execute: async ({ text }) => text + '-weather',\n});\n\nmodule.exports = { weatherTool };\n`;
    writeTree(root, { 'package.json': packageJson({ ai: '^6.0.0', zod: '^4.2.0' }), 'lib/weather.js': source });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    const migrated = readFileSync(path.join(root, 'lib/weather.js'), 'utf8');
    expect(migrated).toContain("const { toAiSdk } = require('../std-tool');");
    expect(readFileSync(path.join(root, 'std-tool.js'), 'utf8')).toContain('exports.toAiSdk');
    linkNodeModules(root);
    const run = spawnSync(
      process.execPath,
      ['-e', "require('./lib/weather.js').weatherTool.execute({ text: 'b' }, {}).then(console.log)"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('b-weather');
  });
});

describe('Genkit raw JSON Schemas (inputJsonSchema)', () => {
  const genkitSource = (requireStyle: boolean) =>
    [
      requireStyle ? "const { genkit } = require('genkit');" : "import { genkit } from 'genkit';",
      '',
      'const ai = genkit({});',
      '',
      'const lookup = ai.defineTool(',
      "  { name: 'lookup', description: 'Looks a key up', inputJsonSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] } },",
      '  async ({ key }) => key.toUpperCase(),',
      ');',
      '',
      requireStyle ? 'module.exports = { ai, lookup };' : 'export { ai, lookup };',
      '',
    ].join('\n');

  it('TypeScript: the module written exports fromJsonSchema, which the migrated file imports', async () => {
    const root = tsProject('genkit-json', { 'src/lookup.ts': genkitSource(false) });
    writeTree(root, { 'package.json': packageJson({ genkit: '^1.42.0', zod: '^4.2.0' }) });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/lookup.ts'), 'utf8')).toContain(
      "import { fromJsonSchema, standardTool, toGenkit } from '../std-tool';",
    );
    expect(readFileSync(path.join(root, 'std-tool.ts'), 'utf8')).toMatch(/^export function fromJsonSchema/m);
  });

  it('CommonJS: the required fromJsonSchema is in std-tool.js, and Genkit validates the input as before', async () => {
    const root = makeTempDir('genkit-json-cjs');
    writeTree(root, {
      'package.json': packageJson({ genkit: '^1.42.0' }),
      'lib/lookup.js': genkitSource(true),
    });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    const migrated = readFileSync(path.join(root, 'lib/lookup.js'), 'utf8');
    expect(migrated).toContain("const { toGenkit, fromJsonSchema } = require('../std-tool');");
    expect(readFileSync(path.join(root, 'std-tool.js'), 'utf8')).toContain('exports.fromJsonSchema');
    linkNodeModules(root);
    const script = [
      "const { lookup } = require('./lib/lookup.js');",
      "lookup({ key: 'abc' }).then(console.log);",
      'lookup({ key: 1 }).catch((error) => console.log(error.status));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stdout.trim().split('\n').sort()).toEqual(['ABC', 'INVALID_ARGUMENT']);
  });

  it('an edited module without fromJsonSchema is not used for a file that needs it', async () => {
    const zodTool = [
      "import { genkit, z } from 'genkit';",
      'const ai = genkit({});',
      "export const echo = ai.defineTool({ name: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => text);",
      '',
    ].join('\n');
    const root = tsProject('genkit-json-edited', { 'src/echo.ts': zodTool });
    writeTree(root, { 'package.json': packageJson({ genkit: '^1.42.0', zod: '^4.2.0' }) });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    const adapterPath = path.join(root, 'std-tool.ts');
    expect(readFileSync(adapterPath, 'utf8')).not.toMatch(/^export function fromJsonSchema/m);
    writeFileSync(adapterPath, `${readFileSync(adapterPath, 'utf8')}\n// my own addition\n`);
    writeTree(root, { 'src/lookup.ts': genkitSource(false) });
    const result = await runCli(['--yes', root], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/edited by hand and lacks fromJsonSchema/);
    expect(readFileSync(path.join(root, 'src/lookup.ts'), 'utf8')).toBe(genkitSource(false));
  });
});

describe('a monorepo with two packages on different AI SDK majors', () => {
  it('writes one adapter module per package, each in the variant of its major', async () => {
    const root = makeTempDir('monorepo');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'mono', private: true, workspaces: ['packages/*'] }),
      'packages/legacy/package.json': packageJson({ ai: '^4.3.0', zod: '^3.23.0' }),
      'packages/legacy/src/search.ts': aiTool('search').replace('inputSchema', 'parameters'),
      'packages/modern/package.json': packageJson({ ai: '^6.0.0', zod: '^4.2.0' }),
      'packages/modern/src/weather.ts': aiTool('weather'),
    });
    const result = await runCli(['--yes', '--json', root], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(
      parseJson(result)
        .adapterModules.map((module) => path.relative(root, module.path))
        .sort(),
    ).toEqual(['packages/legacy/std-tool.ts', 'packages/modern/std-tool.ts']);
    const legacy = readFileSync(path.join(root, 'packages/legacy/std-tool.ts'), 'utf8');
    const modern = readFileSync(path.join(root, 'packages/modern/std-tool.ts'), 'utf8');
    expect(legacy).toContain('parameters:');
    // The header names the frameworks and the majors it serves; v4 names the schema `parameters`.
    expect(legacy).toMatch(/^\/\/ for ai-sdk \(ai 4\.x\b/m);
    expect(modern).toMatch(/^\/\/ for ai-sdk \(ai 6\.x\b/m);
    expect(modern).not.toContain('parameters:');
    expect(readFileSync(path.join(root, 'packages/legacy/src/search.ts'), 'utf8')).toContain("from '../std-tool';");
  });
});

describe('the adapter module on later runs', () => {
  it('an unedited copy is updated; an edited one is never overwritten', async () => {
    const root = tsProject('rerun');
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    const adapterPath = path.join(root, 'std-tool.ts');
    const first = readFileSync(adapterPath, 'utf8');

    // Unedited: a second run with a new tool leaves it as it is (already right) and exits 0.
    writeTree(root, { 'src/search.ts': aiTool('search') });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(adapterPath, 'utf8')).toBe(first);

    // Edited and missing nothing: used as it is.
    writeFileSync(adapterPath, `${first}\n// my own addition\n`);
    writeTree(root, { 'src/third.ts': aiTool('third') });
    expect((await runCli(['--yes', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(adapterPath, 'utf8')).toContain('// my own addition');

    // Edited and lacking the adapter the new file needs: not overwritten, the file is not migrated, exit 1.
    writeFileSync(adapterPath, '// hand-written\nexport const nothing = 1;\n');
    writeTree(root, { 'src/fourth.ts': aiTool('fourth') });
    const result = await runCli(['--yes', root], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/edited by hand/);
    expect(readFileSync(adapterPath, 'utf8')).toBe('// hand-written\nexport const nothing = 1;\n');
    expect(readFileSync(path.join(root, 'src/fourth.ts'), 'utf8')).toBe(aiTool('fourth'));
  });
});

describe('git', () => {
  it('a dirty tree is refused unless --allow-dirty; --dry-run is allowed', async () => {
    const root = tsProject('git-dirty');
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'init');
    writeFileSync(path.join(root, 'src/dirty.ts'), 'export const dirty = 1;\n');
    const refused = await runCli(['--yes', root], { cwd: root });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/uncommitted changes/);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toBe(aiTool('weather'));
    expect((await runCli(['--dry-run', root], { cwd: root })).code).toBe(0);
    expect((await runCli(['--yes', '--allow-dirty', root], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain('toAiSdk(weather)');
  });
});

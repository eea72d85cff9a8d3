/**
 * Issue 14, row by row, against the built CLI: the git guard, the adapter module's
 * protection and planning, `report`'s own flags, dry-run/check/apply agreeing, one module
 * per project, NodeNext imports, interruption and temp files, worker limits, and the
 * smaller points. Each test checks the exit code, the message, and what is on disk.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerCount } from '../../cli/cpus';
import { UsageError } from '../../cli/usage-error';
import { lintProject } from '../support/lint-project';
import { typeCheckProject } from '../support/type-check';
import {
  aiTool,
  git,
  leftoverTempFiles,
  makeTempDir,
  parseJson,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const PACKAGE = JSON.stringify({ name: 'fixture', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } });
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const isMigrated = (text: string, name: string) => text.includes(`export const ${name}Tool = toAiSdk(${name});`);

function project(label: string, files: Record<string, string> = { 'src/weather.ts': aiTool('weather') }): string {
  const root = makeTempDir(label);
  writeTree(root, { 'package.json': PACKAGE, 'tsconfig.json': '{ "compilerOptions": { "strict": true } }', ...files });
  return root;
}

function committed(root: string): string {
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'initial');
  return root;
}

function exampleCopy(): string {
  const root = makeTempDir('example');
  cpSync(path.join(repoRoot, 'examples', 'weather-app'), root, { recursive: true });
  return root;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('row 1: the git guard', () => {
  it.skipIf(!isRoot)('a repository git refuses (dubious ownership) is refused, nothing written', async () => {
    const root = committed(project('dubious'));
    writeFileSync(path.join(root, 'src/wip.ts'), 'export const wip = 1;\n');
    spawnSync('chown', ['-R', 'nobody:', root]);
    const before = snapshotTree(root);
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot check the git work tree at .*dubious ownership/);
    expect(result.stderr).toMatch(/--allow-dirty/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('git not on PATH while a .git exists: refused', async () => {
    const root = committed(project('no-git'));
    const before = snapshotTree(root);
    const result = await runCli(['--yes', '.'], { cwd: root, env: { PATH: makeTempDir('empty-path') } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot check the git work tree at .*git is not on PATH/);
    expect(snapshotTree(root)).toEqual(before);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
  });

  it('status.showUntrackedFiles=no does not hide a new untracked file', async () => {
    const root = committed(project('untracked'));
    git(root, 'config', 'status.showUntrackedFiles', 'no');
    writeFileSync(path.join(root, 'src/new-tool.ts'), aiTool('fresh'));
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/uncommitted changes \(src\/new-tool\.ts\)/);
    expect(read(root, 'src/new-tool.ts')).toBe(aiTool('fresh'));
    expect(read(root, 'src/weather.ts')).toBe(aiTool('weather'));
  });

  it('row 11: a tree outside git is migrated with a warning that there is no safety net', async () => {
    const root = project('no-repository');
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/not in a git repository, so there is no safety net/);
    expect(isMigrated(read(root, 'src/weather.ts'), 'weather')).toBe(true);
  });
});

describe('row 2: the module is re-planned from disk at write time', () => {
  it('an adapter module written by another run between plan and write keeps its adapters', async () => {
    const root = project('replan', { 'src/weather.ts': aiTool('weather') });
    const { planRun, applyRun } = await import('../../cli/runner/run');
    const plan = await planRun({ paths: [root], transforms: ['ai-sdk'], cpus: 1 });
    // Another run's module (ours, unedited) for LangChain appears meanwhile.
    const other = project('replan-other', {
      'src/agent.ts': `import { tool } from '@langchain/core/tools';\nimport { z } from 'zod';\n\nexport const echo = tool(async ({ text }) => text, { name: 'echo', description: 'Echo', schema: z.object({ text: z.string() }) });\n`,
    });
    expect((await runCli(['--yes', '-t', 'langchain', '--', '.'], { cwd: other })).code).toBe(0);
    cpSync(path.join(other, 'std-tool.ts'), path.join(root, 'std-tool.ts'));
    const outcome = await applyRun(plan, new Set(plan.files.map((file) => file.path)));
    expect(outcome.failed).toEqual([]);
    const module = read(root, 'std-tool.ts');
    expect(module).toMatch(/^export (?:function|const) toAiSdk\b/m);
    expect(module).toMatch(/^export (?:function|const) toLangChain\b/m);
  });
});

describe('row 3: report honours its own -t, --ignore and --cpus', () => {
  it('-t ai-sdk lists AI SDK tools only; --ignore drops src/mcp; --cpus abc exits 1', async () => {
    const root = exampleCopy();
    const only = await runCli(['report', '.', '-t', 'ai-sdk', '--format', 'json'], { cwd: root });
    expect(only.code, only.stderr).toBe(0);
    const frameworks = new Set(
      (JSON.parse(only.stdout) as { entries: { framework: string }[] }).entries.map((entry) => entry.framework),
    );
    expect([...frameworks]).toEqual(['ai-sdk']);

    const ignored = await runCli(['report', '--ignore', 'src/mcp/**', '--format', 'json', '--', '.'], { cwd: root });
    expect(ignored.code, ignored.stderr).toBe(0);
    const files = (JSON.parse(ignored.stdout) as { entries: { file: string }[] }).entries.map((entry) => entry.file);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => file.includes('mcp'))).toEqual([]);

    const bad = await runCli(['report', '--cpus', 'abc', '.'], { cwd: root });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--cpus must be a positive integer, got 'abc'/);
  });
});

describe('row 4: --dry-run and --check predict the real run', () => {
  it('--adapter-path naming an existing source file: all three exit 1 with the same 6 errors', async () => {
    const root = exampleCopy();
    const before = snapshotTree(root);
    const args = ['--adapter-path', 'src/weather/fetch-weather.ts', '.'];
    const dry = await runCli(['--dry-run', '--json', ...args], { cwd: root });
    expect(dry.code).toBe(1);
    expect(snapshotTree(root)).toEqual(before);
    // --check in text (--json prints nothing on stderr): what a reader is told, and the same count.
    const check = await runCli(['--check', ...args], { cwd: root });
    expect(check.code).toBe(1);
    expect(snapshotTree(root)).toEqual(before);
    expect(check.stderr).not.toMatch(/would write the adapter module/);
    expect(check.stderr).toMatch(/fetch-weather\.ts was edited by hand and lacks standardTool/);
    expect(check.stderr).toMatch(/^\d+ files scanned: .*, 6 errors$/m);
    const apply = await runCli(['--yes', '--json', ...args], { cwd: root });
    expect(apply.code).toBe(1);
    expect(snapshotTree(root)).toEqual(before);
    for (const result of [dry, apply]) expect(parseJson(result).totals.errors).toBe(6);
  });

  it('a hand-edited std-tool.ts: --dry-run, --check and --yes all exit 1, nothing written', async () => {
    const root = project('edited-module');
    writeFileSync(path.join(root, 'std-tool.ts'), '// mine\nexport const nothing = 1;\n');
    const before = snapshotTree(root);
    for (const mode of ['--dry-run', '--check', '--yes']) {
      const result = await runCli([mode, '.'], { cwd: root });
      expect(result.code, `${mode}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toMatch(/std-tool\.ts was edited by hand and lacks standardTool, toAiSdk/);
    }
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('row 5: an edited module is parsed for its exports', () => {
  const MODULE_BODY =
    'export function standardTool<T>(tool: T): T {\n  return tool;\n}\n// export function toAiSdk; export { toAiSdk }\nconst text = "export const toAiSdk = 1";\n';

  it('exports named only in a comment or a string do not count', async () => {
    const root = project('comment-exports');
    writeFileSync(path.join(root, 'std-tool.ts'), MODULE_BODY);
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/edited by hand and lacks toAiSdk;/);
    expect(read(root, 'src/weather.ts')).toBe(aiTool('weather'));
    expect(read(root, 'std-tool.ts')).toBe(MODULE_BODY);
  });

  it('a real export is used as it is (the module is left alone)', async () => {
    const root = project('real-exports');
    const body = `${MODULE_BODY}export { helper as toAiSdk };\nfunction helper(tool: unknown) {\n  return tool;\n}\n`;
    writeFileSync(path.join(root, 'std-tool.ts'), body);
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(isMigrated(read(root, 'src/weather.ts'), 'weather')).toBe(true);
    expect(read(root, 'std-tool.ts')).toBe(body);
  });
});

describe('row 6: one adapter module per project, whatever paths are named', () => {
  it('`. src/ai` writes only src/std-tool.ts', async () => {
    const root = exampleCopy();
    const result = await runCli(['--yes', '.', 'src/ai'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(root, 'src/std-tool.ts'))).toBe(true);
    expect(existsSync(path.join(root, 'src/ai/std-tool.ts'))).toBe(false);
    expect(read(root, 'src/ai/tools.ts')).toContain("from '../std-tool.js';");
  });

  it('a file named alone uses the existing src/std-tool.ts', async () => {
    const root = exampleCopy();
    expect((await runCli(['--yes', 'src/mcp'], { cwd: root })).code).toBe(0);
    const module = read(root, 'src/std-tool.ts');
    const result = await runCli(['--yes', 'src/ai/tools.ts'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(root, 'src/ai/std-tool.ts'))).toBe(false);
    expect(read(root, 'src/ai/tools.ts')).toContain("from '../std-tool.js';");
    const merged = read(root, 'src/std-tool.ts');
    expect(merged).not.toBe(module);
    expect(merged).toMatch(/^export (?:function|const) toAiSdk\b/m);
    expect(merged).toMatch(/^export (?:function|const) registerMcpTool\b/m);
  });
});

describe('row 7: the adapter module gets the source-file protections', () => {
  it('a read-only std-tool.ts is not replaced, stays 444, and every mode says so (exit 1)', async () => {
    const root = project('readonly-module');
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    const modulePath = path.join(root, 'std-tool.ts');
    const first = readFileSync(modulePath, 'utf8');
    // A Mastra file needs a new adapter: the module would change.
    writeTree(root, {
      'src/agent.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n\nexport const echo = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ context }) => context.text });\n`,
    });
    chmodSync(modulePath, 0o444);
    for (const mode of ['--check', '--yes']) {
      const result = await runCli([mode, '.'], { cwd: root });
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/std-tool\.ts is read-only; it was not modified/);
    }
    expect(statSync(modulePath).mode & 0o777).toBe(0o444);
    expect(readFileSync(modulePath, 'utf8')).toBe(first);
    expect(read(root, 'src/agent.ts')).toContain('createTool(');
  });

  it('a std-tool.ts that is a symlink stays a symlink; the shared copy is updated, and the run says so', async () => {
    const shared = makeTempDir('shared');
    const root = project('symlink-module');
    const first = project('symlink-first');
    expect((await runCli(['--yes', '.'], { cwd: first })).code).toBe(0);
    cpSync(path.join(first, 'std-tool.ts'), path.join(shared, 'std-tool.ts'));
    chmodSync(path.join(shared, 'std-tool.ts'), 0o640);
    symlinkSync(path.join(shared, 'std-tool.ts'), path.join(root, 'std-tool.ts'));
    writeTree(root, {
      'src/agent.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n\nexport const echo = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ context }) => context.text });\n`,
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/std-tool\.ts is a symlink: the module is written through it/);
    expect(lstatSync(path.join(root, 'std-tool.ts')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(root, 'std-tool.ts'))).toBe(path.join(shared, 'std-tool.ts'));
    expect(read(shared, 'std-tool.ts')).toMatch(/^export (?:function|const) toMastra\b/m);
    expect(statSync(path.join(shared, 'std-tool.ts')).mode & 0o777).toBe(0o640);
    expect(leftoverTempFiles(root)).toEqual([]);
    expect(leftoverTempFiles(shared)).toEqual([]);
  });
});

describe('row 8: NodeNext projects', () => {
  it('.ts and .mts files with no other relative import get `.js`; the import sits with the others; tsc passes', async () => {
    const root = makeTempDir('nodenext');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'nn', private: true, type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'NodeNext', noEmit: true, skipLibCheck: true, rootDir: 'src' },
      }),
      'src/weather.ts': aiTool('weather'),
      // The framework import is the last one and code follows it directly.
      'src/search.mts': `import { z } from 'zod';\nimport { tool } from 'ai';\nexport const searchTool = tool({\n  description: 'search tool',\n  inputSchema: z.object({ text: z.string() }),\n  execute: async ({ text }) => text,\n});\n`,
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'src/weather.ts')).toContain("import { standardTool, toAiSdk } from './std-tool.js';");
    expect(read(root, 'src/search.mts')).toMatch(
      /^import \{ z \} from 'zod';\nimport \{ standardTool, toAiSdk \} from '\.\/std-tool\.js';\nexport const search = standardTool\(/,
    );
    // `tsc -p .`, in this process (test/support/type-check.ts).
    const tsc = typeCheckProject(path.join(root, 'tsconfig.json'));
    expect(tsc.output).toBe('');
    expect(tsc.status).toBe(0);
  });
});

describe('row 9: interruption and temp files', () => {
  it('stale temp files of this tool are reported, and not deleted', async () => {
    const root = project('stale');
    // Above Linux's PID_MAX_LIMIT (2^22): no process has it. (4242 was once live in CI: "still running".)
    const stale = path.join(root, 'src', '.weather.ts.std-tool-migrate-4194305.tmp');
    const foreign = path.join(root, 'src', 'notes.tmp');
    writeFileSync(stale, 'half');
    writeFileSync(foreign, 'mine');
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /warning .*\.weather\.ts\.std-tool-migrate-4194305\.tmp: a temp file left by an interrupted std-tool-migrate run \(process 4194305\)/,
    );
    expect(result.stderr).not.toMatch(/notes\.tmp/);
    expect(readFileSync(stale, 'utf8')).toBe('half');
    expect(readFileSync(foreign, 'utf8')).toBe('mine');
  });

  const names = ['a', 'b', 'c', 'd', 'e', 'f'];
  const files = Object.fromEntries(names.map((name) => [`src/${name}.ts`, aiTool(name)]));
  // The uninterrupted run both signals are compared with (the same files: one run for the two).
  let referenceRun: Promise<string> | undefined;
  const migratedReference = () =>
    (referenceRun ??= (async () => {
      const reference = project('signal-reference', files);
      expect((await runCli(['--yes', '.'], { cwd: reference })).code).toBe(0);
      return reference;
    })());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during the write phase: exit 130, every file old or new, no temp file`, async () => {
      const reference = await migratedReference();
      const root = project(`signal-${signal}`, files);
      // Preloaded: the signal arrives after the 2nd temp file is written, before its rename
      // (where an unhandled Ctrl+C used to leave the temp file behind).
      const hook = path.join(makeTempDir('hook'), 'signal-hook.cjs');
      writeFileSync(
        hook,
        `const fs = require('node:fs');\nconst rename = fs.renameSync;\nlet calls = 0;\n` +
          `fs.renameSync = function (from, to) {\n  calls += 1;\n  if (calls === 2) process.kill(process.pid, '${signal}');\n  return rename.apply(this, arguments);\n};\n`,
      );
      const result = await runCli(['--yes', '--cpus', '1', '.'], { cwd: root, nodeArgs: ['--require', hook] });
      expect(result.code, result.stderr).toBe(130);
      expect(result.stderr).toMatch(new RegExp(`interrupted \\(${signal}\\): 1 file written, 5 left as they were`));
      expect(leftoverTempFiles(root)).toEqual([]);
      let written = 0;
      for (const name of names) {
        const text = read(root, `src/${name}.ts`);
        const isNew = text === read(reference, `src/${name}.ts`);
        expect(isNew || text === aiTool(name), `src/${name}.ts is neither old nor new`).toBe(true);
        if (isNew) written += 1;
      }
      expect(written).toBe(1);
      expect(read(root, 'std-tool.ts')).toBe(read(reference, 'std-tool.ts'));
    });
  }
});

describe('row 10: --cpus', () => {
  it('rejects values that are not positive integers', async () => {
    // The parsing in-process, value by value; the CLI run shows that its error is an exit 1 with the message.
    for (const value of ['1abc', '1.9', '0', '-2', '']) {
      expect(() => workerCount(value, 2), value).toThrow(UsageError);
      expect(() => workerCount(value, 2), value).toThrow(`--cpus must be a positive integer, got '${value}'`);
    }
    const root = project('cpus-bad');
    const before = snapshotTree(root);
    const result = await runCli(['--cpus', '1.9', '--dry-run', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--cpus must be a positive integer, got '1\.9'/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('more workers than cores: said, and capped at the cores', async () => {
    const cores = os.availableParallelism();
    const files = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`src/t${index}.ts`, aiTool(`t${index}`)]),
    );
    const root = project('cpus-cap', files);
    const hook = path.join(makeTempDir('hook'), 'thread-hook.cjs');
    writeFileSync(
      hook,
      // A transform worker is a thread sent files to transform (the type oracle's thread is sent questions).
      "const { isMainThread, parentPort, threadId } = require('node:worker_threads');\n" +
        "if (!isMainThread && parentPort) parentPort.once('message', (task) => { if (Array.isArray(task.transforms)) process.stderr.write('worker ' + threadId + '\\n'); });\n",
    );
    const asked = cores + 14;
    const result = await runCli(['--yes', '--cpus', String(asked), '.'], { cwd: root, nodeArgs: ['--require', hook] });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `--cpus ${asked} asks for more workers than the ${cores} available cores; using ${cores}`,
    );
    const workers = new Set(result.stderr.match(/^worker \d+$/gm));
    expect(workers.size).toBeGreaterThan(0);
    expect(workers.size).toBeLessThanOrEqual(cores);
    expect(isMigrated(read(root, 'src/t11.ts'), 't11')).toBe(true);
  });
});

describe('row 11: smaller points', () => {
  it('an --adapter-path outside the repository or inside node_modules is written with a warning', async () => {
    const root = committed(project('adapter-outside'));
    const outside = path.join(makeTempDir('outside'), 'std-tool.ts');
    const result = await runCli(['--yes', '--adapter-path', outside, '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/std-tool\.ts is outside the git repository of the migrated files/);
    expect(readFileSync(outside, 'utf8')).toMatch(/^export (?:function|const) toAiSdk\b/m);

    const second = committed(project('adapter-node-modules'));
    mkdirSync(path.join(second, 'node_modules', 'shared'), { recursive: true });
    const inside = await runCli(['--yes', '--adapter-path', 'node_modules/shared/std-tool.ts', '.'], { cwd: second });
    expect(inside.code, inside.stderr).toBe(0);
    expect(inside.stderr).toMatch(
      /node_modules\/shared\/std-tool\.ts is inside node_modules: an install may delete it/,
    );
    expect(existsSync(path.join(second, 'node_modules/shared/std-tool.ts'))).toBe(true);
  });

  it("an empty --adapter-import '' is refused", async () => {
    const root = project('empty-import');
    const before = snapshotTree(root);
    const result = await runCli(['--yes', '--adapter-import', '', '.'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--adapter-import needs a module specifier/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('the global core.excludesFile is honoured', async () => {
    const root = committed(
      project('excludes-file', { 'src/weather.ts': aiTool('weather'), 'src/gen/search.ts': aiTool('search') }),
    );
    const config = makeTempDir('git-config');
    writeFileSync(path.join(config, 'ignore'), 'gen/\n');
    writeFileSync(path.join(config, 'gitconfig'), `[core]\n\texcludesFile = ${path.join(config, 'ignore')}\n`);
    const env = { GIT_CONFIG_GLOBAL: path.join(config, 'gitconfig') };
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root, env });
    expect(result.code, result.stderr).toBe(0);
    expect(parseJson(result).files.map((file) => path.relative(root, file.path))).toEqual(['src/weather.ts']);
  });

  it('TypeScript 5 `accessor` fields are not a syntax error', async () => {
    const root = project('accessor', {
      'src/weather.ts': `${aiTool('weather')}\nexport class Store {\n  accessor count = 0;\n  static accessor shared: string = 'x';\n}\n`,
    });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const text = read(root, 'src/weather.ts');
    expect(isMigrated(text, 'weather')).toBe(true);
    expect(text).toContain('  accessor count = 0;');
  });
});

describe('issue 16: --format, and the own adapter module', () => {
  it('--yes --format runs the project formatter on the changed files and the adapter module', async () => {
    const root = committed(project('format'));
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({
        name: 'fmt',
        private: true,
        dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
        devDependencies: { prettier: '^3.0.0' },
      }),
    );
    writeFileSync(path.join(root, '.prettierrc.json'), '{ "singleQuote": false, "printWidth": 100 }\n');
    writeFileSync(path.join(root, '.gitignore'), 'node_modules\n');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'prettier');
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with prettier/);
    expect(read(root, 'src/weather.ts')).toContain('import { standardTool, toAiSdk } from "../std-tool";');
    expect(read(root, 'std-tool.ts')).not.toMatch(/from '/);
  });

  it("with no formatter, --format runs the package's own eslint --fix (in functions/, run from the root)", async () => {
    const tool = [
      'import {tool} from "ai";',
      'import {z} from "zod";',
      '',
      'export const weatherTool = tool({',
      '  description: "Weather in a city",',
      '  inputSchema: z.object({city: z.string()}),',
      '  execute: async ({city}) => city,',
      '});',
      '',
    ].join('\n');
    // droidyayu/GenKit-Restaurant's layout: the package and its ESLint in functions/, nothing at the root.
    const root = makeTempDir('eslint-style');
    const pkg = path.join(root, 'functions');
    writeTree(pkg, {
      'package.json': JSON.stringify({ ...(JSON.parse(PACKAGE) as object), devDependencies: { eslint: '^10' } }),
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      'src/weather.ts': tool,
    });
    // eslint-config-google's way: no spaces inside braces, double quotes; no Prettier.
    const rules = { 'object-curly-spacing': ['error', 'never'], quotes: ['error', 'double'] };
    writeFileSync(
      path.join(pkg, 'eslint.config.mjs'),
      `import tseslint from "typescript-eslint";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, rules: ${JSON.stringify(rules)} }];\n`,
    );
    writeFileSync(path.join(root, '.gitignore'), 'node_modules\n');
    committed(root);
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(pkg, 'node_modules'), 'dir');
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with eslint/);
    // The added import follows the file's own imports even before ESLint's fixes.
    expect(read(pkg, 'src/weather.ts')).toContain('import {standardTool, toAiSdk} from "../std-tool";');
    // `eslint .` in functions/, in this process (test/support/lint-project.ts).
    const lint = await lintProject(pkg, ['.']);
    expect(lint.status, lint.output).toBe(0);
  });

  it('a second run never reads std-tool.ts as user code', async () => {
    const root = project('own-module');
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    // A copy elsewhere (an earlier --adapter-path) is recognised by its checksum line.
    cpSync(path.join(root, 'std-tool.ts'), path.join(root, 'src/old-std-tool.ts'));
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const json = parseJson(result);
    for (const file of ['std-tool.ts', 'src/old-std-tool.ts']) {
      const entry = json.files.find((candidate) => path.relative(root, candidate.path) === file)!;
      expect(entry).toMatchObject({ status: 'skipped', reason: 'the adapter module of std-tool-migrate' });
      expect(entry.diagnostics).toEqual([]);
    }
    expect(json.totals.manual).toBe(0);
  });
});

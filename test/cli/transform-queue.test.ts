/**
 * The transform queue of the built runner, driven through `processFiles` in a child
 * process (so that its workers are real threads of the compiled code): the main thread
 * sharing the work with workers, the same workers for both passes, and a crash in the
 * middle of a worker's stock of tasks. The results must be those of one thread alone.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTool, makeTempDir, removeTempDirs, repoRoot, requireBuiltCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const TOOLS = 260; // past MIN_CANDIDATES_PER_WORKER twice over: two workers start
const genkitFiles = {
  'src/genkit.ts': "import { genkit } from 'genkit';\n\nexport const ai = genkit({ plugins: [] });\n",
  'src/genkit-tool.ts':
    "import { z } from 'genkit';\nimport { ai } from './genkit.js';\n\nexport const echo = ai.defineTool(\n  { name: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }) },\n  async ({ text }) => text,\n);\n",
};

function project(label: string, extra: Record<string, string> = {}): string {
  const root = makeTempDir(label);
  const tools = Object.fromEntries(
    Array.from({ length: TOOLS }, (_, index) => [`src/t${String(index).padStart(3, '0')}.ts`, aiTool(`t${index}`)]),
  );
  writeTree(root, {
    'package.json': JSON.stringify({
      name: 'q',
      version: '1.0.0',
      dependencies: { ai: '^6.0.0', genkit: '^1.20.0', zod: '^4.2.0' },
    }),
    ...tools,
    ...genkitFiles,
    ...extra,
  });
  return root;
}

interface PoolRun {
  results: Array<{
    path: string;
    status: string;
    output?: string;
    reason?: string;
    diagnostics: Array<{ reason: string }>;
  }>;
  workerThreads: string[];
}

/** `processFiles` on every .ts file of `root` with these cpus, in a fresh process. */
function runPool(root: string, cpus: number, cpusRequested: boolean, preload?: string): PoolRun {
  const script = path.join(makeTempDir('pool-script'), 'run.cjs');
  writeFileSync(
    script,
    `const { processFiles } = require(${JSON.stringify(path.join(repoRoot, 'dist/cli/runner/pool.js'))});
const { readdirSync } = require('node:fs');
const path = require('node:path');
const root = process.argv[2];
const src = path.join(root, 'src');
const jobs = readdirSync(src).sort().map((name) => ({
  file: path.join(src, name),
  options: { adapterPath: path.join(root, 'std-tool.ts'), frameworkVersions: { ai: 6, genkit: 1, zod: 4 } },
}));
processFiles(jobs, ['ai-sdk', 'genkit'], ${cpus}, () => {}, ${cpusRequested}).then(({ files: results }) => {
  process.stdout.write(JSON.stringify(results));
});
`,
  );
  // Preloaded into every thread (workers inherit execArgv): each transform worker says it ran (a thread sent files
  // to transform; the type oracle's thread is sent questions).
  const hook = path.join(path.dirname(script), 'hook.cjs');
  writeFileSync(
    hook,
    "const { isMainThread, parentPort, threadId } = require('node:worker_threads');\n" +
      "if (!isMainThread && parentPort) parentPort.once('message', (task) => { if (Array.isArray(task.transforms)) process.stderr.write('worker ' + threadId + '\\n'); });\n" +
      (preload ?? ''),
  );
  const run = spawnSync(process.execPath, ['--require', hook, script, root], { encoding: 'utf8', maxBuffer: 2 ** 27 });
  expect(run.status, run.stderr).toBe(0);
  return {
    results: JSON.parse(run.stdout) as PoolRun['results'],
    workerThreads: [...new Set(run.stderr.match(/^worker \d+$/gm) ?? [])],
  };
}

const comparable = (run: PoolRun) =>
  run.results.map(({ path: file, status, output, reason }) => ({ file: path.basename(file), status, output, reason }));

describe('the transform queue', () => {
  it('this thread and two workers (4 cores, unasked) give the results of one thread, both passes included', () => {
    const root = project('queue-shared');
    const alone = runPool(root, 1, false);
    expect(alone.workerThreads).toEqual([]);
    const genkitTool = alone.results.find((result) => result.path.endsWith('genkit-tool.ts'))!;
    // Migrated only in the second pass, once genkit.ts says that `ai` is a Genkit instance.
    expect(genkitTool.status).toBe('changed');
    expect(alone.results.filter((result) => result.status === 'changed')).toHaveLength(TOOLS + 1);

    const shared = runPool(root, 4, false);
    expect(shared.workerThreads).toHaveLength(2);
    expect(comparable(shared)).toEqual(comparable(alone));

    const asked = runPool(root, 2, true);
    expect(asked.workerThreads).toHaveLength(2);
    expect(comparable(asked)).toEqual(comparable(alone));
  });

  it('on 2 cores, unasked, no worker starts', () => {
    const run = runPool(project('queue-two-cores'), 2, false);
    expect(run.workerThreads).toEqual([]);
    expect(run.results.filter((result) => result.status === 'changed')).toHaveLength(TOOLS + 1);
  });

  it('a worker that dies fails only the file it was on; the tasks it held are done elsewhere', () => {
    const root = project('queue-crash');
    for (const [cpus, requested] of [
      [4, false],
      [2, true],
    ] as const) {
      // The first worker to receive its 5th task exits (once per run: a marker file), with
      // more tasks in its stock behind that one.
      const marker = path.join(makeTempDir('crash-marker'), 'crashed');
      const crashOnFifth =
        `let received = 0;\nif (!isMainThread && parentPort) parentPort.on('message', () => {\n` +
        `  received += 1;\n  if (received !== 5) return;\n` +
        `  try { require('node:fs').writeFileSync(${JSON.stringify(marker)}, '', { flag: 'wx' }); } catch { return; }\n` +
        `  process.exit(3);\n});\n`;
      const run = runPool(root, cpus, requested, crashOnFifth);
      const crashed = run.results.filter((result) => result.status === 'error');
      expect(crashed).toHaveLength(1);
      expect(crashed[0]!.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['worker-crashed']);
      // genkit.ts defines no tool: unchanged, as with one thread; the rest is migrated.
      const notChanged = run.results.filter((result) => result.status !== 'changed' && result !== crashed[0]);
      expect(notChanged.map((result) => path.basename(result.path))).toEqual(['genkit.ts']);
      expect(run.results).toHaveLength(TOOLS + 2);
    }
  });
});

// npm run bench: our pipeline against two baselines — the bare Babel parse (the floor) and
// jscodeshift's recast parse + find (how classic codemods work). Two tables: a synthetic
// corpus (measured in this process) and the real public corpus when it has been built
// (bench/real-corpus.mjs, one process per row). Prints times, ratios and peak RSS; it
// asserts nothing. BENCH_ONLY=synthetic|real runs one table; `--baseline-bin <bin.js> [corpus ...]` runs only
// the comparison with another build (bench/against-baseline.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCorpus } from './corpus.mjs';
import { benchAgainstBaseline } from './against-baseline.mjs';
import { benchRealCorpus } from './real-corpus.mjs';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { parse } = require('@babel/parser');
const jscodeshift = require('jscodeshift');
const { processFile } = require(path.join(root, 'dist/cli/runner/process-file.js'));
const { planRun } = require(path.join(root, 'dist/cli/runner/run.js'));
const { allFrontEnds } = require(path.join(root, 'dist/transforms/registry.js'));

const baselineAt = process.argv.indexOf('--baseline-bin');
if (baselineAt >= 0) {
  // Only the comparison with another build: the other tables do not depend on it.
  benchAgainstBaseline(process.argv[baselineAt + 1], process.argv.slice(baselineAt + 2));
  process.exit(0);
}
const only = process.env.BENCH_ONLY;
if (only === 'real') {
  benchRealCorpus();
  process.exit(0);
}
const count = Number(process.env.BENCH_FILES ?? 2000);
const corpus = path.join(os.tmpdir(), `std-tool-migrate-bench-${count}`);
ensureCorpus(corpus, count);
const files = [];
const walk = (directory) => {
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) walk(full);
    else if (full.endsWith('.ts')) files.push(full);
  }
};
walk(corpus);
const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);

function time(label, run) {
  run(files.slice(0, 50)); // warm-up
  const start = process.hrtime.bigint();
  const detail = run(files);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { label, seconds, filesPerSecond: files.length / seconds, detail };
}

const results = [];
results.push(
  time('baseline: read + @babel/parser parse (floor)', (list) => {
    for (const file of list) parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] });
  }),
);
results.push(
  time('baseline: read + jscodeshift recast parse + find', (list) => {
    const j = jscodeshift.withParser('ts');
    let calls = 0;
    for (const file of list)
      calls += j(readFileSync(file, 'utf8'))
        .find(j.CallExpression, { callee: { name: 'tool' } })
        .size();
    return `${calls} tool() calls found`;
  }),
);
results.push(
  time('std-tool-migrate: processFile, one thread (pre-filter, parse, rewrite)', (list) => {
    let changed = 0;
    for (const file of list)
      if (processFile(file, allFrontEnds, { adapterPath: path.join(corpus, 'std-tool.ts') }).status === 'changed')
        changed += 1;
    return `${changed} files would change`;
  }),
);

const cpus = os.availableParallelism();
async function timePlan(label, cpusRequested) {
  const start = process.hrtime.bigint();
  const plan = await planRun({
    paths: [corpus],
    transforms: allFrontEnds.map((frontEnd) => frontEnd.framework.id),
    cpus,
    cpusRequested,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  results.push({
    label,
    seconds,
    filesPerSecond: files.length / seconds,
    detail: `${plan.totals.changed} changed, ${plan.totals.migrated} tools`,
  });
}
await timePlan(
  'std-tool-migrate: planRun as the CLI runs it (walk, read once, pre-filter, transform; workers only when enough candidates)',
  false,
);
await timePlan(`std-tool-migrate: planRun forced onto ${cpus} worker threads (--cpus ${cpus})`, true);

const floor = results[0].seconds;
const recast = results[1].seconds;
console.log(
  `synthetic corpus: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB (${Math.round(files.length / 20)} with tools), node ${process.version}, ${cpus} cpus\n`,
);
for (const result of results) {
  console.log(
    `${result.label}\n  ${result.seconds.toFixed(2)} s, ${Math.round(result.filesPerSecond)} files/s, ${(result.seconds / floor).toFixed(2)}× the parse floor, ${(recast / result.seconds).toFixed(2)}× faster than recast${result.detail ? ` — ${result.detail}` : ''}`,
  );
}
console.log(`peak RSS of this process (all synthetic rows): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
if (only !== 'synthetic') benchRealCorpus();

// `npm run bench -- --baseline-bin <older dist/cli/bin.js> [corpus ...]`: the CLI as a user runs it
// (`--dry-run --json`) against another build of it, in turns (baseline, ours, baseline, ...) so that
// the shared machine's drift weighs on both alike. Each round's ratio is ours / that round's
// baseline; the median of BENCH_REPEAT rounds (default 5) counts, beside the same for the CPU the
// two used (user + system, which time stolen by a busy neighbour does not add to). Also prints the type oracle's own
// figures from our run's JSON (questions, answered, programs built, milliseconds). Asserts nothing.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { corpusDirectory } from '../scripts/corpus/paths.mjs';
import { median, timedCli } from './real-corpus.mjs';

/** `{ totals, typeOracle }` of one `--dry-run --json` run, kept for the summary. */
function dryRun(corpus, bin) {
  let parsed;
  const row = timedCli(
    [corpus, '--dry-run', '--json'],
    (output) => {
      parsed = JSON.parse(output);
      const { totals } = parsed;
      return `${totals.files} files, ${totals.changed} would change, ${totals.migrated} tools, ${totals.manual} manual`;
    },
    bin,
  );
  return { ...row, oracle: parsed?.typeOracle };
}

function compare(corpus, baselineBin, repeat) {
  const baseline = [];
  const ours = [];
  for (let round = 0; round < repeat; round += 1) {
    baseline.push(dryRun(corpus, baselineBin));
    ours.push(dryRun(corpus));
  }
  const ratios = ours.map((run, index) => run.seconds / baseline[index].seconds).sort((a, b) => a - b);
  const middle = ratios[Math.floor((ratios.length - 1) / 2)];
  const cpuRatios = ours
    .map((run, index) => run.cpuSeconds / baseline[index].cpuSeconds)
    .filter((ratio) => Number.isFinite(ratio))
    .sort((a, b) => a - b);
  const base = median(baseline);
  const current = median(ours);
  const oracles = ours.map((run) => run.oracle).filter(Boolean);
  const oracle = oracles.sort((a, b) => a.milliseconds - b.milliseconds)[Math.floor((oracles.length - 1) / 2)];
  console.log(`\n${corpus}`);
  console.log(`  baseline ${base.seconds.toFixed(2)} s (median of ${base.runs}: ${base.spread}) — ${base.detail}`);
  console.log(
    `  ours     ${current.seconds.toFixed(2)} s (median of ${current.runs}: ${current.spread}) — ${current.detail}`,
  );
  console.log(
    `  ours / baseline, each round against its own: ${middle.toFixed(3)}× (median; ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')})`,
  );
  if (cpuRatios.length === ratios.length)
    console.log(
      `  CPU (user + system), ours / baseline: ${cpuRatios[Math.floor((cpuRatios.length - 1) / 2)].toFixed(3)}× (median; ${cpuRatios.map((ratio) => ratio.toFixed(3)).join(', ')})`,
    );
  console.log(
    oracle
      ? `  type oracle (median run): ${oracle.questions} questions, ${oracle.answered} answered, ${oracle.programs} programs (${oracle.builds ?? oracle.programs} builds), ${oracle.milliseconds} ms (the run waited ${oracle.waitedMilliseconds ?? oracle.milliseconds} ms), ${oracle.withoutProject} without a project, ${oracle.withoutInstalledTypes ?? 0} without installed types`
      : '  type oracle: not in the JSON',
  );
}

export function benchAgainstBaseline(baselineBin, corpora) {
  if (!existsSync(baselineBin)) throw new Error(`--baseline-bin: no file at ${baselineBin}`);
  const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 5));
  const list = corpora.length > 0 ? corpora : [corpusDirectory()];
  console.log(`against the baseline ${path.resolve(baselineBin)}: ${repeat} rounds per corpus, in turns`);
  for (const corpus of list) compare(path.resolve(corpus), baselineBin, repeat);
}

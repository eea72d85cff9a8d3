// `npm run bench -- --baseline-bin <older dist/cli/bin.js> [corpus ...]`: the CLI as a user runs it
// (`--dry-run --json`) against another build of it, in turns (baseline, ours, baseline, ...) so that
// the shared machine's drift weighs on both alike. Each round's ratio is ours / that round's
// baseline; the median of BENCH_REPEAT rounds (default 5) counts, beside the same for the CPU the
// two used (user + system, which time stolen by a busy neighbour does not add to). Also prints the type oracle's own
// figures from our run's JSON (questions, answered, programs built, milliseconds). Where ours has
// transforms the baseline lacks (a framework added since), each corpus is also run like for like:
// both builds with `-t <the baseline's transforms>`, so the ratio says what the same work costs now,
// apart from what the new frameworks' definitions add. Asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDirectory } from '../scripts/corpus/paths.mjs';
import { median, timedCli } from './real-corpus.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `{ totals, typeOracle }` of one `--dry-run --json` run, kept for the summary. */
function dryRun(corpus, bin, transforms) {
  let parsed;
  const row = timedCli(
    [corpus, '--dry-run', '--json', ...(transforms ? ['-t', ...transforms] : [])],
    (output) => {
      parsed = JSON.parse(output);
      const { totals } = parsed;
      return `${totals.files} files, ${totals.changed} would change, ${totals.migrated} tools, ${totals.manual} manual`;
    },
    bin,
  );
  return { ...row, oracle: parsed?.typeOracle };
}

/** The transform names a build lists (`list`: one `name — Framework` line each). */
function transformsOf(bin) {
  const { stdout } = spawnSync(process.execPath, [bin, 'list'], { encoding: 'utf8' });
  return [...stdout.matchAll(/^(\S+) — /gm)].map((match) => match[1]);
}

function compare(corpus, baselineBin, repeat, transforms) {
  const baseline = [];
  const ours = [];
  for (let round = 0; round < repeat; round += 1) {
    baseline.push(dryRun(corpus, baselineBin, transforms));
    ours.push(dryRun(corpus, undefined, transforms));
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
  console.log(`\n${corpus}${transforms ? ` — like for like: both with -t ${transforms.join(' ')}` : ''}`);
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
  const theirs = transformsOf(baselineBin);
  const added = transformsOf(path.join(root, 'dist', 'cli', 'bin.js')).filter((name) => !theirs.includes(name));
  if (added.length > 0)
    console.log(
      `ours also has ${added.join(', ')}: each corpus is run in full, then like for like (the baseline's transforms)`,
    );
  for (const corpus of list) {
    compare(path.resolve(corpus), baselineBin, repeat);
    if (added.length > 0 && theirs.length > 0) compare(path.resolve(corpus), baselineBin, repeat, theirs);
  }
}

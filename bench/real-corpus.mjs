// The real-corpus table of `npm run bench`: the public corpus (scripts/corpus/build.mjs),
// each measurement in its own process so that each peak RSS is its own. Asserts nothing.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDirectory } from '../scripts/corpus/paths.mjs';
import { walkSourceFiles } from '../scripts/corpus/walk.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIME = '/usr/bin/time';

function phase(name, corpus) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', 'phase.mjs'), name, corpus], {
    encoding: 'utf8',
    maxBuffer: 2 ** 26,
  });
  if (result.status !== 0)
    return { failed: `exit ${result.status}: ${result.stderr.trim().split('\n').slice(-3).join(' | ')}` };
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** The packed CLI, as a user runs it: `--dry-run --json`, stdout to a file, timed from outside. */
function cli(corpus) {
  return timedCli([corpus, '--dry-run', '--json'], (output) => {
    const { totals } = JSON.parse(output);
    return `${totals.files} files, ${totals.changed} would change, ${totals.migrated} tools, ${totals.manual} manual, ${totals.errors} errors`;
  });
}

/** `report --format json` on these files, as a user runs it (issue 10 measured tool-dense code so). */
function cliReport(files) {
  return timedCli(['report', '--format', 'json', ...files], (output) => {
    const { entries, duplicates } = JSON.parse(output);
    return `${files.length} files, ${entries.length} definitions listed, ${duplicates.length} duplicate groups`;
  });
}

/**
 * The packed CLI (ours, or `bin`: another build's dist/cli/bin.js) with these arguments, stdout to a
 * file, timed from outside; `describe` reads its stdout.
 */
export function timedCli(args, describe, bin = path.join(root, 'dist', 'cli', 'bin.js')) {
  const output = path.join(os.tmpdir(), `std-tool-migrate-bench-cli-${process.pid}.json`);
  const fd = openSync(output, 'w');
  const command = [process.execPath, bin, ...args];
  const timed = existsSync(TIME);
  const start = process.hrtime.bigint();
  const result = spawnSync(timed ? TIME : command[0], timed ? ['-v', ...command] : command.slice(1), {
    stdio: ['ignore', fd, 'pipe'],
    encoding: 'utf8',
    maxBuffer: 2 ** 28,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  closeSync(fd);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? '');
  let detail = `exit ${result.status}`;
  try {
    detail = `${describe(readFileSync(output, 'utf8'))} (exit ${result.status})`;
  } catch {
    detail += ': no JSON on stdout';
  }
  rmSync(output, { force: true });
  // The CPU the child used (user + system): what a busy neighbour's stolen time does not add to.
  const cpu = ['User', 'System'].map((kind) =>
    new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr ?? ''),
  );
  const cpuSeconds = cpu.every(Boolean) ? cpu.reduce((sum, match) => sum + Number(match[1]), 0) : undefined;
  return { seconds, cpuSeconds, detail, maxRssKb: rss ? Number(rss[1]) : undefined };
}

export function benchRealCorpus() {
  const corpus = corpusDirectory();
  if (!existsSync(corpus)) {
    console.log(
      `\nreal corpus: none at ${corpus} (build it with \`node scripts/corpus/build.mjs\`, or set STM_CORPUS_DIR); skipped.`,
    );
    return;
  }
  console.log(
    `\nreal corpus: ${corpus} (corpus/repos.txt), ${os.availableParallelism()} cpus, each row a fresh process`,
  );
  // Every file read once before any row: the first row would otherwise pay the disk for all
  // (a floor of 9.2 s cold against 6 s warm, measured), and a user's tree is warm anyway.
  let warmed = 0;
  for (const file of walkSourceFiles(corpus)) warmed += readFileSync(file).length;
  console.log(`page cache warmed: ${(warmed / 2 ** 20).toFixed(0)} MB read once before the rows`);
  // This machine's speed drifts by ±10% from minute to minute (a shared VM): each of the
  // floor and our rows runs BENCH_REPEAT times (default 3), in turns, and the median
  // counts; recast, 10× slower than anything else, runs once.
  const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
  const rows = { floor: [], single: [], cli: [] };
  for (let round = 0; round < repeat; round += 1) {
    rows.floor.push(phase('floor', corpus));
    rows.single.push(phase('single-thread', corpus));
    rows.cli.push(cli(corpus));
  }
  const floorRow = median(rows.floor);
  const recastRow = phase('recast', corpus);
  const print = (label, row, paired) => {
    if (row.failed) return console.log(`${label}\n  failed: ${row.failed}`);
    const rss = row.maxRssKb === undefined ? 'peak RSS not measured' : `peak RSS ${Math.round(row.maxRssKb / 1024)} MB`;
    const ratios =
      floorRow.failed || recastRow.failed
        ? ''
        : `, ${(row.seconds / floorRow.seconds).toFixed(2)}× the floor, ${(recastRow.seconds / row.seconds).toFixed(2)}× faster than recast`;
    const spread = row.runs > 1 ? ` (median of ${row.runs}: ${row.spread})` : '';
    console.log(`${label}\n  ${row.seconds.toFixed(2)} s${spread}${ratios}, ${rss} — ${row.detail}`);
    if (paired) console.log(`  each run against the floor of its own round: ${paired}`);
  };
  print('read + @babel/parser parse of the candidates (floor)', floorRow);
  print('jscodeshift: read + recast parse + find, candidates', recastRow);
  print(
    'std-tool-migrate: planRun on one thread (read, pre-filter, transform)',
    median(rows.single),
    pairedRatios(rows.single, rows.floor),
  );
  print(
    'std-tool-migrate: the CLI as a user runs it (--dry-run --json, default workers)',
    median(rows.cli),
    pairedRatios(rows.cli, rows.floor),
  );
  const dense = phase('dense', corpus);
  console.log(
    `tool-dense code (files where a definition is found)\n  ${dense.failed ? `failed: ${dense.failed}` : dense.detail.summary}`,
  );
  if (dense.failed) return;
  // The same files through `report`, in a fresh process: start-up, a cold JIT, the
  // second pass and the consolidation analysis included; the median of BENCH_REPEAT runs.
  const report = median(Array.from({ length: repeat }, () => cliReport(dense.detail.list)));
  if (report.failed) return console.log(`tool-dense code through \`report\`\n  failed: ${report.failed}`);
  const rate = Math.round(dense.detail.files / report.seconds);
  const spread = report.runs > 1 ? ` (median of ${report.runs}: ${report.spread})` : '';
  const rss =
    report.maxRssKb === undefined ? 'peak RSS not measured' : `peak RSS ${Math.round(report.maxRssKb / 1024)} MB`;
  console.log(
    `tool-dense code through \`report --format json\` (the CLI, as issue 10 measured it)\n  ${report.seconds.toFixed(2)} s${spread}, ${rate} files/s, ${rss} — ${report.detail}`,
  );
}

/** The run of median time, with the spread of times and the highest peak RSS of all runs. */
export function median(runs) {
  const failed = runs.find((run) => run.failed);
  if (failed) return failed;
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const rss = runs.map((run) => run.maxRssKb).filter((kb) => kb !== undefined);
  return {
    ...middle,
    runs: runs.length,
    spread: `${sorted[0].seconds.toFixed(2)}–${sorted.at(-1).seconds.toFixed(2)} s`,
    maxRssKb: rss.length > 0 ? Math.max(...rss) : undefined,
  };
}

/**
 * Each run divided by the floor measured in the same round, a minute apart: the machine's
 * drift over the whole bench (the floor alone has moved 5.3–7.4 s in a day) mostly cancels.
 */
function pairedRatios(runs, floors) {
  if (runs.length < 2 || [...runs, ...floors].some((run) => run.failed)) return undefined;
  const ratios = runs.map((run, index) => run.seconds / floors[index].seconds).sort((a, b) => a - b);
  const middle = ratios[Math.floor((ratios.length - 1) / 2)];
  return `${middle.toFixed(2)}× the floor (median; ${ratios[0].toFixed(2)}–${ratios.at(-1).toFixed(2)}×)`;
}

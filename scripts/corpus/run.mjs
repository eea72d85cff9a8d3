// npm run corpus: the built CLI on a scratch copy of the public corpus, checked by an
// independent counter. Per framework: definitions found, migrated, manual by reason,
// silent (left and not reported: must be 0), rewritten files that fail to parse (must be 0),
// and portable: migrated definitions whose standard tool the CLI's --json lists with an empty
// `tied` (it no longer depends on its framework). One repository failing does not stop the run.
//
//   node scripts/corpus/run.mjs [--markdown] [--no-report] [--only owner/repo,...]
//                               [--list corpus/repos-unseen.txt] [--dir <corpus folder>] [--bin <cli bin.js>]
//                               [--eject-round-trip]
//
// --eject-round-trip: migrate then eject each copy instead (round-trip.mjs): native definitions
// before, migrated, native after eject, outputs that fail to parse, files different from the
// original beyond formatting (by reason); the markdown goes to <scratch>/eject-round-trip.md.
// With --reclassify, no run: the reasons again from that scratch's results and diffs.
// --list picks the repository list (default corpus/repos.txt), --dir its built corpus (default
// as build.mjs: ../corpus-work, ../corpus-work-unseen, ...); --bin another build of the CLI (default
// this checkout's dist/cli/bin.js), to measure two builds with one harness. The full per-definition results go to
// <scratch>/corpus-results.json (see shapes.mjs); the scratch folder is $STM_CORPUS_SCRATCH, else
// one per list in the temp folder (std-tool-migrate-corpus-run, ...-unseen).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { classifyFile } from './classify.mjs';
import { reclassify, roundTripMarkdown, roundTripRepo } from './round-trip.mjs';
import { FRAMEWORKS, countDefinitions, parseErrors, parseSource } from './count-native.mjs';
import { corpusSelection, readRepoList, repoFolderName, repositoryRoot } from './paths.mjs';
import { compareReport } from './report-check.mjs';
import { walkSourceFiles } from './walk.mjs';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    'usage: node scripts/corpus/run.mjs [--markdown] [--no-report] [--only owner/repo,...] [--list <repos file>] [--dir <corpus folder>] [--bin <cli bin.js>] [--eject-round-trip [--reclassify]]',
  );
  process.exit(0);
}
const markdown = argv.includes('--markdown');
const ejectRoundTrip = argv.includes('--eject-round-trip');
const withReport = !argv.includes('--no-report');
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : undefined;
const selection = corpusSelection(argv);
const bin = argv.includes('--bin')
  ? path.resolve(argv[argv.indexOf('--bin') + 1])
  : path.join(repositoryRoot, 'dist', 'cli', 'bin.js');
const log = (line) => process.stderr.write(`${line}\n`);

function countTree(directory, skip = new Set()) {
  const counts = new Map();
  for (const file of walkSourceFiles(directory)) {
    if (skip.has(file)) continue;
    try {
      counts.set(file, countDefinitions(file, readFileSync(file, 'utf8')));
    } catch (error) {
      counts.set(file, { definitions: [], extras: [], parseErrors: [`counter crashed: ${error.message}`] });
    }
  }
  return counts;
}

function runCli(args, cwd) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 2 ** 30,
    timeout: 20 * 60 * 1000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  let json;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    json = undefined;
  }
  return { status: result.status, signal: result.signal, stderr: result.stderr ?? '', json, seconds };
}

function checkRepo(entry, directory) {
  const repo = `${entry.owner}/${entry.name}`;
  const before = countTree(directory);
  const report = withReport ? runCli(['report', directory, '--format', 'json'], directory) : undefined;
  const run = runCli([directory, '--yes', '--allow-dirty', '--json'], directory);
  const result = {
    repo,
    commit: entry.commit,
    seconds: run.seconds,
    exit: run.status,
    sites: [],
    cliOnly: [],
    extras: [],
  };
  result.parseFailures = [];
  result.fileErrors = [];
  if (!run.json) {
    result.crash = `exit ${run.status}${run.signal ? ` (${run.signal})` : ''}: ${run.stderr.trim().split('\n').slice(-5).join(' | ')}`;
  }
  const cliFiles = new Map((run.json?.files ?? []).map((file) => [file.path, file]));
  const adapterModules = new Set((run.json?.adapterModules ?? []).map((module) => module.path));
  const after = countTree(directory, adapterModules);
  const relative = (file) => path.relative(directory, file);

  for (const [file, counted] of before) {
    const cliFile = run.json ? cliFiles.get(file) : undefined;
    const { outcomes, cliOnly } = run.json
      ? classifyFile(counted.definitions, cliFile)
      : {
          outcomes: new Map(counted.definitions.map((site) => [site, { kind: 'crash', reason: 'the CLI crashed' }])),
          cliOnly: [],
        };
    const remaining = after.get(file)?.definitions ?? [];
    for (const site of counted.definitions) {
      const outcome = outcomes.get(site);
      result.sites.push({
        file: relative(file),
        line: site.line,
        framework: site.framework,
        shape: site.shape,
        ...(site.apart && { apart: site.apart }),
        ...outcome,
      });
    }
    for (const item of cliOnly) result.cliOnly.push({ file: relative(file), ...item });
    for (const extra of counted.extras)
      result.extras.push({ file: relative(file), line: extra.line, shape: extra.shape, why: extra.why });
    // The counter's own check on "migrated": the native call must be gone afterwards.
    for (const framework of FRAMEWORKS) {
      const claimed = counted.definitions.filter(
        (site) => site.framework === framework && outcomes.get(site)?.kind === 'migrated',
      ).length;
      const beforeCount = counted.definitions.filter((site) => site.framework === framework).length;
      const afterCount = remaining.filter((site) => site.framework === framework).length;
      if (beforeCount - afterCount !== claimed)
        result.sites.push({
          file: relative(file),
          line: 0,
          framework,
          shape: `${framework} count mismatch`,
          kind: 'mismatch',
          reason: `before ${beforeCount}, after ${afterCount}, attributed as migrated ${claimed}`,
        });
    }
    if (cliFile?.status === 'error') result.fileErrors.push({ file: relative(file), reason: cliFile.reason });
    if (cliFile?.written) {
      const output = readFileSync(file, 'utf8');
      const errors = parseErrors(parseSource(file, output));
      if (errors.length > 0 && counted.parseErrors.length === 0)
        result.parseFailures.push({ file: relative(file), errors: errors.slice(0, 3) });
    }
  }
  if (report)
    result.reportCheck = report.json
      ? compareReport(report.json, run.json, directory)
      : { crash: report.stderr.slice(-500) };
  result.adapterModules = [...adapterModules].map(relative);
  return result;
}

/** Portable: the CLI's --json gives the migrated tool an empty `tied` (its standard tool is framework-free). */
const isPortable = (site) => site.kind === 'migrated' && (site.tied ?? []).length === 0;

/** A tied reason without the tool's own words in quotes or backticks, so that reasons group. */
const tiedReason = (reason) => reason.replace(/`[^`]*`|'[^']*'|"[^"]*"/g, '…');

function tally(results) {
  const rows = Object.fromEntries(
    FRAMEWORKS.map((framework) => [
      framework,
      {
        found: 0,
        migrated: 0,
        portable: 0,
        tied: {},
        manual: {},
        failed: 0,
        silent: 0,
        crash: 0,
        mismatch: 0,
        cliOnly: 0,
        parseFailures: 0,
        apart: { found: 0, migrated: 0, portable: 0, manual: {} },
      },
    ]),
  );
  for (const result of results) {
    for (const site of result.sites) {
      const row = rows[site.framework];
      if (site.kind === 'mismatch') {
        row.mismatch += 1;
        continue;
      }
      // Counted, but listed apart (LangChain tool classes with per-instance state): figures with and without them.
      if (site.apart) {
        row.apart.found += 1;
        if (site.kind === 'migrated') {
          row.apart.migrated += 1;
          if (isPortable(site)) row.apart.portable += 1;
        } else if (site.kind === 'manual') row.apart.manual[site.reason] = (row.apart.manual[site.reason] ?? 0) + 1;
        else row.silent += 1;
        continue;
      }
      row.found += 1;
      if (site.kind === 'migrated') {
        row.migrated += 1;
        if (isPortable(site)) row.portable += 1;
        for (const reason of new Set(site.tied ?? []))
          row.tied[tiedReason(reason)] = (row.tied[tiedReason(reason)] ?? 0) + 1;
      } else if (site.kind === 'manual') row.manual[site.reason] = (row.manual[site.reason] ?? 0) + 1;
      else if (site.kind === 'failed') row.failed += 1;
      else if (site.kind === 'crash') row.crash += 1;
      else row.silent += 1;
    }
    for (const item of result.cliOnly) if (rows[item.framework]) rows[item.framework].cliOnly += 1;
    const failedFiles = new Set(result.parseFailures.map((failure) => failure.file));
    for (const framework of FRAMEWORKS)
      rows[framework].parseFailures += new Set(
        result.sites
          .filter((site) => site.framework === framework && failedFiles.has(site.file))
          .map((site) => site.file),
      ).size;
  }
  return rows;
}

const percent = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const manualText = (manual) =>
  Object.entries(manual)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ') || '0';

/** The figures with the definitions listed apart counted in, under the table (which leaves them out). */
function printApart(rows) {
  for (const framework of FRAMEWORKS) {
    const { found, migrated, portable, manual } = rows[framework].apart;
    if (found === 0) continue;
    const all = rows[framework].found + found;
    const allMigrated = rows[framework].migrated + migrated;
    const allPortable = rows[framework].portable + portable;
    console.log(
      `${framework} with its ${found} stateful tool classes (left out of the table above) counted in: found ${all}, migrated ${allMigrated} (${percent(allMigrated, all)}), portable ${allPortable} (${percent(allPortable, allMigrated)} of migrated); those ${found}: migrated ${migrated}, portable ${portable}, manual ${manualText(manual)}`,
    );
  }
}

function printTable(rows) {
  const header = [
    'framework',
    'found',
    'migrated',
    '%',
    'portable',
    '% of migrated',
    'manual (by reason)',
    'failed file',
    'silent',
    'parse fail',
  ];
  const textColumns = new Set([0, header.indexOf('manual (by reason)')]);
  const body = FRAMEWORKS.map((framework) => {
    const row = rows[framework];
    return [
      framework,
      row.found,
      row.migrated,
      percent(row.migrated, row.found),
      row.portable,
      percent(row.portable, row.migrated),
      manualText(row.manual),
      row.failed,
      row.silent + row.crash,
      row.parseFailures,
    ].map(String);
  });
  if (markdown) {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|${header.map((_, index) => (textColumns.has(index) ? '---' : '---:')).join('|')}|`);
    for (const line of body) console.log(`| ${line.join(' | ')} |`);
    printApart(rows);
    return;
  }
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((line) => line[index].length)));
  const format = (cells) =>
    cells
      .map((cell, index) => (textColumns.has(index) ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(format(header));
  for (const line of body) console.log(format(line));
  printApart(rows);
}

const { list, corpus, tag } = selection;
if (!existsSync(corpus)) {
  log(
    `no corpus at ${corpus}: run \`node scripts/corpus/build.mjs${tag ? ` --list ${path.relative(process.cwd(), list)}` : ''}\` first (or give --dir, or set STM_CORPUS_DIR)`,
  );
  process.exit(1);
}
if (!existsSync(bin)) {
  log(`no ${bin}: run \`npm run build\` first`);
  process.exit(1);
}
const scratch = path.resolve(
  process.env.STM_CORPUS_SCRATCH ??
    path.join(os.tmpdir(), `std-tool-migrate-corpus-${ejectRoundTrip ? 'eject' : 'run'}${tag}`),
);
if (ejectRoundTrip && argv.includes('--reclassify')) {
  const kept = JSON.parse(readFileSync(path.join(scratch, 'eject-round-trip.json'), 'utf8'));
  const text = roundTripMarkdown(
    reclassify(kept, path.join(scratch, 'eject-diffs')),
    path.relative(repositoryRoot, list),
  );
  writeFileSync(path.join(scratch, 'eject-round-trip.md'), text);
  writeFileSync(path.join(scratch, 'eject-round-trip.json'), `${JSON.stringify(kept, null, 2)}\n`);
  console.log(text);
  process.exit(0);
}
const started = process.hrtime.bigint();
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const results = [];
for (const entry of readRepoList(list)) {
  if (only && !only.includes(`${entry.owner}/${entry.name}`)) continue;
  const source = path.join(corpus, repoFolderName(entry));
  if (!existsSync(source)) {
    log(`skip ${entry.owner}/${entry.name}: not in the corpus (run scripts/corpus/build.mjs)`);
    results.push({
      repo: `${entry.owner}/${entry.name}`,
      commit: entry.commit,
      missing: true,
      sites: [],
      cliOnly: [],
      extras: [],
      parseFailures: [],
      fileErrors: [],
    });
    continue;
  }
  const target = path.join(scratch, repoFolderName(entry));
  cpSync(source, target, { recursive: true });
  if (ejectRoundTrip) {
    const result = await roundTripRepo(entry, realpathSync(target), {
      runCli,
      countTree,
      diffs: path.join(scratch, 'eject-diffs'),
    }).catch((error) => ({
      repo: `${entry.owner}/${entry.name}`,
      crash: `harness: ${error.stack}`,
      parseFailures: [],
      differs: [],
      same: 0,
      sameButImports: 0,
      kept: [],
    }));
    results.push(result);
    log(
      `${result.repo}: ${result.same} same, ${result.sameButImports} same but imports, ${result.differs.length} differ, ${result.parseFailures.length} parse failures${result.crash ? `, CRASH ${result.crash}` : ''} (${result.seconds?.toFixed(1) ?? '?'} s)`,
    );
    continue;
  }
  let result;
  try {
    result = checkRepo(entry, realpathSync(target));
  } catch (error) {
    result = {
      repo: `${entry.owner}/${entry.name}`,
      commit: entry.commit,
      crash: `harness: ${error.stack}`,
      sites: [],
      cliOnly: [],
      extras: [],
      parseFailures: [],
      fileErrors: [],
    };
  }
  results.push(result);
  const silent = result.sites.filter((site) => ['silent', 'crash'].includes(site.kind)).length;
  log(
    `${result.repo}: ${result.sites.filter((site) => site.kind !== 'mismatch').length} definitions, ${result.sites.filter((site) => site.kind === 'migrated').length} migrated, ${silent} silent, ${result.parseFailures.length} parse failures, report≠run ${(result.reportCheck?.onlyInReport?.length ?? 0) + (result.reportCheck?.onlyInRun?.length ?? 0)}${result.crash ? `, CRASH ${result.crash}` : ''} (${result.seconds?.toFixed(1) ?? '?'} s)`,
  );
}
if (ejectRoundTrip) {
  const text = roundTripMarkdown(results, path.relative(repositoryRoot, list));
  writeFileSync(path.join(scratch, 'eject-round-trip.md'), text);
  writeFileSync(path.join(scratch, 'eject-round-trip.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(text);
  log(`details: ${path.join(scratch, 'eject-round-trip.md')}`);
  const failing = results.reduce((sum, result) => sum + result.parseFailures.length + (result.crash ? 1 : 0), 0);
  process.exit(failing > 0 ? 1 : 0);
}
const rows = tally(results);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
writeFileSync(
  path.join(scratch, 'corpus-results.json'),
  `${JSON.stringify({ list: path.relative(repositoryRoot, list), corpus, bin, seconds, rows, results }, null, 2)}\n`,
);
printTable(rows);
const silentSites = results.flatMap((result) =>
  result.sites
    .filter((site) => ['silent', 'crash'].includes(site.kind))
    .map((site) => ({ repo: result.repo, ...site })),
);
if (!markdown) {
  for (const site of silentSites.slice(0, 50))
    console.log(`silent ${site.repo}/${site.file}:${site.line} ${site.shape} (${site.reason})`);
  if (silentSites.length > 50) console.log(`... and ${silentSites.length - 50} more silent (see the results file)`);
  const cliOnly = {};
  for (const result of results)
    for (const item of result.cliOnly) {
      const label = `${item.kind} ${item.framework ?? ''} ${item.reason ?? ''}`.replace(/\s+/g, ' ').trim();
      cliOnly[label] = (cliOnly[label] ?? 0) + 1;
    }
  if (Object.keys(cliOnly).length > 0)
    console.log(
      `CLI items at no counted site: ${Object.entries(cliOnly)
        .map(([label, count]) => `${label} ${count}`)
        .join(', ')}`,
    );
  const disagreements = results.reduce(
    (sum, result) =>
      sum + (result.reportCheck?.onlyInReport?.length ?? 0) + (result.reportCheck?.onlyInRun?.length ?? 0),
    0,
  );
  console.log(`report vs run: ${withReport ? `${disagreements} disagreements` : 'not checked (--no-report)'}`);
  for (const result of results) {
    for (const error of result.fileErrors) console.log(`CLI file error ${result.repo}/${error.file}: ${error.reason}`);
    for (const failure of result.parseFailures)
      console.log(`parse failure ${result.repo}/${failure.file}: ${failure.errors.join('; ')}`);
    if (result.crash) console.log(`crash ${result.repo}: ${result.crash}`);
  }
}
if (!markdown) {
  const tied = FRAMEWORKS.flatMap((framework) =>
    Object.entries(rows[framework].tied)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `  ${framework} ${count}: ${reason}`),
  );
  if (tied.length > 0) console.log(`migrated but tied (a tool may have several reasons):\n${tied.join('\n')}`);
}
const cliSeconds = results.reduce((sum, result) => sum + (result.seconds ?? 0), 0);
log(
  `list ${path.relative(process.cwd(), list)}, corpus ${corpus}, CLI ${bin}: ${seconds.toFixed(1)} s in all, of which the migrating runs ${cliSeconds.toFixed(1)} s`,
);
log(`details: ${path.join(scratch, 'corpus-results.json')}`);
const failing =
  silentSites.length + results.reduce((sum, result) => sum + result.parseFailures.length + (result.crash ? 1 : 0), 0);
process.exitCode = failing > 0 ? 1 : 0;

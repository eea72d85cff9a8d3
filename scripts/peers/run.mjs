#!/usr/bin/env node
// The peers check (issue 16): public projects with their own CI gates, each gate run before and
// after `std-tool-migrate . --yes --format`, and the two results compared per gate.
//
//   node scripts/peers/run.mjs [--only <id,...>] [--markdown] [--last]
//
//   --only      run these projects of peers/projects.json (default: all)
//   --markdown  print the README table instead of the terminal table
//   --last      print the table of the last run (no rerun)
//
// Environment: STM_MIRROR_DIR (bare git mirrors, default /work/.mirror), STM_PEERS_DIR (scratch
// folder, default ../peers-work next to this repository), STM_PEERS_GATE_TIMEOUT and
// STM_PEERS_INSTALL_TIMEOUT (seconds; default 600 and 1200).
// Needs the built CLI (dist/cli/bin.js): `npm run peers` builds it first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countErrors, errorExcerpt, errorSignatures } from './errors.mjs';
import { peerEnv, run } from './exec.mjs';
import { packAndRun } from './pack.mjs';
import { renderMarkdown, renderText } from './table.mjs';
import { verdict } from './verdict.mjs';
import {
  changedFiles,
  commitAll,
  diffOfMigration,
  ensureMirror,
  extract,
  install,
  restoreTrackedFiles,
  saveInstall,
} from './workspace.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cliBin = path.join(repoRoot, 'dist', 'cli', 'bin.js');
const mirrorRoot = path.resolve(process.env.STM_MIRROR_DIR ?? '/work/.mirror');
const peersDir = path.resolve(process.env.STM_PEERS_DIR ?? path.join(repoRoot, '..', 'peers-work'));
const gateTimeoutMs = Number(process.env.STM_PEERS_GATE_TIMEOUT ?? 600) * 1000;
const installTimeoutMs = Number(process.env.STM_PEERS_INSTALL_TIMEOUT ?? 1200) * 1000;
const resultsFile = path.join(peersDir, 'results.json');

function parseArgs(argv) {
  const options = { only: undefined, markdown: false, last: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--markdown') options.markdown = true;
    else if (arg === '--last') options.last = true;
    else if (arg === '--only') options.only = argv[++index]?.split(',');
    else throw new Error(`unknown argument ${arg} (use --only <id,...>, --markdown, --last)`);
  }
  return options;
}

const log = (message) => process.stderr.write(`[peers] ${message}\n`);

function writeLog(logDir, name, result) {
  writeFileSync(
    path.join(logDir, `${name}.log`),
    `$ ${result.command}\n# exit ${result.code}${result.timedOut ? ' (timed out)' : ''}, ${result.ms} ms\n${result.output}`,
  );
}

async function runGate(gate, tree, logDir, phase, env) {
  const result = await run(gate.command, { cwd: tree, timeoutMs: gateTimeoutMs, env });
  writeLog(logDir, `${phase}-${gate.name}`, result);
  const { count } = countErrors(result);
  const passed = result.code === 0 && !result.timedOut;
  log(
    `  ${phase} ${gate.name}: ${passed ? 'pass' : `fail${count === undefined ? '' : ` (${count})`}`} in ${result.ms} ms`,
  );
  return {
    passed,
    timedOut: result.timedOut,
    code: result.code,
    errors: count,
    ms: result.ms,
    excerpt: passed ? '' : errorExcerpt(result.output),
    signatures: passed ? [] : errorSignatures(result.output),
  };
}

/** The project's pack-and-run step as a gate: its steps' output goes to the logs, not into results.json. */
async function runPackAndRun(project, tree, projectDir, logDir, phase, env) {
  const { steps, ...result } = await packAndRun(project.packAndRun, tree, path.join(projectDir, `pack-${phase}`), {
    timeoutMs: gateTimeoutMs,
    log,
    env,
  });
  writeFileSync(
    path.join(logDir, `${phase}-pack-and-run.log`),
    steps
      .map(
        (step) =>
          `$ ${step.command}\n# exit ${step.code}${step.timedOut ? ' (timed out)' : ''}, ${step.ms} ms\n${step.output}`,
      )
      .join('\n'),
  );
  log(`  ${phase} pack-and-run: ${result.passed ? 'pass' : 'fail'} (${result.detail}) in ${result.ms} ms`);
  return result;
}

/** The gates to run: the project's own, then its pack-and-run step when it declares one. */
function gatesOf(project, env) {
  const gates = project.gates.map((gate) => ({
    ...gate,
    run: (tree, logDir, phase) => runGate(gate, tree, logDir, phase, env),
  }));
  if (project.packAndRun)
    gates.push({
      name: 'pack-and-run',
      command: describePackAndRun(project.packAndRun),
      run: (tree, logDir, phase) => runPackAndRun(project, tree, path.dirname(logDir), logDir, phase, env),
    });
  return gates;
}

function describePackAndRun(spec) {
  const entry =
    spec.run.kind === 'mcp-stdio'
      ? `${spec.run.bin}: initialize + tools/list over stdio`
      : spec.run.kind === 'import'
        ? `import('${spec.run.specifier}')`
        : spec.run.command;
  return `${spec.build ? `${spec.build}, ` : ''}pack, npm install --omit=dev <tarball>, ${entry}`;
}

/** Runs the CLI with --format; without it when this build does not know the flag yet (and says so). */
async function migrate(tree, logDir) {
  const base = `node ${JSON.stringify(cliBin)} . --yes --json`;
  let formatFlag = true;
  let result = await run(`${base} --format`, { cwd: tree, timeoutMs: gateTimeoutMs });
  if (/unknown option '--format'/.test(result.output)) {
    formatFlag = false;
    result = await run(base, { cwd: tree, timeoutMs: gateTimeoutMs });
  }
  writeLog(logDir, 'cli', result);
  let json;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    json = undefined; // the log has what it printed instead
  }
  return {
    command: formatFlag ? `${base} --format` : base,
    formatFlag,
    code: result.code,
    totals: json?.totals,
    problems: json?.problems?.length,
    adapterModules: json?.adapterModules?.map((module) => path.relative(tree, path.resolve(tree, module.path))),
  };
}

/** The bin folder of Node `version` from npm's `node` package, installed once into the scratch folder. */
async function nodeBin(version) {
  const prefix = path.join(peersDir, '.node', version);
  const bin = path.join(prefix, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'node'))) {
    const installed = await run(`npm install --no-audit --no-fund --prefix ${JSON.stringify(prefix)} node@${version}`, {
      cwd: peersDir,
      timeoutMs: installTimeoutMs,
    });
    if (installed.code !== 0)
      throw new Error(`node@${version} could not be installed: ${installed.output.slice(-300)}`);
  }
  return bin;
}

async function checkProject(project) {
  const projectDir = path.join(peersDir, project.id);
  const tree = path.join(projectDir, 'tree');
  const logDir = path.join(projectDir, 'logs');
  const cacheDir = path.join(peersDir, '.install-cache', project.id);
  const result = { id: project.id, repo: project.repo, commit: project.commit, gates: [], cli: undefined };
  let installKey;
  try {
    log(`${project.id}: ${project.repo}@${project.commit.slice(0, 10)}`);
    const gitDir = ensureMirror(mirrorRoot, project);
    const missing = extract(gitDir, project.commit, tree);
    if (missing.length > 0) {
      result.missingFiles = missing;
      log(`  not in the mirror, left out: ${missing.join(', ')}`);
    }
    mkdirSync(logDir, { recursive: true });
    mkdirSync(cacheDir, { recursive: true });
    // A project that needs a newer Node than ours runs its install, gates and pack-and-run on it (the CLI on ours).
    const env = peerEnv(project.node ? await nodeBin(project.node) : undefined);
    const installed = await install(project, tree, cacheDir, installTimeoutMs, env);
    installKey = installed.key;
    if (!installed.cached) writeLog(logDir, 'install', installed);
    log(`  install: ${installed.cached ? 'cached' : installed.ok ? `done in ${installed.ms} ms` : 'FAILED'}`);
    result.install = { cached: installed.cached, ok: installed.ok, command: installed.command };
    if (!installed.ok) throw new Error(`install failed (see ${path.join(logDir, 'install.log')})`);
    // Edits of the tree (not of node_modules) run on every run: a cached install skips `install`.
    if (project.prepare) {
      const prepared = await run(project.prepare, { cwd: tree, timeoutMs: gateTimeoutMs, env });
      writeLog(logDir, 'prepare', prepared);
      if (prepared.code !== 0) throw new Error(`prepare failed (see ${path.join(logDir, 'prepare.log')})`);
    }
    commitAll(tree, `${project.repo}@${project.commit}`);

    const gates = gatesOf(project, env);
    const before = [];
    for (const gate of gates) before.push(await gate.run(tree, logDir, 'before'));
    // Gates may leave files behind (build info, caches); commit them so the CLI sees a clean tree. A gate that
    // fixed the sources (`eslint --fix`) is undone: the migration and the gates after it read what was measured.
    restoreTrackedFiles(tree);
    commitAll(tree, 'artefacts of the gates');

    result.cli = await migrate(tree, logDir);
    result.changedFiles = changedFiles(tree);
    writeFileSync(path.join(logDir, 'migration.diff'), diffOfMigration(tree));
    log(`  cli: exit ${result.cli.code}, ${result.changedFiles.length} files changed`);

    for (const [index, gate] of gates.entries()) {
      const after = await gate.run(tree, logDir, 'after');
      result.gates.push({
        name: gate.name,
        command: gate.command,
        before: before[index],
        after,
        verdict: verdict(before[index], after),
      });
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`  ${project.id} stopped: ${result.error}`);
  } finally {
    if (installKey) saveInstall(tree, cacheDir, installKey);
  }
  return result;
}

/**
 * The last commit that changed what the CLI does (its code, transforms, adapters), and
 * whether the tree differs from it.
 */
function cliCommit() {
  const head = spawnSync(
    'git',
    ['log', '-1', '--format=%h', '--abbrev=10', '--', 'cli', 'transforms', 'adapters', 'package.json'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'cli', 'transforms', 'adapters'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' (+ uncommitted changes)' : ''}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.last) {
    const saved = JSON.parse(readFileSync(resultsFile, 'utf8'));
    process.stdout.write(options.markdown ? renderMarkdown(saved.results, saved.meta) : renderText(saved.results));
    return;
  }
  if (!existsSync(cliBin)) throw new Error(`${cliBin} is missing: run npm run build first (npm run peers does).`);
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'peers', 'projects.json'), 'utf8'));
  const projects = config.projects.filter((project) => !options.only || options.only.includes(project.id));
  if (projects.length === 0) throw new Error(`no project matches --only ${options.only}`);
  mkdirSync(peersDir, { recursive: true });
  let results = [];
  for (const project of projects) results.push(await checkProject(project));
  // With --only, the other projects keep their last results, so the table stays whole.
  if (options.only && existsSync(resultsFile)) {
    const saved = JSON.parse(readFileSync(resultsFile, 'utf8')).results;
    const fresh = new Map(results.map((result) => [result.id, result]));
    const order = config.projects.map((project) => project.id);
    results = [...new Map([...saved.map((result) => [result.id, result]), ...fresh]).values()]
      .filter((result) => order.includes(result.id))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }
  const meta = {
    cliCommit: cliCommit(),
    node: process.version,
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  };
  writeFileSync(resultsFile, `${JSON.stringify({ meta, results }, null, 2)}\n`);
  process.stdout.write(options.markdown ? renderMarkdown(results, meta) : renderText(results));
  log(`logs, diffs and results.json in ${peersDir}`);
  const regressed = results.some(
    (project) => project.error || project.gates.some((gate) => gate.verdict === 'regressed'),
  );
  process.exitCode = regressed ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

/**
 * `std-tool-migrate contract`: imports the project's tool modules (this runs their
 * code, and says so), records what each framework sends to a model and what each
 * provider receives, writes it (`--out`) or compares it with a snapshot (`--check`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { workerCount } from '../cpus';
import { EXIT, resolveTransforms, UsageError } from '../migrate';
import { planRun } from '../runner/run';
import { isFailure } from '../summary';
import { collectProject } from './collect-project';
import { compareSnapshots } from './compare';
import { type ContractFormat, formatComparison, formatContract } from './formats';
import { selectModules } from './select-modules';
import { buildSnapshot, type ContractSnapshot, parseSnapshot, SnapshotFileError, stableJson } from './snapshot';

export interface ContractFlags {
  out?: string;
  check?: string;
  format?: ContractFormat;
  timeout?: string;
  ignore?: string[];
  cpus?: string;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_TIMEOUT_MS = 3_600_000;

export async function contract(paths: string[], flags: ContractFlags): Promise<number> {
  const timeoutMs = positiveInteger(flags.timeout, '--timeout', DEFAULT_TIMEOUT_MS);
  // Node's timers hold 2^31-1 ms: a larger value fires at once and failed every module.
  if (timeoutMs > MAX_TIMEOUT_MS)
    throw new UsageError(`--timeout must be at most ${MAX_TIMEOUT_MS} ms (an hour), got ${flags.timeout}`);
  const workers = workerCount(flags.cpus);
  // Modules imported at the same time: each is a Node process with its framework loaded.
  const concurrency = workers.requested ? workers.count : Math.min(workers.count, 4);
  if (workers.warning) process.stderr.write(`warning ${workers.warning}\n`);
  const format = flags.format ?? 'text';
  // A bad --check file is reported before any of the project's code runs.
  const saved = flags.check === undefined ? undefined : readSnapshot(flags.check);
  if (saved instanceof Error) {
    process.stderr.write(`error: ${saved.message}\n`);
    return EXIT.failed;
  }

  const plan = await planRun({
    paths,
    transforms: resolveTransforms(undefined),
    ignore: flags.ignore,
    cpus: concurrency,
    adapterImport: './std-tool',
  });
  for (const problem of plan.problems)
    process.stderr.write(`${isFailure(problem.reason) ? 'error' : 'warning'} ${problem.path}: ${problem.message}\n`);
  if (plan.problems.some((problem) => isFailure(problem.reason))) return EXIT.failed;

  const modules = selectModules(plan.files);
  process.stderr.write(
    `contract: importing ${modules.length} module${modules.length === 1 ? '' : 's'} of your project to read their tools ` +
      `(this runs their code, each in a child process, ${timeoutMs} ms at most)\n`,
  );
  const project = await collectProject(plan, modules, { timeoutMs, concurrency, cwd: process.cwd() });
  for (const failure of project.failures) process.stderr.write(`error ${failure.module}: ${failure.message}\n`);
  // Read back through the stable form, so a fresh contract compares like a saved one.
  const snapshot = JSON.parse(stableJson(buildSnapshot(project.tools, project.unreachable))) as ContractSnapshot;

  if (flags.out !== undefined) {
    writeFileSync(flags.out, stableJson(snapshot));
    process.stderr.write(`contract: ${snapshot.tools.length} tools written to ${flags.out}\n`);
  }
  const failed = project.failures.length > 0;
  if (saved !== undefined) {
    const comparison = compareSnapshots(saved, snapshot);
    process.stdout.write(formatComparison(comparison, format));
    if (failed) return EXIT.failed;
    return comparison.differences.length > 0 ? EXIT.workFound : EXIT.ok;
  }
  if (flags.out === undefined || format !== 'text') process.stdout.write(formatContract(snapshot, format));
  return failed ? EXIT.failed : EXIT.ok;
}

function readSnapshot(file: string): ContractSnapshot | Error {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return new Error(`cannot read the snapshot ${file}: ${(error as Error).message}`);
  }
  try {
    return parseSnapshot(text, file);
  } catch (error) {
    if (error instanceof SnapshotFileError) return error;
    throw error;
  }
}

function positiveInteger(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isInteger(parsed) || parsed < 1 || String(parsed) !== value.trim())
    throw new UsageError(`${flag} must be a positive integer, got ${value}`);
  return parsed;
}

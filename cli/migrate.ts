/**
 * The main command: scan → (choose → preview) → apply, with exit codes that say what
 * happened: 0 done, 1 a file failed or the input was bad, 2 `--check` found work, 130
 * interrupted. One plan (`planRun`) decides every error for the three modes, so a dry run
 * and `--check` predict what the real run does.
 */
import * as path from 'node:path';
import { frontEndsById, type TransformName } from '../transforms/registry';
import { moduleWillChange } from './adapter-module/plan';
import { colorsFor, type Colors } from './colors';
import { workerCount, type WorkerCount } from './cpus';
import { colorDiff, unifiedDiff } from './diff';
import { formatAfterWriting } from './format-after-writing';
import { gitState } from './git';
import { enterWritePhase, handleInterrupts, interruption } from './interrupt';
import { chooseFiles, chooseTransforms, confirmOverwrite } from './interactive';
import { progressReporter } from './progress';
import { applyRun, keepAcceptedFiles, overwriteEditedModule, planRun, type RunPlan } from './runner/run';
import {
  finalSummaryLines,
  isFailure,
  jsonResult,
  problemLines,
  scanSummaryLines,
  tableLines,
  type SummaryOptions,
} from './summary';
import { EXIT } from './exit-codes';
import { UsageError } from './usage-error';

export { UsageError };

export interface MigrateFlags {
  dryRun?: boolean;
  yes?: boolean;
  transform?: string[];
  adapterPath?: string;
  adapterImport?: string;
  check?: boolean;
  json?: boolean;
  allowDirty?: boolean;
  ignore?: string[];
  cpus?: string;
  format?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

export { EXIT };

export function resolveTransforms(names: readonly string[] | undefined): TransformName[] {
  if (!names || names.length === 0) return Object.keys(frontEndsById) as TransformName[];
  const known = Object.keys(frontEndsById);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UsageError(`unknown transform ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return [...new Set(names)] as TransformName[];
}

/** What every mode needs: the validated flags and where to print. */
interface Run {
  paths: string[];
  flags: MigrateFlags;
  transforms: TransformName[];
  workers: WorkerCount;
  out: NodeJS.WriteStream;
  err: NodeJS.WriteStream;
  colors: Colors;
  summary: SummaryOptions;
}

/** The exit code of a run, in one place: an error outranks "work to do". */
export function exitCodeFor(
  plan: RunPlan,
  options: { check?: boolean; interrupted?: boolean; formatFailed?: boolean } = {},
): number {
  if (options.interrupted) return EXIT.interrupted;
  const failedInput = plan.problems.some((problem) => isFailure(problem.reason));
  if (plan.totals.errors > 0 || failedInput || options.formatFailed) return EXIT.failed;
  // A module missing or outdated for files migrated earlier is work too.
  const restores = plan.adapterModules.some((module) => module.importers.length > 0 && moduleWillChange(module));
  return options.check && (plan.totals.changed > 0 || restores) ? EXIT.workFound : EXIT.ok;
}

/**
 * What the user chose in an interactive run: `declined` when a framework was left out, a
 * file skipped, or the run quit before the last file. Nothing else in this run (the
 * consolidation offer) may then write: it would rewrite what the user turned down.
 */
export interface MigrateSession {
  declined: boolean;
}

export async function migrate(
  paths: string[],
  flags: MigrateFlags,
  session: MigrateSession = { declined: false },
): Promise<number> {
  const run = prepare(paths, flags);
  const stopHandlingInterrupts = handleInterrupts();
  try {
    const writes = !flags.dryRun && !flags.check;
    // Git first, before any question: a dirty tree cannot be rolled back cleanly.
    if (writes) {
      const refused = guardWorkTree(run);
      if (refused !== undefined) return refused;
    }
    if (run.workers.warning && !flags.quiet) run.err.write(`${run.colors.yellow('warning')} ${run.workers.warning}\n`);
    if (isInteractive(flags)) return await migrateInteractively(run, session);
    if (!writes) return await preview(run);
    return await applyAll(run);
  } finally {
    stopHandlingInterrupts();
  }
}

function prepare(paths: string[], flags: MigrateFlags): Run {
  const transforms = resolveTransforms(flags.transform);
  const workers = workerCount(flags.cpus);
  if (flags.adapterImport !== undefined && flags.adapterImport.trim() === '')
    throw new UsageError('--adapter-import needs a module specifier (it was empty)');
  if (flags.adapterPath !== undefined && flags.adapterPath.trim() === '')
    throw new UsageError('--adapter-path needs a file path (it was empty)');
  if (writesWithoutAsking(flags))
    throw new UsageError(
      '--json only changes the output format: on a terminal it does not stand for --yes. ' +
        'Add --yes to write every change, or --dry-run (or --check) to write nothing.',
    );
  const out = process.stdout;
  if (flags.quiet && flags.verbose) throw new UsageError('--quiet and --verbose cannot be used together');
  const summary = { paths, quiet: flags.quiet, verbose: flags.verbose };
  return { paths, flags, transforms, workers, out, err: process.stderr, colors: colorsFor(out), summary };
}

/** Questions need a person on both ends: stdout redirected to a file means no one sees them. */
export function isInteractive(flags: Pick<MigrateFlags, 'yes' | 'json' | 'check' | 'dryRun'>): boolean {
  return (
    !flags.yes &&
    !flags.json &&
    !flags.check &&
    !flags.dryRun &&
    Boolean(process.stdin.isTTY) &&
    Boolean(process.stdout.isTTY)
  );
}

/**
 * `--json` on a terminal: the person there would not be asked (JSON has no questions), so
 * without `--yes`, `--dry-run` or `--check` the run is refused rather than written unasked.
 */
function writesWithoutAsking(flags: MigrateFlags): boolean {
  return Boolean(flags.json && !flags.yes && !flags.check && !flags.dryRun && process.stdin.isTTY);
}

/** What the git guard needs of a command's run (`consolidate` has it too). */
export type GuardedRun = Pick<Run, 'paths' | 'out' | 'err' | 'colors'> & {
  flags: Pick<MigrateFlags, 'allowDirty' | 'json' | 'quiet'>;
};

/** Refuses (returns the exit code) when git cannot vouch for the tree, unless `--allow-dirty`. */
export function guardWorkTree(run: GuardedRun): number | undefined {
  const { flags, err, out, colors } = run;
  if (flags.allowDirty) return undefined;
  const git = gitState(run.paths);
  if ((git.kind === 'clean' || git.kind === 'no-repository') && git.ignored && !flags.quiet)
    err.write(
      `${colors.yellow('warning')} ${git.ignored.map((file) => path.relative(process.cwd(), file) || file).join(', ')}: ` +
        'ignored by git, so there is no safety net: the rewritten files cannot be reviewed or undone with git.\n',
    );
  if (git.kind === 'clean') return undefined;
  if (git.kind === 'no-repository') {
    if (flags.quiet) return undefined;
    err.write(
      `${colors.yellow('warning')} ${git.paths.join(', ')}: not in a git repository, so there is no safety net: ` +
        'the rewritten files cannot be reviewed or undone with git.\n',
    );
    return undefined;
  }
  let reason: string;
  let message: string;
  let files: string[] | undefined;
  if (git.kind === 'dirty') {
    files = git.files;
    const shown = files.map((file) => path.relative(process.cwd(), file) || file);
    reason = 'dirty-work-tree';
    message =
      `the git work tree has uncommitted changes (${shown.slice(0, 5).join(', ')}${shown.length > 5 ? ', ...' : ''}). ` +
      'Commit or stash them so the migration can be reviewed and undone, or pass --allow-dirty.';
  } else {
    reason = 'git-unusable';
    message =
      `cannot check the git work tree at ${git.repository}: ${git.message}. ` +
      'Without that check uncommitted work could be rewritten; fix git, or pass --allow-dirty to run without it.';
  }
  if (flags.json) out.write(`${JSON.stringify({ error: { reason, message, files } }, null, 2)}\n`);
  err.write(`${colors.red('error')} ${message}\n`);
  return EXIT.failed;
}

/** `writes`: the run will write what it plans (not `--dry-run`, `--check`). */
function scan(run: Run, transforms: TransformName[], showProgress: boolean, writes: boolean): Promise<RunPlan> {
  const progress = progressReporter(run.err, showProgress && !run.flags.json && !run.flags.quiet);
  return planRun({
    paths: run.paths,
    transforms,
    ignore: run.flags.ignore,
    cpus: run.workers.count,
    cpusRequested: run.workers.requested,
    adapterPath: run.flags.adapterPath,
    adapterImport: run.flags.adapterImport,
    restoreAdapterModules: true,
    rendersModulesAhead: writes,
    onFileDone: progress.update,
  }).finally(() => progress.done());
}

/** `--dry-run` and `--check`: the plan, printed; nothing written. */
async function preview(run: Run): Promise<number> {
  const { flags, out, err, colors } = run;
  const plan = await scan(run, run.transforms, true, false);
  const changed = plan.files.filter((file) => file.status === 'changed');
  if (flags.json) {
    const diffs = Object.fromEntries(
      changed.map((file) => [file.path, unifiedDiff(file.path, file.original!, file.output!)]),
    );
    out.write(`${JSON.stringify(jsonResult(plan, { mode: flags.check ? 'check' : 'dry-run', diffs }), null, 2)}\n`);
  } else {
    if (flags.dryRun)
      for (const file of changed)
        out.write(`${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
    printLines(scanSummaryLines(plan, colors, run.summary), err);
  }
  return exitCodeFor(plan, { check: flags.check });
}

/** `--yes` (or no terminal): everything that can be migrated is written. */
async function applyAll(run: Run): Promise<number> {
  const { flags, out, err, colors } = run;
  const plan = await scan(run, run.transforms, true, true);
  enterWritePhase();
  const outcome = await applyRun(
    plan,
    new Set(plan.files.filter((file) => file.status === 'changed').map((file) => file.path)),
  );
  if (!flags.json) printLines(finalSummaryLines(plan, outcome, colors, run.summary), err);
  const format = outcome.interrupted ? undefined : await formatAfterWriting(run, plan, outcome, false);
  if (flags.json)
    out.write(
      `${JSON.stringify(jsonResult(plan, { mode: 'apply', adapterModulesWritten: outcome.adapterModulesWritten, interrupted: outcome.interrupted, format }), null, 2)}\n`,
    );
  return exitCodeFor(plan, { interrupted: interruption() !== undefined, formatFailed: format?.ok === false });
}

/** On a terminal: the table, which frameworks, edited adapter modules, each diff; then write. */
async function migrateInteractively(run: Run, session: MigrateSession): Promise<number> {
  const { err, colors } = run;
  let plan = await scan(run, run.transforms, true, true);
  printLines(tableLines(plan), err);
  const found = [...new Set(plan.files.flatMap((file) => file.tools.map((tool) => tool.framework)))] as TransformName[];
  if (found.length === 0) {
    printLines(problemLines(plan, colors), err);
    err.write('Nothing to migrate.\n');
    return exitCodeFor(plan);
  }
  const chosen = await chooseTransforms(run.transforms, found);
  session.declined = found.some((framework) => !chosen.includes(framework));
  if (chosen.length === 0) return EXIT.ok;
  if (chosen.length !== run.transforms.length) plan = await scan(run, chosen, false, true);
  // Never overwrite an edited adapter module without asking; asked before the diffs, so
  // the diffs offered are the files that can really be written.
  const overwrite = new Set<string>();
  for (const module of plan.adapterModules) {
    if (module.blocked?.reason !== 'edited') continue;
    if (!(await confirmOverwrite(module.path, module.blocked.missing))) continue;
    overwriteEditedModule(plan, module);
    overwrite.add(module.path);
  }
  const offered = plan.files.filter((file) => file.status === 'changed');
  const accepted = await chooseFiles(offered, colors);
  if (accepted.size < offered.length) session.declined = true;
  // The modules serve what was accepted: a framework whose files were all skipped is not imported.
  keepAcceptedFiles(plan, accepted);
  enterWritePhase();
  const outcome = await applyRun(plan, accepted, overwrite);
  printLines(finalSummaryLines(plan, outcome, colors, run.summary), err);
  const format = outcome.interrupted ? undefined : await formatAfterWriting(run, plan, outcome, true);
  return exitCodeFor(plan, { interrupted: interruption() !== undefined, formatFailed: format?.ok === false });
}

function printLines(lines: readonly string[], stream: NodeJS.WriteStream): void {
  for (const line of lines) stream.write(`${line}\n`);
}

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
import { commandLine, detectFormatter, runFormatter } from './formatter';
import { gitState } from './git';
import { enterWritePhase, handleInterrupts, interruption, INTERRUPTED_EXIT_CODE } from './interrupt';
import { chooseFiles, chooseTransforms, confirmOverwrite, offerFormatter } from './interactive';
import { progressReporter } from './progress';
import { applyRun, overwriteEditedModule, planRun, type ApplyOutcome, type RunPlan } from './runner/run';
import { frameworkTable, isFailure, jsonResult, manualLines, problemLines, tiedLines } from './summary';
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
}

export const EXIT = { ok: 0, failed: 1, workFound: 2, interrupted: INTERRUPTED_EXIT_CODE } as const;

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
}

/** The exit code of a run, in one place: an error outranks "work to do". */
export function exitCodeFor(plan: RunPlan, options: { check?: boolean; interrupted?: boolean } = {}): number {
  if (options.interrupted) return EXIT.interrupted;
  const failedInput = plan.problems.some((problem) => isFailure(problem.reason));
  if (plan.totals.errors > 0 || failedInput) return EXIT.failed;
  return options.check && plan.totals.changed > 0 ? EXIT.workFound : EXIT.ok;
}

export async function migrate(paths: string[], flags: MigrateFlags): Promise<number> {
  const run = prepare(paths, flags);
  const stopHandlingInterrupts = handleInterrupts();
  try {
    const writes = !flags.dryRun && !flags.check;
    // Git first, before any question: a dirty tree cannot be rolled back cleanly.
    if (writes) {
      const refused = guardWorkTree(run);
      if (refused !== undefined) return refused;
    }
    if (run.workers.warning) run.err.write(`${run.colors.yellow('warning')} ${run.workers.warning}\n`);
    if (isInteractive(flags)) return await migrateInteractively(run);
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
  const out = process.stdout;
  return { paths, flags, transforms, workers, out, err: process.stderr, colors: colorsFor(out) };
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

/** Refuses (returns the exit code) when git cannot vouch for the tree, unless `--allow-dirty`. */
export function guardWorkTree(run: Pick<Run, 'flags' | 'err' | 'out' | 'colors' | 'paths'>): number | undefined {
  const { flags, err, out, colors } = run;
  if (flags.allowDirty) return undefined;
  const git = gitState(run.paths);
  if (git.kind === 'clean') return undefined;
  if (git.kind === 'no-repository') {
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

function scan(run: Run, transforms: TransformName[], showProgress: boolean): Promise<RunPlan> {
  const progress = progressReporter(run.err, showProgress && !run.flags.json);
  return planRun({
    paths: run.paths,
    transforms,
    ignore: run.flags.ignore,
    cpus: run.workers.count,
    cpusRequested: run.workers.requested,
    adapterPath: run.flags.adapterPath,
    adapterImport: run.flags.adapterImport,
    onFileDone: progress.update,
  }).finally(() => progress.done());
}

/** `--dry-run` and `--check`: the plan, printed; nothing written. */
async function preview(run: Run): Promise<number> {
  const { flags, out, err, colors } = run;
  const plan = await scan(run, run.transforms, true);
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
    for (const module of plan.adapterModules) {
      if (moduleWillChange(module))
        err.write(
          `would write the adapter module ${path.relative(process.cwd(), module.path)} (${module.frameworks.join(', ')})\n`,
        );
    }
    printScanSummary(plan, colors, err);
  }
  return exitCodeFor(plan, { check: flags.check });
}

/** `--yes` (or no terminal): everything that can be migrated is written. */
async function applyAll(run: Run): Promise<number> {
  const { flags, out, err, colors } = run;
  const plan = await scan(run, run.transforms, true);
  enterWritePhase();
  const outcome = await applyRun(
    plan,
    new Set(plan.files.filter((file) => file.status === 'changed').map((file) => file.path)),
  );
  if (flags.json)
    out.write(
      `${JSON.stringify(jsonResult(plan, { mode: 'apply', adapterModulesWritten: outcome.adapterModulesWritten, interrupted: outcome.interrupted }), null, 2)}\n`,
    );
  else printFinal(plan, outcome, colors, err);
  if (!outcome.interrupted) await formatAfterWriting(run, outcome, false);
  return exitCodeFor(plan, { interrupted: interruption() !== undefined });
}

/** On a terminal: the table, which frameworks, edited adapter modules, each diff; then write. */
async function migrateInteractively(run: Run): Promise<number> {
  const { err, colors } = run;
  let plan = await scan(run, run.transforms, true);
  err.write(`${frameworkTable(plan.files)}\n`);
  const found = [...new Set(plan.files.flatMap((file) => file.tools.map((tool) => tool.framework)))] as TransformName[];
  if (found.length === 0) {
    printProblems(plan, colors, err);
    err.write('Nothing to migrate.\n');
    return exitCodeFor(plan);
  }
  const chosen = await chooseTransforms(run.transforms, found);
  if (chosen.length === 0) return EXIT.ok;
  if (chosen.length !== run.transforms.length) plan = await scan(run, chosen, false);
  // Never overwrite an edited adapter module without asking; asked before the diffs, so
  // the diffs offered are the files that can really be written.
  const overwrite = new Set<string>();
  for (const module of plan.adapterModules) {
    if (module.blocked?.reason !== 'edited') continue;
    if (!(await confirmOverwrite(module.path, module.blocked.missing))) continue;
    overwriteEditedModule(plan, module);
    overwrite.add(module.path);
  }
  const accepted = await chooseFiles(
    plan.files.filter((file) => file.status === 'changed'),
    colors,
  );
  enterWritePhase();
  const outcome = await applyRun(plan, accepted, overwrite);
  printFinal(plan, outcome, colors, err);
  if (!outcome.interrupted) await formatAfterWriting(run, outcome, true);
  return exitCodeFor(plan, { interrupted: interruption() !== undefined });
}

/**
 * `--format` runs the project's formatter on the written files and the adapter module;
 * without it, a terminal session is asked and `--yes` prints the command.
 */
async function formatAfterWriting(run: Run, outcome: ApplyOutcome, mayAsk: boolean): Promise<void> {
  const { flags, err, colors } = run;
  const files = [...outcome.written, ...outcome.adapterModulesWritten].map((file) => path.resolve(file));
  if (files.length === 0) return;
  // Looked up from the adapter module's project (a package below the scanned folder has its own).
  const formatter = detectFormatter(path.dirname(outcome.adapterModulesWritten[0] ?? files[0]!), files);
  if (!formatter) {
    if (flags.format)
      err.write(
        `${colors.yellow('warning')} --format: no formatter found (Prettier, Biome, dprint or ESLint); not formatted\n`,
      );
    return;
  }
  if (!flags.format) {
    if (flags.json) return;
    err.write(`Format the changed files with ${formatter.name}: ${commandLine(formatter.command)}\n`);
    if (!mayAsk || !(await offerFormatter(formatter.name))) return;
  }
  // Twice: Prettier can need a second pass to settle some layouts (long type signatures),
  // and the project's own `--check` runs it once on already formatted text.
  let result = runFormatter(formatter);
  if (result.ok) result = runFormatter(formatter);
  if (result.ok) err.write(`formatted ${files.length} files with ${formatter.name}\n`);
  else
    err.write(
      `${colors.yellow('warning')} ${formatter.name} failed (${result.message}); the files are migrated but not formatted\n`,
    );
}

function printProblems(plan: RunPlan, colors: Colors, stream: NodeJS.WriteStream): void {
  for (const line of problemLines(plan, colors)) stream.write(`${line}\n`);
}

function printScanSummary(plan: RunPlan, colors: Colors, stream: NodeJS.WriteStream): void {
  stream.write(`${frameworkTable(plan.files)}\n`);
  for (const line of [...manualLines(plan, colors), ...tiedLines(plan, colors), ...problemLines(plan, colors)])
    stream.write(`${line}\n`);
  const totals = plan.totals;
  stream.write(
    `${totals.files} files scanned: ${totals.changed} to change, ${totals.migrated} tools to migrate, ${totals.manual} manual, ${totals.errors} errors\n`,
  );
}

function printFinal(plan: RunPlan, outcome: ApplyOutcome, colors: Colors, stream: NodeJS.WriteStream): void {
  for (const line of [...manualLines(plan, colors), ...tiedLines(plan, colors), ...problemLines(plan, colors)])
    stream.write(`${line}\n`);
  const migrated = plan.files.filter((file) => file.written).reduce((sum, file) => sum + file.tools.length, 0);
  stream.write(
    `${colors.bold(`${outcome.written.length} files changed`)}, ${migrated} tools migrated, ${plan.totals.manual} manual, ${plan.totals.errors} errors\n`,
  );
  for (const module of outcome.adapterModulesWritten)
    stream.write(`adapter module written: ${path.relative(process.cwd(), module) || module}\n`);
  if (outcome.interrupted) {
    const left = plan.files.filter((file) => file.status === 'changed' && !file.written).length;
    stream.write(
      `${colors.red('interrupted')} (${outcome.interrupted}): ${outcome.written.length} files written, ${left} left as they were; no file is half-written\n`,
    );
  }
}

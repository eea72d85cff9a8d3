/**
 * The main command: scan → (choose → preview) → apply, with exit codes that say what
 * happened: 0 done, 1 a file failed or the input was bad, 2 `--check` found work.
 */
import { spawnSync } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { frontEndsById, type TransformName } from '../transforms/registry';
import { colorsFor } from './colors';
import { colorDiff, unifiedDiff } from './diff';
import { commandLine, detectFormatter } from './formatter';
import { gitState } from './git';
import { chooseFiles, chooseTransforms, confirmOverwrite, offerFormatter } from './interactive';
import { lacksNeededExports } from './adapter-module/plan';
import { progressReporter } from './progress';
import { applyRun, planRun, type RunPlan } from './runner/run';
import { frameworkTable, isFailure, jsonResult, manualLines, problemLines, tiedLines } from './summary';

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
}

export const EXIT = { ok: 0, failed: 1, workFound: 2 } as const;

export class UsageError extends Error {}

export function resolveTransforms(names: readonly string[] | undefined): TransformName[] {
  if (!names || names.length === 0) return Object.keys(frontEndsById) as TransformName[];
  const known = Object.keys(frontEndsById);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UsageError(`unknown transform ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return [...new Set(names)] as TransformName[];
}

export async function migrate(paths: string[], flags: MigrateFlags): Promise<number> {
  const out = process.stdout;
  const err = process.stderr;
  const colors = colorsFor(out);
  const transforms = resolveTransforms(flags.transform);
  const cpus = flags.cpus ? Number.parseInt(flags.cpus, 10) : os.availableParallelism();
  if (!Number.isInteger(cpus) || cpus < 1) throw new UsageError(`--cpus must be a positive integer, got ${flags.cpus}`);
  // Questions need a person on both ends: stdout redirected to a file means no one sees them.
  const interactive =
    !flags.yes &&
    !flags.json &&
    !flags.check &&
    !flags.dryRun &&
    Boolean(process.stdin.isTTY) &&
    Boolean(process.stdout.isTTY);
  const writes = !flags.dryRun && !flags.check;

  // Git first, before any question: a dirty tree cannot be rolled back cleanly.
  if (writes && !flags.allowDirty) {
    const git = gitState(paths);
    if (git.kind === 'dirty') {
      const shown = git.files.map((file) => path.relative(process.cwd(), file) || file);
      const message =
        `the git work tree has uncommitted changes (${shown.slice(0, 5).join(', ')}${shown.length > 5 ? ', ...' : ''}). ` +
        'Commit or stash them so the migration can be reviewed and undone, or pass --allow-dirty.';
      if (flags.json)
        out.write(`${JSON.stringify({ error: { reason: 'dirty-work-tree', message, files: git.files } }, null, 2)}\n`);
      err.write(`${colors.red('error')} ${message}\n`);
      return EXIT.failed;
    }
  }

  const progress = progressReporter(err, !flags.json);
  let plan = await planRun({
    paths,
    transforms,
    ignore: flags.ignore,
    cpus,
    cpusRequested: flags.cpus !== undefined,
    adapterPath: flags.adapterPath,
    adapterImport: flags.adapterImport,
    onFileDone: progress.update,
  });
  progress.done();
  const failedInput = plan.problems.some((problem) => isFailure(problem.reason));

  if (interactive) {
    err.write(`${frameworkTable(plan.files)}\n`);
    const found = [
      ...new Set(plan.files.flatMap((file) => file.tools.map((tool) => tool.framework))),
    ] as TransformName[];
    if (found.length === 0) {
      printProblems(plan, colors, err);
      err.write('Nothing to migrate.\n');
      return plan.totals.errors > 0 || failedInput ? EXIT.failed : EXIT.ok;
    }
    const chosen = await chooseTransforms(transforms, found);
    if (chosen.length === 0) return EXIT.ok;
    if (chosen.length !== transforms.length) {
      plan = await planRun({
        paths,
        transforms: chosen,
        ignore: flags.ignore,
        cpus,
        cpusRequested: flags.cpus !== undefined,
        adapterPath: flags.adapterPath,
        adapterImport: flags.adapterImport,
      });
    }
    const accepted = await chooseFiles(
      plan.files.filter((file) => file.status === 'changed'),
      colors,
    );
    // Never overwrite an edited adapter module without asking.
    const overwrite = new Set<string>();
    for (const module of plan.adapterModules) {
      const missing = lacksNeededExports(module);
      if (
        missing.length > 0 &&
        module.files.some((file) => accepted.has(file)) &&
        (await confirmOverwrite(module.path, missing))
      )
        overwrite.add(module.path);
    }
    const outcome = applyRun(plan, accepted, overwrite);
    printFinal(plan, outcome, colors, err);
    const formatter =
      outcome.written.length > 0
        ? detectFormatter(
            path.resolve(paths[0] ?? '.'),
            outcome.written.map((file) => path.relative(process.cwd(), file)),
          )
        : undefined;
    if (formatter) {
      err.write(`Format the changed files with ${formatter.name}: ${commandLine(formatter.command)}\n`);
      if (await offerFormatter(formatter.name))
        spawnSync(formatter.command[0]!, formatter.command.slice(1), { stdio: 'inherit' });
    }
    return plan.totals.errors > 0 || failedInput ? EXIT.failed : EXIT.ok;
  }

  if (flags.check || flags.dryRun) {
    const changed = plan.files.filter((file) => file.status === 'changed');
    if (flags.json) {
      out.write(
        `${JSON.stringify(jsonResult(plan, { mode: flags.check ? 'check' : 'dry-run', diffs: Object.fromEntries(changed.map((file) => [file.path, unifiedDiff(file.path, file.original!, file.output!)])) }), null, 2)}\n`,
      );
    } else {
      if (flags.dryRun)
        for (const file of changed)
          out.write(`${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
      for (const module of plan.adapterModules) {
        if (module.existing !== 'identical')
          err.write(
            `would write the adapter module ${path.relative(process.cwd(), module.path)} (${module.frameworks.join(', ')})\n`,
          );
      }
      printScanSummary(plan, colors, err);
    }
    if (plan.totals.errors > 0 || failedInput) return EXIT.failed;
    return flags.check && plan.totals.changed > 0 ? EXIT.workFound : EXIT.ok;
  }

  const outcome = applyRun(
    plan,
    new Set(plan.files.filter((file) => file.status === 'changed').map((file) => file.path)),
  );
  if (flags.json)
    out.write(
      `${JSON.stringify(jsonResult(plan, { mode: 'apply', adapterModulesWritten: outcome.adapterModulesWritten }), null, 2)}\n`,
    );
  else {
    printFinal(plan, outcome, colors, err);
    const formatter =
      outcome.written.length > 0
        ? detectFormatter(
            path.resolve(paths[0] ?? '.'),
            outcome.written.map((file) => path.relative(process.cwd(), file)),
          )
        : undefined;
    if (formatter) err.write(`Format the changed files with ${formatter.name}: ${commandLine(formatter.command)}\n`);
  }
  return plan.totals.errors > 0 || failedInput ? EXIT.failed : EXIT.ok;
}

function printProblems(plan: RunPlan, colors: ReturnType<typeof colorsFor>, stream: NodeJS.WriteStream): void {
  for (const line of problemLines(plan, colors)) stream.write(`${line}\n`);
}

function printScanSummary(plan: RunPlan, colors: ReturnType<typeof colorsFor>, stream: NodeJS.WriteStream): void {
  stream.write(`${frameworkTable(plan.files)}\n`);
  for (const line of [...manualLines(plan, colors), ...tiedLines(plan, colors), ...problemLines(plan, colors)])
    stream.write(`${line}\n`);
  const totals = plan.totals;
  stream.write(
    `${totals.files} files scanned: ${totals.changed} to change, ${totals.migrated} tools to migrate, ${totals.manual} manual, ${totals.errors} errors\n`,
  );
}

function printFinal(
  plan: RunPlan,
  outcome: ReturnType<typeof applyRun>,
  colors: ReturnType<typeof colorsFor>,
  stream: NodeJS.WriteStream,
): void {
  for (const line of [...manualLines(plan, colors), ...tiedLines(plan, colors), ...problemLines(plan, colors)])
    stream.write(`${line}\n`);
  const migrated = plan.files.filter((file) => file.written).reduce((sum, file) => sum + file.tools.length, 0);
  stream.write(
    `${colors.bold(`${outcome.written.length} files changed`)}, ${migrated} tools migrated, ${plan.totals.manual} manual, ${plan.totals.errors} errors\n`,
  );
  for (const module of outcome.adapterModulesWritten)
    stream.write(`adapter module written: ${path.relative(process.cwd(), module) || module}\n`);
}

/**
 * `std-tool-migrate eject`: the way back. Adapter calls become native definitions again
 * (one framework with `-t`, or the format entirely), with the migration's promises: the
 * git guard, a preview and accept/skip per file on a terminal, atomic writes that stop
 * cleanly on Ctrl+C, per-file failures, and the same exit codes.
 */
import * as path from 'node:path';
import type { FrameworkId } from '../../transforms/frameworks';
import { colorsFor } from '../colors';
import { colorDiff, unifiedDiff } from '../diff';
import { chooseFiles } from '../interactive';
import { enterWritePhase, handleInterrupts, interruption } from '../interrupt';
import { EXIT, exitCodeFor, guardWorkTree, isInteractive, resolveTransforms, type MigrateFlags } from '../migrate';
import { applyRun } from '../runner/run';
import { problemLines } from '../summary';
import { applyModuleChanges } from './modules';
import { planEject, type EjectPlan } from './plan';
import { ejectSummaryLines } from './summary';

export type EjectFlags = Pick<
  MigrateFlags,
  'dryRun' | 'yes' | 'transform' | 'check' | 'json' | 'allowDirty' | 'ignore' | 'adapterImport'
>;

export async function eject(paths: string[], flags: EjectFlags): Promise<number> {
  const out = process.stdout;
  const err = process.stderr;
  const colors = colorsFor(out);
  const frameworks = flags.transform ? (resolveTransforms(flags.transform) as FrameworkId[]) : undefined;
  const writes = !flags.dryRun && !flags.check;
  const stopHandlingInterrupts = handleInterrupts();
  try {
    if (writes) {
      const refused = guardWorkTree({ flags, err, out, colors, paths });
      if (refused !== undefined) return refused;
    }
    const plan = planEject({ paths, frameworks, ignore: flags.ignore, adapterImport: flags.adapterImport });
    const changed = plan.run.files.filter((file) => file.status === 'changed');
    if (!writes) {
      if (flags.json) out.write(`${JSON.stringify(jsonView(plan, flags.check ? 'check' : 'dry-run'), null, 2)}\n`);
      else {
        if (flags.dryRun)
          for (const file of changed)
            out.write(`${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
        for (const line of [...ejectSummaryLines(plan, colors, 'preview'), ...problemLines(plan.run, colors)])
          err.write(`${line}\n`);
      }
      return exitCodeFor(plan.run, { check: flags.check });
    }
    let accepted = new Set(changed.map((file) => file.path));
    if (isInteractive(flags)) {
      for (const line of ejectSummaryLines(plan, colors, 'preview')) err.write(`${line}\n`);
      if (changed.length === 0) return exitCodeFor(plan.run);
      accepted = await chooseFiles(changed, colors);
    }
    enterWritePhase();
    const outcome = await applyRun(plan.run, accepted);
    const modules = outcome.interrupted
      ? { done: [], failed: [] }
      : applyModuleChanges(plan.modules, new Set(outcome.written));
    if (flags.json) out.write(`${JSON.stringify(jsonView(plan, 'apply', modules), null, 2)}\n`);
    else {
      for (const line of [...ejectSummaryLines(plan, colors, 'done'), ...problemLines(plan.run, colors)])
        err.write(`${line}\n`);
      for (const line of modules.done) err.write(`${line}\n`);
      for (const line of modules.failed) err.write(`${colors.red('error')} ${line}\n`);
      err.write(`${colors.bold(`${outcome.written.length} files changed`)}\n`);
      if (outcome.interrupted) {
        const left = changed.filter((file) => !file.written).length;
        err.write(
          `${colors.red('interrupted')} (${outcome.interrupted}): ${outcome.written.length} files written, ${left} left as they were; no file is half-written\n`,
        );
      }
    }
    const code = exitCodeFor(plan.run, { interrupted: interruption() !== undefined });
    return code === EXIT.ok && modules.failed.length > 0 ? EXIT.failed : code;
  } finally {
    stopHandlingInterrupts();
  }
}

function jsonView(plan: EjectPlan, mode: string, modules?: { done: string[]; failed: string[] }) {
  const relative = (file: string) => path.relative(process.cwd(), file) || file;
  return {
    mode,
    files: plan.files.map((file) => {
      const result = plan.run.files.find((candidate) => candidate.path === file.path)!;
      return {
        path: relative(file.path),
        ejected: file.ejected,
        kept: file.kept,
        duplicated: file.duplicated,
        status: result.status,
        written: result.written ?? false,
        ...(mode !== 'apply' && result.status === 'changed'
          ? { diff: unifiedDiff(file.path, result.original!, result.output!) }
          : {}),
      };
    }),
    leftAlone: plan.run.files.flatMap((file) =>
      file.diagnostics
        .filter((diagnostic) => diagnostic.reason.startsWith('eject-'))
        .map((diagnostic) => ({ ...diagnostic, file: relative(diagnostic.file) })),
    ),
    errors: plan.run.files
      .filter((file) => file.status === 'error')
      .map((file) => ({ path: relative(file.path), reason: file.reason })),
    adapterModules: plan.modules.map((change) => ({
      path: relative(change.path),
      change: change.kind,
      ...(change.kind === 'shrink' && { frameworks: change.frameworks }),
    })),
    problems: plan.run.problems,
    ...(modules && { adapterModulesDone: modules.done, adapterModulesFailed: modules.failed }),
  };
}

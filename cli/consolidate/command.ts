/**
 * `std-tool-migrate consolidate`: migrate what is still native (in memory, same rules as
 * the main command), then merge each group of duplicate standard tools into one
 * definition. Identical groups merge with `--yes`; groups that differ only by a pick.
 */
import { existsSync, mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { colorsFor } from '../colors';
import { colorDiff, unifiedDiff } from '../diff';
import { workerCount } from '../cpus';
import { enterWritePhase, handleInterrupts, interruption, yieldToSignals } from '../interrupt';
import { EXIT, guardWorkTree, resolveTransforms, type MigrateFlags } from '../migrate';
import { counted } from '../plural';
import { applyRun, planRun, type ApplyOutcome, type RunPlan } from '../runner/run';
import { checkReplaceable, writeModuleAtomically } from '../runner/write-file';
import { isFailure, problemLines } from '../summary';
import { analyse, type Analysis } from './analyse';
import { planConsolidation, type Choices, type ConsolidationPlan } from './plan';
import { packageOf, projectLayout, projectTexts } from './project-texts';
import { confirmConsolidation, offerConsolidation, pickDefinitions } from './prompts';
import { jsonGroups, summaryLines } from './summary';

export type ConsolidateFlags = Omit<MigrateFlags, 'transform'>;

const isInteractive = (flags: ConsolidateFlags) =>
  !flags.yes &&
  !flags.json &&
  !flags.check &&
  !flags.dryRun &&
  Boolean(process.stdin.isTTY) &&
  Boolean(process.stdout.isTTY);

interface Scan {
  run: RunPlan;
  analysis: Analysis;
  texts: ReturnType<typeof projectTexts>;
}

async function scan(paths: string[], flags: ConsolidateFlags): Promise<Scan> {
  const workers = workerCount(flags.cpus);
  const run = await planRun({
    paths,
    transforms: resolveTransforms(undefined),
    ignore: flags.ignore,
    cpus: workers.count,
    cpusRequested: workers.requested,
    adapterPath: flags.adapterPath,
    adapterImport: flags.adapterImport,
    standardTools: { adapterImport: flags.adapterImport },
    rendersModulesAhead: true,
  });
  const texts = projectTexts(run, flags.adapterImport);
  const analysis = analyse(texts.texts, { adapterImport: flags.adapterImport, packageOf, known: texts.known });
  return { run, analysis, texts };
}

export async function consolidate(paths: string[], flags: ConsolidateFlags): Promise<number> {
  const stopHandlingInterrupts = handleInterrupts();
  try {
    return await consolidateGuarded(paths, flags);
  } finally {
    stopHandlingInterrupts();
  }
}

async function consolidateGuarded(paths: string[], flags: ConsolidateFlags): Promise<number> {
  const out = process.stdout;
  const err = process.stderr;
  const colors = colorsFor(out);
  const interactive = isInteractive(flags);
  const writes = !flags.dryRun && !flags.check;
  const workers = workerCount(flags.cpus);
  // The same guard as the migration: git must vouch for the tree before anything is rewritten.
  if (writes) {
    const refused = guardWorkTree({ paths, flags, out, err, colors });
    if (refused !== undefined) return refused;
  }
  if (workers.warning) err.write(`${colors.yellow('warning')} ${workers.warning}\n`);
  const { run, analysis, texts } = await scan(paths, flags);
  const failed = run.totals.errors > 0 || run.problems.some((problem) => isFailure(problem.reason));
  const choices: Choices = interactive ? await pickDefinitions(analysis.groups, colors) : new Map();
  const plan = planConsolidation(analysis, texts.texts, choices, projectLayout(run, flags.adapterImport));
  mergeIntoRun(run, plan, texts.onDisk);
  const changed = run.files.filter((file) => file.status === 'changed');

  if (!writes || flags.json) {
    if (!writes && !flags.json) {
      if (flags.dryRun) {
        for (const [file, text] of plan.created) out.write(`${colorDiff(unifiedDiff(file, '', text), colors)}\n`);
        for (const file of changed)
          out.write(`${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
      }
      for (const module of run.adapterModules)
        if (
          module.existing !== 'identical' &&
          module.files.some((file) => changed.some((result) => result.path === file))
        )
          err.write(`would write the adapter module ${path.relative(process.cwd(), module.path) || module.path}\n`);
      for (const line of [...summaryLines(plan, colors), ...problemLines(run, colors)]) err.write(`${line}\n`);
    }
    if (!writes) {
      if (flags.json) out.write(`${JSON.stringify(jsonView(run, plan, flags.check ? 'check' : 'dry-run'), null, 2)}\n`);
      if (failed) return EXIT.failed;
      return flags.check && (changed.length > 0 || plan.created.size > 0) ? EXIT.workFound : EXIT.ok;
    }
  }

  if (interactive) {
    for (const [file, text] of plan.created) out.write(`\n${colorDiff(unifiedDiff(file, '', text), colors)}\n`);
    for (const file of changed)
      out.write(`\n${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
    for (const line of summaryLines(plan, colors)) err.write(`${line}\n`);
    if (changed.length === 0 && plan.created.size === 0) return failed ? EXIT.failed : EXIT.ok;
    if (!(await confirmConsolidation(changed.length, plan.created.size))) return failed ? EXIT.failed : EXIT.ok;
  }

  const outcome = await write(run, plan);
  if (flags.json) out.write(`${JSON.stringify(jsonView(run, plan, 'apply', outcome), null, 2)}\n`);
  else {
    if (!interactive) for (const line of summaryLines(plan, colors)) err.write(`${line}\n`);
    for (const line of problemLines(run, colors)) err.write(`${line}\n`);
    const applied = outcome.failed.length === 0 && !outcome.interrupted;
    err.write(
      `${colors.bold(`${counted(outcome.written.length, 'file')} changed`)}, ${counted(outcome.created.length, 'new module')}, ` +
        (applied
          ? `${counted(plan.merged.length, 'tool')} consolidated, ${plan.notMerged.length} not merged\n`
          : `consolidation not applied: ${counted(outcome.failed.length, 'file')} could not be written\n`),
    );
  }
  if (outcome.interrupted) {
    const left = run.files.filter((file) => file.status === 'changed' && !file.written).length;
    err.write(
      `${colors.red('interrupted')} (${outcome.interrupted}): ${outcome.written.length + outcome.created.length} files written, ${left} left as they were; no file is half-written\n`,
    );
    return EXIT.interrupted;
  }
  return failed || outcome.failed.length > 0 ? EXIT.failed : EXIT.ok;
}

/** The consolidated texts replace the migration's outputs (or make a file `changed`). */
function mergeIntoRun(run: RunPlan, plan: ConsolidationPlan, onDisk: ReturnType<typeof projectTexts>['onDisk']): void {
  for (const file of run.files) {
    const output = plan.files.get(file.path);
    if (output === undefined) continue;
    if (file.status !== 'changed') {
      const disk = onDisk.get(file.path)!;
      file.status = 'changed';
      file.original = disk.text;
      file.bom = disk.bom;
    }
    file.output = output;
  }
}

interface WriteOutcome {
  written: string[];
  created: string[];
  failed: string[];
  /** The signal that stopped the writes: each file is old or new, none half-written. */
  interrupted?: NodeJS.Signals;
}

/**
 * All or nothing: every file is checked (unchanged since the scan, writable, a new module still
 * absent) before the first is written, so no file is left importing a definition that is not
 * there. New modules first; a Ctrl+C stops between two files.
 */
async function write(run: RunPlan, plan: ConsolidationPlan): Promise<WriteOutcome> {
  const changed = run.files.filter((file) => file.status === 'changed');
  const refused: string[] = [];
  // A module that appeared since the scan is someone's: never overwritten.
  for (const file of plan.created.keys())
    if (existsSync(file)) refused.push(`${file}: the file appeared after the scan; not overwritten`);
  for (const file of changed) {
    const check = checkReplaceable(file.path, file.original!);
    if (!check.ok) refused.push(`${file.path}: ${check.message}`);
  }
  if (refused.length > 0) {
    for (const line of refused) process.stderr.write(`error ${line}; nothing was written\n`);
    return { written: [], created: [], failed: refused };
  }
  enterWritePhase();
  const created: string[] = [];
  for (const [file, text] of plan.created) {
    await yieldToSignals();
    const interrupted = interruption();
    if (interrupted) return { written: [], created, failed: [], interrupted };
    mkdirSync(path.dirname(file), { recursive: true });
    const result = writeModuleAtomically(file, text);
    if (result.ok) created.push(file);
    else {
      process.stderr.write(`error ${file}: ${result.message}; nothing else was written\n`);
      return { written: [], created, failed: [`${file}: ${result.message}`] };
    }
  }
  // The files that keep a definition next: one that fails (changed on disk meanwhile) stops the
  // run before any file is rewritten to import from it.
  const homes = new Set(plan.merged.map((merged) => merged.home));
  const first = await applyRun(run, new Set(changed.filter((file) => homes.has(file.path)).map((file) => file.path)));
  const failedHere = (outcome: ApplyOutcome) => outcome.failed.map((file) => `${file.path}: ${file.reason}`);
  if (first.failed.length > 0 || first.interrupted) {
    for (const line of failedHere(first)) process.stderr.write(`error ${line}; nothing else was written\n`);
    return { written: first.written, created, failed: failedHere(first), interrupted: first.interrupted };
  }
  const rest = await applyRun(run, new Set(changed.filter((file) => !homes.has(file.path)).map((file) => file.path)));
  return {
    written: [...first.written, ...rest.written],
    created,
    failed: failedHere(rest),
    interrupted: rest.interrupted,
  };
}

function jsonView(run: RunPlan, plan: ConsolidationPlan, mode: string, outcome?: WriteOutcome) {
  return {
    mode,
    groups: jsonGroups(plan),
    notes: plan.notes,
    created: [...plan.created.keys()],
    files: run.files
      .filter((file) => file.status === 'changed' || file.status === 'error')
      .map((file) => ({
        path: file.path,
        status: file.status,
        written: file.written ?? false,
        reason: file.reason,
        ...(mode !== 'apply' && file.status === 'changed'
          ? { diff: unifiedDiff(file.path, file.original!, file.output!) }
          : {}),
      })),
    problems: run.problems,
    ...(outcome
      ? {
          written: outcome.written,
          createdWritten: outcome.created,
          failed: outcome.failed,
          interrupted: outcome.interrupted,
        }
      : {}),
  };
}

/** After an interactive migration: offer to consolidate when duplicates exist. */
export async function offerAfterMigration(paths: string[], flags: ConsolidateFlags): Promise<number | undefined> {
  if (!isInteractive(flags)) return undefined;
  const { analysis } = await scan(paths, flags);
  if (analysis.groups.length === 0) return undefined;
  if (!(await offerConsolidation(analysis.groups.length))) return undefined;
  // The migration just wrote its files: the tree is dirty by our own hand.
  return consolidate(paths, { ...flags, allowDirty: true });
}

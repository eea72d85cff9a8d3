/**
 * What the user reads after a scan or a run: the per-framework table, the files that
 * change, what is left to them (grouped by reason), problems, the one-line result and the
 * next steps. `--quiet` keeps the errors and the one-line result; `--verbose` lists all.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { FrameworkId } from '../transforms/lib/ir';
import { moduleWillChange } from './adapter-module/plan';
import { nothingFoundLine } from './already-migrated';
import type { Colors } from './colors';
import { leftForYouLines } from './left-for-you';
import { stepsAfterWriting, stepsBeforeWriting } from './next-steps';
import { counted } from './plural';
import { FILE_TOO_LARGE, type FileResult } from './runner/file-result';
import type { ApplyOutcome, RunPlan } from './runner/run';

export interface FrameworkRow {
  framework: FrameworkId;
  files: number;
  found: number;
  migratable: number;
  manual: number;
}

export function frameworkRows(files: readonly FileResult[]): FrameworkRow[] {
  const rows = new Map<FrameworkId, FrameworkRow>();
  const row = (framework: FrameworkId) => {
    let existing = rows.get(framework);
    if (!existing) {
      existing = { framework, files: 0, found: 0, migratable: 0, manual: 0 };
      rows.set(framework, existing);
    }
    return existing;
  };
  for (const file of files) {
    const seen = new Set<FrameworkId>();
    for (const tool of file.tools) {
      const entry = row(tool.framework);
      entry.found += 1;
      if (file.status === 'changed') entry.migratable += 1;
      seen.add(tool.framework);
    }
    for (const diagnostic of file.diagnostics) {
      if (diagnostic.kind !== 'manual') continue;
      const framework = (diagnostic.framework ?? file.tools[0]?.framework) as FrameworkId | undefined;
      if (!framework) continue;
      const entry = row(framework);
      entry.found += 1;
      entry.manual += 1;
      seen.add(framework);
    }
    for (const framework of seen) row(framework).files += 1;
  }
  return [...rows.values()];
}

export function frameworkTable(files: readonly FileResult[]): string {
  const rows = frameworkRows(files);
  if (rows.length === 0) return 'No tool definitions found.';
  const header = ['framework', 'files', 'tools found', 'migratable', 'manual'];
  const body = rows.map((row) => [row.framework, row.files, row.found, row.migratable, row.manual].map(String));
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((line) => line[index]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  return [format(header), ...body.map(format)].join('\n');
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/** Discovery problems that mean the run did not do what was asked (exit 1); the rest are warnings. */
export function isFailure(reason: string): boolean {
  return reason === 'missing-path' || reason === 'unreadable-directory';
}

export function problemLines(plan: RunPlan, colors: Colors, errorsOnly = false): string[] {
  const lines: string[] = [];
  for (const problem of plan.problems) {
    if (errorsOnly && !isFailure(problem.reason)) continue;
    const label = isFailure(problem.reason) ? colors.red('error') : colors.yellow('warning');
    lines.push(`${label} ${problem.path}: ${problem.message}`);
  }
  if (!errorsOnly)
    for (const module of plan.adapterModules)
      for (const warning of module.warnings) lines.push(`${colors.yellow('warning')} ${warning}`);
  for (const file of plan.files) {
    if (file.status === 'error')
      lines.push(`${colors.red('error')} ${relative(file.path)}: ${file.reason ?? 'failed'}`);
    else if (
      !errorsOnly &&
      file.status === 'skipped' &&
      file.diagnostics.some((diagnostic) => diagnostic.reason === FILE_TOO_LARGE)
    )
      lines.push(`${colors.yellow('warning')} ${relative(file.path)}: ${file.reason}`);
  }
  return lines;
}

export interface SummaryOptions {
  /** The paths as given: the next steps repeat them. */
  paths: readonly string[];
  quiet?: boolean;
  verbose?: boolean;
}

/** Files listed unless `--verbose`. */
export const SHOWN_FILES = 20;

function fileListLines(title: string, files: readonly string[], verbose: boolean | undefined): string[] {
  if (files.length === 0) return [];
  const shown = verbose ? files : files.slice(0, SHOWN_FILES);
  const lines = [`${title} (${files.length}):`, ...shown.map((file) => `  ${relative(file)}`)];
  if (shown.length < files.length)
    lines.push(`  ... and ${files.length - shown.length} more (--verbose lists them all)`);
  return lines;
}

/** The table, or what finding nothing means (an already migrated tree says so). */
export function tableLines(plan: RunPlan): string[] {
  return frameworkRows(plan.files).length === 0 ? [nothingFoundLine(plan)] : [frameworkTable(plan.files)];
}

/** After `--dry-run` or `--check`. */
export function scanSummaryLines(plan: RunPlan, colors: Colors, options: SummaryOptions): string[] {
  const { totals } = plan;
  const result =
    `${counted(totals.files, 'file')} scanned: ${totals.changed} to change, ` +
    `${counted(totals.migrated, 'tool')} to migrate, ${totals.manual} manual, ${counted(totals.errors, 'error')}`;
  if (options.quiet) return [...problemLines(plan, colors, true), result];
  const changed = plan.files.filter((file) => file.status === 'changed').map((file) => file.path);
  const modules = plan.adapterModules.filter(moduleWillChange).map(
    (module) =>
      `would write the adapter module ${relative(module.path)} (${module.frameworks.join(', ')})` +
      // Restored for files an earlier run migrated: say why, or the line reads as new work.
      (module.importers.length > 0
        ? `: ${counted(module.importers.length, 'file')} migrated earlier import it, and it is ${existsSync(module.path) ? 'an unedited copy of an older version' : 'missing'}`
        : ''),
  );
  return [
    ...tableLines(plan),
    ...fileListLines('Files that would change', changed, options.verbose),
    ...modules,
    ...leftForYouLines(plan.files, colors, options.verbose),
    ...(options.verbose ? typeOracleLines(plan) : []),
    ...problemLines(plan, colors),
    colors.bold(result),
    ...(totals.changed > 0 && totals.errors === 0 ? stepsBeforeWriting(options.paths) : []),
  ];
}

/** What the type oracle cost (`--verbose`): the programs it built for the questions syntax left open. */
function typeOracleLines({ typeOracle }: RunPlan): string[] {
  if (!typeOracle || typeOracle.questions === 0) return [];
  return [
    `type oracle: ${typeOracle.questions} open questions, ${typeOracle.answered} answered by ` +
      `${counted(typeOracle.programs, 'TypeScript program')} (${counted(typeOracle.builds, 'build')}, ` +
      `${typeOracle.milliseconds} ms, ` +
      `of which the run waited ${typeOracle.waitedMilliseconds} ms)` +
      (typeOracle.withoutProject > 0
        ? `; ${counted(typeOracle.withoutProject, 'file')} with no tsconfig that can be read left unknown`
        : '') +
      (typeOracle.withoutInstalledTypes > 0
        ? `; ${counted(typeOracle.withoutInstalledTypes, 'question')} left unknown, no package installed to answer`
        : ''),
  ];
}

/** After a run that wrote (or was asked to write and could not). */
export function finalSummaryLines(
  plan: RunPlan,
  outcome: ApplyOutcome,
  colors: Colors,
  options: SummaryOptions,
): string[] {
  const migrated = plan.files.filter((file) => file.written).reduce((sum, file) => sum + file.tools.length, 0);
  const result =
    `${counted(outcome.written.length, 'file')} changed, ${counted(migrated, 'tool')} migrated, ` +
    `${plan.totals.manual} manual, ${counted(plan.totals.errors, 'error')}`;
  const interrupted = outcome.interrupted
    ? [
        `${colors.red('interrupted')} (${outcome.interrupted}): ${counted(outcome.written.length, 'file')} written, ` +
          `${plan.files.filter((file) => file.status === 'changed' && !file.written).length} left as they were; no file is half-written`,
      ]
    : [];
  if (options.quiet) return [...problemLines(plan, colors, true), result, ...interrupted];
  const nothingFound = frameworkRows(plan.files).length === 0 ? [nothingFoundLine(plan)] : [];
  return [
    ...nothingFound,
    ...fileListLines('Files changed', outcome.written, options.verbose),
    ...outcome.adapterModulesWritten.map((module) => `adapter module written: ${relative(module)}`),
    ...leftForYouLines(plan.files, colors, options.verbose),
    ...problemLines(plan, colors),
    colors.bold(result),
    ...interrupted,
    ...(outcome.written.length > 0 && !outcome.interrupted ? stepsAfterWriting(options.paths, plan.totals.manual) : []),
  ];
}

/** The `--json` result: typed, stable, with no texts of the files. */
export function jsonResult(plan: RunPlan, extra: Record<string, unknown> = {}) {
  return {
    totals: plan.totals,
    files: plan.files.map((file) => ({
      path: file.path,
      status: file.status,
      written: file.written ?? false,
      reason: file.reason,
      tools: file.tools,
      diagnostics: file.diagnostics,
    })),
    problems: plan.problems,
    typeOracle: plan.typeOracle,
    adapterModules: plan.adapterModules.map((module) => ({
      path: module.path,
      frameworks: module.frameworks,
      style: module.style,
      existing: module.existingBeforeWrite ?? module.existing,
      blocked: module.blocked?.message,
      warnings: module.warnings,
      files: module.files,
    })),
    ...extra,
  };
}

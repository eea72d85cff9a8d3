/** What the user reads after a scan or a run: per-framework table, manual items, totals. */
import * as path from 'node:path';
import type { FrameworkId } from '../transforms/lib/ir';
import type { Colors } from './colors';
import { FILE_TOO_LARGE, type FileResult } from './runner/file-result';
import type { RunPlan } from './runner/run';

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

export function problemLines(plan: RunPlan, colors: Colors): string[] {
  const lines: string[] = [];
  for (const problem of plan.problems) {
    const label = isFailure(problem.reason) ? colors.red('error') : colors.yellow('warning');
    lines.push(`${label} ${problem.path}: ${problem.message}`);
  }
  for (const module of plan.adapterModules)
    for (const warning of module.warnings) lines.push(`${colors.yellow('warning')} ${warning}`);
  for (const file of plan.files) {
    if (file.status === 'error')
      lines.push(`${colors.red('error')} ${relative(file.path)}: ${file.reason ?? 'failed'}`);
    else if (file.status === 'skipped' && file.diagnostics.some((diagnostic) => diagnostic.reason === FILE_TOO_LARGE))
      lines.push(`${colors.yellow('warning')} ${relative(file.path)}: ${file.reason}`);
  }
  return lines;
}

export function manualLines(plan: RunPlan, colors: Colors): string[] {
  return plan.files.flatMap((file) =>
    file.diagnostics
      .filter((diagnostic) => diagnostic.kind === 'manual')
      .map(
        (diagnostic) =>
          `${colors.yellow('manual')} ${relative(file.path)}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`,
      ),
  );
}

export function tiedLines(plan: RunPlan, colors: Colors): string[] {
  return plan.files.flatMap((file) =>
    file.diagnostics
      .filter((diagnostic) => diagnostic.kind === 'tied')
      .map(
        (diagnostic) =>
          `${colors.dim('tied')}   ${relative(file.path)}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`,
      ),
  );
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
    adapterModules: plan.adapterModules.map((module) => ({
      path: module.path,
      frameworks: module.frameworks,
      style: module.style,
      existing: module.existing,
      blocked: module.blocked?.message,
      warnings: module.warnings,
      files: module.files,
    })),
    ...extra,
  };
}

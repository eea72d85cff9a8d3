/**
 * The runner: discover → group into projects → transform in workers (nothing written)
 * → plan the adapter modules. Applying (writing) is a separate step so the CLI can
 * preview and ask in between.
 */
import { statSync } from 'node:fs';
import type { TransformName } from '../../transforms/registry';
import { planAdapterModules, writeAdapterModule, type AdapterModulePlan } from '../adapter-module/plan';
import { discoverFiles, type DiscoveryProblem } from './discover';
import { totalsOf, type FileResult, type RunTotals } from './file-result';
import { processFiles, type FileJob } from './pool';
import { groupIntoProjects, majorOf, type PackageVersions, type Project } from './projects';
import { writeSourceAtomically } from './write-file';

export interface RunOptions {
  paths: string[];
  transforms: TransformName[];
  ignore?: string[];
  cpus?: number;
  /** The user set `cpus` (`--cpus N`): use that many workers, not a size-based guess. */
  cpusRequested?: boolean;
  /** One adapter module for every file (else one per project). */
  adapterPath?: string;
  /** Import this specifier instead of writing an adapter module. */
  adapterImport?: string;
  onFileDone?: (result: FileResult, done: number, total: number) => void;
}

export interface RunPlan {
  files: FileResult[];
  problems: DiscoveryProblem[];
  projects: Project[];
  adapterModules: AdapterModulePlan[];
  totals: RunTotals;
}

export async function planRun(options: RunOptions): Promise<RunPlan> {
  const discovery = discoverFiles(options.paths, options.ignore ?? []);
  const projects = groupIntoProjects(discovery.files, options);
  const jobs: FileJob[] = [];
  for (const project of projects) {
    const frameworkVersions = frameworkMajors(project.packages);
    for (const file of project.files) {
      jobs.push({
        file,
        options: options.adapterImport
          ? { adapterImport: options.adapterImport, frameworkVersions }
          : { adapterPath: project.adapterPath, frameworkVersions },
      });
    }
  }
  let done = 0;
  const files = await processFiles(
    jobs,
    options.transforms,
    options.cpus ?? 1,
    (result) => {
      done += 1;
      options.onFileDone?.(result, done, jobs.length);
    },
    options.cpusRequested,
  );
  markReadOnlyFiles(files);
  const adapterModules = options.adapterImport ? [] : planAdapterModules(projects, files);
  return { files, problems: discovery.problems, projects, adapterModules, totals: totalsOf(files) };
}

/** A read-only file that would change is an error now, so dry runs and --check show it too. */
function markReadOnlyFiles(files: FileResult[]): void {
  for (const file of files) {
    if (file.status !== 'changed') continue;
    let mode: number;
    try {
      mode = statSync(file.path).mode;
    } catch {
      continue; // gone: the write step reports it
    }
    if ((mode & 0o222) !== 0) continue;
    const message = 'the file is read-only; not modified';
    file.status = 'error';
    file.reason = message;
    file.diagnostics.push({ level: 'error', file: file.path, line: 0, column: 0, message, reason: 'read-only' });
    delete file.original;
    delete file.output;
  }
}

function frameworkMajors(packages: PackageVersions): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(packages).map(([name, version]) => [name, majorOf(version)]));
}

export interface ApplyOutcome {
  written: string[];
  failed: FileResult[];
  adapterModulesWritten: string[];
}

/**
 * Writes the accepted files, each project's adapter module first: a file is never left
 * importing a module that could not be written.
 */
export function applyRun(
  plan: RunPlan,
  accepted: ReadonlySet<string>,
  /** Adapter modules the user agreed to overwrite although they were edited. */
  overwriteEdited: ReadonlySet<string> = new Set(),
): ApplyOutcome {
  const outcome: ApplyOutcome = { written: [], failed: [], adapterModulesWritten: [] };
  const blockedProjects = new Map<string, string>();
  for (const module of plan.adapterModules) {
    const needed = module.files.some((file) => accepted.has(file));
    if (!needed) continue;
    const written = writeAdapterModule(module, overwriteEdited.has(module.path));
    if (written.ok) {
      if (written.changed) outcome.adapterModulesWritten.push(module.path);
    } else {
      blockedProjects.set(module.path, written.message);
    }
  }
  for (const file of plan.files) {
    if (file.status !== 'changed' || !accepted.has(file.path)) continue;
    const module = plan.adapterModules.find((candidate) => candidate.files.includes(file.path));
    const blocked = module && blockedProjects.get(module.path);
    const result = blocked
      ? ({
          ok: false,
          reason: 'adapter-module-not-written',
          message: `not written: the adapter module ${module.path} could not be written (${blocked})`,
        } as const)
      : writeSourceAtomically(file.path, file.original!, file.output!, file.bom ?? false);
    if (result.ok) {
      file.written = true;
      outcome.written.push(file.path);
    } else {
      file.status = 'error';
      file.reason = result.message;
      file.diagnostics.push({
        level: 'error',
        file: file.path,
        line: 0,
        column: 0,
        message: result.message,
        reason: result.reason,
      });
      outcome.failed.push(file);
    }
  }
  plan.totals = totalsOf(plan.files);
  return outcome;
}

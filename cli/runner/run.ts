/**
 * The runner: discover → group into projects → transform in workers (nothing written)
 * → plan the adapter modules. Applying (writing) is a separate step so the CLI can
 * preview and ask in between.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { FrameworkId } from '../../transforms/frameworks';
import type { TransformName } from '../../transforms/registry';
import {
  judgeAdapterModule,
  undecidedFrameworksOf,
  planAdapterModules,
  renderAheadOfPlanning,
  writeAdapterModule,
  type AdapterModulePlan,
  type AdapterWriteOutcome,
} from '../adapter-module/plan';
import { lockModule } from '../adapter-module/lock';
import { isOurAdapterModule } from '../adapter-module/checksum';
import { interruption, yieldToSignals } from '../interrupt';
import { discoverFiles, type DiscoveryProblem } from './discover';
import { lintStylesRead, startReadingLintStyle } from './lint-style';
import { totalsOf, type FileResult, type RunTotals } from './file-result';
import { hasOpenQuestion, processFiles, type FileJob } from './pool';
import { failure } from './process-file';
import { relativeImportConvention } from './import-convention';
import { importExtensionForFile } from './module-resolution';
import { groupIntoProjects, majorOf, unsupportedVersions, type PackageVersions, type Project } from './projects';
import type { TypeOracleStats } from './type-oracle-pass';
import { canCreateFileIn, writeSourceAtomically } from './write-file';

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
  /** Read each migrated text's standard tools as it is checked (see `CandidateOptions.standardTools`). */
  standardTools?: { adapterImport?: string };
  /**
   * Write an adapter module again where it is missing or an unedited older copy, for the
   * files an earlier run migrated that import it (the main command).
   */
  restoreAdapterModules?: boolean;
  /**
   * The run will write: its adapter modules are rendered while it waits for the type oracle. A dry
   * run renders only the modules whose text it reads (one on disk, or one that may import an
   * undeclared package), when it plans them.
   */
  rendersModulesAhead?: boolean;
  onFileDone?: (result: FileResult, done: number, total: number) => void;
}

export interface RunPlan {
  files: FileResult[];
  problems: DiscoveryProblem[];
  projects: Project[];
  adapterModules: AdapterModulePlan[];
  totals: RunTotals;
  /**
   * What the type oracle cost: programs built (one per project with an open question) and
   * their time; none for eject, which asks nothing.
   */
  typeOracle?: TypeOracleStats;
}

/**
 * A TypeScript project's ESLint is asked for its style (lint-style.ts) once a file of it has a tool
 * to migrate, beside the reading of the rest, rather than when its module is rendered; the run then
 * waits for it. Only where the module will be rendered: by a run that writes, or where it is already
 * on disk (a dry run compares). A dry run of a new module renders it only where it may import a
 * package the project does not declare, and asks ESLint then.
 */
function lintStyleReaderAhead(projects: readonly Project[], options: RunOptions): (file: string) => void {
  const moduleOfFile = new Map(
    projects.flatMap((project) =>
      !options.adapterImport && project.style === 'ts' ? project.files.map((file) => [file, project.adapterPath]) : [],
    ),
  );
  const rendered = new Map<string, boolean>();
  return (file) => {
    const module = moduleOfFile.get(file);
    if (module === undefined) return;
    if (!rendered.has(module)) rendered.set(module, options.rendersModulesAhead === true || existsSync(module));
    if (rendered.get(module)) startReadingLintStyle(module);
  };
}

/**
 * The one planning step behind `--dry-run`, `--check` and the real run: every error the
 * write would meet that can be known beforehand (a read-only file, an adapter module that
 * cannot be written) is decided here, so the three agree.
 */
export async function planRun(options: RunOptions): Promise<RunPlan> {
  const { projects, problems } = discoverProjects(options);
  // The adapter modules (this run's, by path) are this tool's output, never user code; a
  // file of the user's at that path is scanned like the others (see `refuseToolsAtAdapterPath`).
  const adapterPaths = new Set(options.adapterImport ? [] : projects.map((project) => project.adapterPath));
  const ownModules = new Set([...adapterPaths].filter(isOursOrAbsent));
  const jobs: FileJob[] = [];
  for (const project of projects) {
    const frameworkVersions = frameworkMajors(project.packages);
    const unsupported = unsupportedVersions(project.packages, project.ranges);
    // Where resolution leaves it free, a file with no relative import writes the adapter's as its project does.
    const convention = project.importExtension === 'js' ? undefined : relativeImportConvention(project.files);
    for (const file of project.files) {
      jobs.push({
        file,
        ownModule: ownModules.has(file),
        options: {
          ...(options.adapterImport ? { adapterImport: options.adapterImport } : { adapterPath: project.adapterPath }),
          frameworkVersions,
          ...(Object.keys(unsupported).length > 0 && { unsupportedVersions: unsupported }),
          projectRoot: project.root,
          importExtension: importExtensionForFile(file, project.importExtension, project.packageType),
          ...(convention && { conventionalExtension: convention }),
          ...(project.publicExports && { publicExports: true }),
          ...(options.standardTools && { standardTools: options.standardTools }),
        },
      });
    }
  }
  let done = 0;
  const readLintStyleAhead = lintStyleReaderAhead(projects, options);
  const { files, typeOracle } = await processFiles(
    jobs,
    options.transforms,
    options.cpus ?? 1,
    (result) => {
      done += 1;
      if (result.status === 'changed') readLintStyleAhead(result.path);
      options.onFileDone?.(result, done, jobs.length);
    },
    options.cpusRequested,
    // While the oracle's thread builds its programs: the modules, as far as the results so far tell.
    (results) => {
      // A file waiting for answers will most likely change: its project's ESLint is asked beside the oracle.
      for (const result of results) if (result && hasOpenQuestion(result)) readLintStyleAhead(result.path);
      if (!options.adapterImport && options.rendersModulesAhead)
        renderAheadOfPlanning(projects, results.filter(Boolean));
    },
  );
  await lintStylesRead();
  const planModules = () =>
    options.adapterImport ? [] : planAdapterModules(projects, files, { restore: options.restoreAdapterModules });
  let adapterModules = planModules();
  if (await refuseUndecidedMajors(jobs, files, adapterModules, projects, options)) adapterModules = planModules();
  refuseToolsAtAdapterPath(files, adapterPaths);
  markReadOnlyFiles(files);
  const plan = { files, problems, projects, adapterModules, totals: totalsOf(files), typeOracle };
  markBlockedModules(plan);
  return plan;
}

/**
 * A module whose framework's tools were read for different majors, with no version to say
 * which, cannot be written (`adapterConflict`): rather than fail every file it serves, its
 * projects' files run again with that framework undecided, so only the definitions
 * rewritten for an assumed major are refused (manual), and everything else migrates.
 */
async function refuseUndecidedMajors(
  jobs: readonly FileJob[],
  files: FileResult[],
  modules: readonly AdapterModulePlan[],
  projects: readonly Project[],
  options: RunOptions,
): Promise<boolean> {
  const undecided = new Map<string, FrameworkId[]>();
  for (const module of modules) {
    const frameworks = undecidedFrameworksOf(module);
    if (frameworks.length === 0) continue;
    for (const project of projects)
      if (project.adapterPath === module.path) for (const file of project.files) undecided.set(file, frameworks);
  }
  if (undecided.size === 0) return false;
  const indexes = jobs.flatMap((job, index) => (undecided.has(job.file) ? [index] : []));
  const again = indexes.map((index) => {
    const job = jobs[index]!;
    return { ...job, options: { ...job.options, undecidedMajors: undecided.get(job.file)! } };
  });
  const { files: results } = await processFiles(
    again,
    options.transforms,
    options.cpus ?? 1,
    () => {},
    options.cpusRequested,
  );
  for (const [position, index] of indexes.entries()) files[index] = results[position]!;
  return true;
}

/** The files and their projects; the walk's folder listings are not kept past the grouping. */
function discoverProjects(options: RunOptions): { projects: Project[]; problems: DiscoveryProblem[] } {
  const { files, problems, listings } = discoverFiles(options.paths, options.ignore ?? []);
  return { projects: groupIntoProjects(files, options, listings), problems };
}

/** No file at the path yet, or one this tool wrote (edited since or not). */
function isOursOrAbsent(adapterPath: string): boolean {
  let text: string;
  try {
    text = readFileSync(adapterPath, 'utf8');
  } catch {
    return true;
  }
  return isOurAdapterModule(text);
}

/**
 * A file of the user's that defines tools where the adapter module goes cannot be both:
 * migrating it would make it import itself, and skipping it would hide it. It is an error.
 */
function refuseToolsAtAdapterPath(files: FileResult[], adapterPaths: ReadonlySet<string>): void {
  for (const [index, file] of files.entries()) {
    if (!adapterPaths.has(file.path) || (file.status !== 'changed' && file.tools.length === 0)) continue;
    files[index] = failure(
      file.path,
      'adapter-path-taken',
      'this file holds your own tool definitions, at the path of the adapter module this run would write; ' +
        'nothing was migrated. Rename it, or choose another place with --adapter-path (or use --adapter-import)',
    );
  }
}

const MODULE_NOT_WRITTEN = 'adapter-module-not-written';

/** The files of an adapter module that cannot be written are errors: they would import what is not there. */
function markBlockedModules(plan: RunPlan): void {
  for (const module of plan.adapterModules) {
    if (!module.blocked) continue;
    for (const file of plan.files) {
      if (file.status !== 'changed' || !module.files.includes(file.path)) continue;
      const message = `not migrated: ${module.blocked.message}`;
      file.status = 'error';
      file.reason = message;
      file.blockedBy = module.path;
      file.diagnostics.push({
        level: 'error',
        file: file.path,
        line: 0,
        column: 0,
        message,
        reason: MODULE_NOT_WRITTEN,
      });
    }
  }
  plan.totals = totalsOf(plan.files);
}

/** The user agreed to overwrite an edited module: its files are migratable again. */
export function overwriteEditedModule(plan: RunPlan, module: AdapterModulePlan): void {
  judgeAdapterModule(module, true);
  if (module.blocked) return;
  for (const file of plan.files) {
    if (file.blockedBy !== module.path) continue;
    file.status = 'changed';
    delete file.reason;
    delete file.blockedBy;
    file.diagnostics = file.diagnostics.filter((diagnostic) => diagnostic.reason !== MODULE_NOT_WRITTEN);
  }
  plan.totals = totalsOf(plan.files);
}

/**
 * Only the accepted files will be written: each adapter module is planned again for them,
 * so a framework whose files were all skipped is not in it (nor its package imported).
 */
export function keepAcceptedFiles(plan: RunPlan, accepted: ReadonlySet<string>): void {
  if (plan.adapterModules.length === 0) return; // --adapter-import, or nothing to migrate
  const kept = plan.files.filter((file) => file.status !== 'changed' || accepted.has(file.path));
  plan.adapterModules = planAdapterModules(plan.projects, kept, { restore: true });
}

/** A read-only file, or one in a read-only folder, that would change is an error now: dry runs and --check show it. */
function markReadOnlyFiles(files: FileResult[]): void {
  for (const file of files) {
    if (file.status !== 'changed') continue;
    let mode: number;
    let folder: string;
    try {
      mode = statSync(file.path).mode;
      folder = path.dirname(realpathSync(file.path));
    } catch {
      continue; // gone: the write step reports it
    }
    const lockedFolder = (mode & 0o222) !== 0 && !canCreateFileIn(folder);
    if ((mode & 0o222) !== 0 && !lockedFolder) continue;
    // Replacing a file atomically creates a temp file beside it: a read-only folder refuses that.
    const message = lockedFolder
      ? 'its folder is read-only (no file can be created there); not modified'
      : 'the file is read-only; not modified';
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
  /** The signal that stopped the writes (files not reached are left as they were). */
  interrupted?: NodeJS.Signals;
}

/**
 * The module's folder is made when missing (`--adapter-path` may name a new one), then the
 * module is re-read, merged and written under its lock: another run writing it at the same
 * time waits, and its adapters are kept. A folder made for a module not written is removed.
 */
async function writeLocked(module: AdapterModulePlan, overwriteEdited: boolean): Promise<AdapterWriteOutcome> {
  const folder = path.dirname(module.path);
  let created: string | undefined;
  try {
    created = mkdirSync(folder, { recursive: true });
  } catch (error) {
    return { ok: false, message: `cannot create its folder: ${(error as Error).message}` };
  }
  const lock = await lockModule(module.path);
  let written: AdapterWriteOutcome;
  if (!lock.ok) written = { ok: false, message: lock.message };
  else {
    try {
      written = writeAdapterModule(module, overwriteEdited);
    } finally {
      lock.release();
    }
  }
  if (!written.ok && created !== undefined) removeEmptyFolders(folder, path.dirname(created));
  return written;
}

/** Removes `folder` and its parents up to (not including) `stop` while they are empty. */
function removeEmptyFolders(folder: string, stop: string): void {
  for (let current = folder; current !== stop && current !== path.dirname(current); current = path.dirname(current)) {
    try {
      rmdirSync(current);
    } catch {
      return; // not empty (or gone): kept
    }
  }
}

/**
 * Writes the accepted files, each project's adapter module first: a file is never left
 * importing a module that could not be written. Between two files, a Ctrl+C or SIGTERM
 * (see `interrupt.ts`) stops the writes: every file is then either old or new.
 */
export async function applyRun(
  plan: RunPlan,
  accepted: ReadonlySet<string>,
  /** Adapter modules the user agreed to overwrite although they were edited. */
  overwriteEdited: ReadonlySet<string> = new Set(),
): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { written: [], failed: [], adapterModulesWritten: [] };
  const blockedProjects = new Map<string, string>();
  for (const module of plan.adapterModules) {
    // Files migrated earlier import it too while it is missing or outdated: written for them as well.
    const needed = module.importers.length > 0 || module.files.some((file) => accepted.has(file));
    if (!needed) continue;
    await yieldToSignals();
    outcome.interrupted = interruption();
    if (outcome.interrupted) break;
    const written = await writeLocked(module, overwriteEdited.has(module.path));
    if (written.ok) {
      if (written.changed) outcome.adapterModulesWritten.push(module.path);
    } else {
      blockedProjects.set(module.path, written.message);
    }
  }
  for (const file of plan.files) {
    if (outcome.interrupted) break;
    if (file.status !== 'changed' || !accepted.has(file.path)) continue;
    await yieldToSignals();
    outcome.interrupted = interruption();
    if (outcome.interrupted) break;
    const module = plan.adapterModules.find((candidate) => candidate.files.includes(file.path));
    const blocked = module && blockedProjects.get(module.path);
    const result = blocked
      ? ({
          ok: false,
          reason: 'adapter-module-not-written',
          message: `not written: ${blocked}`,
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

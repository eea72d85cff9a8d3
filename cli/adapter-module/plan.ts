/**
 * The adapter module of each project: what it must contain, whether the file on disk
 * may be replaced, and what stops it. A copy we wrote carries a checksum of its text; if
 * the text no longer matches, the user edited it and it is never overwritten unless asked.
 * The verdict is decided here, once, at planning time, so `--dry-run` and `--check`
 * predict what the real run does; it is decided again just before writing, from what is
 * on disk then (another run may have written the module meanwhile).
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { frameworkById, frameworkIds, isFrameworkId, type FrameworkId } from '../../transforms/frameworks';
import { alwaysExported, exportedWhenImported } from '../../transforms/lib/framework';
import { enclosingRepository } from '../git';
import { projectLintStyle } from '../runner/lint-style';
import type { FileResult } from '../runner/file-result';
import type { ModuleStyle, PackageVersions } from '../runner/projects';
import type { Project } from '../runner/projects';
import { canCreateFileIn, writeModuleAtomically } from '../runner/write-file';
import { isUneditedCopy, withChecksum } from './checksum';
import { exportedNames } from './exports';
import { frameworksImported, moduleImporters, needsRestoring } from './importers';
import { projectFacts, type ProjectFacts } from './project-facts';
import {
  IMPORTED_SPECIFIER,
  renderAdapterModule,
  specifiersTheModuleMayName,
  specifiersTheModuleSurelyNames,
} from './render';
import { adapterModuleConflict, undecidedFrameworks } from './select';
import { toolVersion } from '../version';

export { withChecksum };

export type ExistingModuleState = 'absent' | 'identical' | 'ours' | 'edited';

export type ModuleBlock =
  | { reason: 'edited'; message: string; missing: string[] }
  | { reason: 'read-only' | 'not-a-file' | 'framework-version-unknown' | 'outside-project'; message: string };

export interface AdapterModulePlan {
  path: string;
  frameworks: FrameworkId[];
  packages: PackageVersions;
  style: ModuleStyle;
  /** Files (changed ones) that import this module. */
  files: string[];
  /**
   * Files this run leaves as they are that import the module while it is missing or an
   * unedited copy of an older version: it is written again for them (`moduleImporters`).
   */
  importers: string[];
  /** The module's text, rendered when first asked: a dry run where no module exists yet never asks. */
  text(): string;
  existing: ExistingModuleState;
  /** What was on disk before this run first wrote the module (`existing` then says what is there now). */
  existingBeforeWrite?: ExistingModuleState;
  /** Names the migrated files import from it. */
  exportsNeeded: string[];
  /** The text on disk when planned (undefined: absent): a change before writing means re-planning. */
  seen?: string;
  /** Why it cannot be written as planned: its files are then not migrated. */
  blocked?: ModuleBlock;
  /** Said to the user; they stop nothing. */
  warnings: string[];
  /** What the project declares and what its migrated files import: decides the module's contents. */
  facts?: ProjectFacts;
  /** A project it serves runs knip (`Project.publicExports`): its exports are tagged `@public`. */
  publicTags: boolean;
  /** ESLint rules a project it serves sets for hand-written code (`Project.lintRulesOff`): turned off in it. */
  lintRulesOff: string[];
}

function readText(filePath: string): string | undefined {
  try {
    return readFileSync(filePath, 'utf8');
  } catch {
    return undefined;
  }
}

/** `ours`: the file still has the checksum we wrote into it. */
export function existingState(filePath: string, wanted: string): ExistingModuleState {
  const current = readText(filePath);
  if (current === undefined) return 'absent';
  if (current === wanted) return 'identical';
  return isUneditedCopy(current) ? 'ours' : 'edited';
}

/** Frameworks an unedited earlier copy already served, so a later run keeps them. */
function frameworksIn(filePath: string): FrameworkId[] {
  const header = /^\/\/ for ([^(]*) \(/m.exec(readText(filePath) ?? '')?.[1] ?? '';
  return header
    .split(',')
    .map((name) => name.trim())
    .filter(isFrameworkId);
}

/** `restore`: also plan a module missing or outdated for files an earlier run migrated (`needsRestoring`). */
export function planAdapterModules(
  projects: readonly Project[],
  files: readonly FileResult[],
  { restore = false }: { restore?: boolean } = {},
): AdapterModulePlan[] {
  const plans = draftPlans(projects, files, restore);
  for (const plan of plans) {
    completePlan(plan);
    judgeAdapterModule(plan);
  }
  return plans;
}

/**
 * Renders, without writing or judging anything, the modules these results would need: what is
 * rendered is kept by text (render.ts), so the plan made from the final results renders only what
 * changed. For the time a run waits for the type oracle (`whileWaiting` in pool.ts), when this
 * thread would do nothing; the project's ESLint is not asked here (its style applies after the
 * cached part).
 */
export function renderAheadOfPlanning(projects: readonly Project[], files: readonly FileResult[]): void {
  for (const plan of draftPlans(projects, files, false)) {
    settlePlan(plan);
    try {
      renderAdapterModule(renderRequest(plan), toolVersion());
    } catch {
      // What cannot be rendered now is found again, and reported, when the module is planned.
    }
  }
}

/** Each module's frameworks, files, importers and project facts. */
function draftPlans(projects: readonly Project[], files: readonly FileResult[], restore: boolean): AdapterModulePlan[] {
  const byPath = new Map<string, AdapterModulePlan>();
  const changedFiles = files.filter((file) => file.status === 'changed');
  const importersByPath = new Map<string, FileResult[]>();
  const resultsOf = resultsByProject(files);
  for (const project of projects) {
    const inProject = resultsOf(project);
    const changed = inProject.filter((file) => file.status === 'changed');
    const importers =
      restore && needsRestoring(project.adapterPath) ? moduleImporters(project.adapterPath, inProject) : [];
    if (changed.length === 0 && importers.length === 0) continue;
    const plan = byPath.get(project.adapterPath) ?? {
      path: project.adapterPath,
      frameworks: [],
      packages: project.packages,
      style: project.style,
      files: [],
      importers: [],
      text: () => '',
      existing: 'absent' as ExistingModuleState,
      exportsNeeded: [],
      warnings: [],
      publicTags: false,
      lintRulesOff: [],
    };
    plan.publicTags ||= project.publicExports;
    plan.lintRulesOff = [...new Set([...plan.lintRulesOff, ...project.lintRulesOff])];
    for (const file of changed) {
      plan.files.push(file.path);
      for (const tool of file.tools)
        if (!plan.frameworks.includes(tool.framework)) plan.frameworks.push(tool.framework);
    }
    for (const framework of frameworksImported(plan.path, importers))
      if (!plan.frameworks.includes(framework)) plan.frameworks.push(framework);
    plan.importers.push(...importers.map((file) => file.path));
    importersByPath.set(plan.path, [...(importersByPath.get(plan.path) ?? []), ...importers]);
    byPath.set(project.adapterPath, plan);
  }
  for (const plan of byPath.values()) {
    const planFiles = new Set(plan.files);
    plan.facts = projectFacts(plan.path, [
      ...changedFiles.filter((file) => planFiles.has(file.path)),
      ...(importersByPath.get(plan.path) ?? []),
    ]);
  }
  return [...byPath.values()];
}

/**
 * A project's results in the run's order. Looked up by path from each project's own files: filtering
 * every result for every project was quadratic in a monorepo with hundreds of packages.
 */
function resultsByProject(files: readonly FileResult[]): (project: Project) => FileResult[] {
  const order = new Map(files.map((file, index) => [file.path, index]));
  return (project) =>
    project.files
      .map((file) => order.get(file))
      .filter((index): index is number => index !== undefined)
      .sort((a, b) => a - b)
      .map((index) => files[index]!);
}

/**
 * The text to write, from the frameworks the migrated files need plus those an unedited
 * copy on disk already serves: exports are merged, never removed.
 */
function completePlan(plan: AdapterModulePlan): void {
  plan.seen = readText(plan.path);
  settlePlan(plan);
  const request = renderRequest(plan);
  let rendered: string | undefined;
  // The project's ESLint is asked when the text is first needed (a dry run with no module never asks).
  const lintStyle = () => (plan.style === 'ts' ? projectLintStyle(plan.path) : undefined);
  plan.text = () =>
    (rendered ??= withChecksum(renderAdapterModule({ ...request, ...lintStyle() }, toolVersion()).text));
  plan.existing = plan.seen === undefined ? 'absent' : existingState(plan.path, plan.text());
}

/** The frameworks it serves (those an unedited copy on disk serves too) and the names it must export. */
function settlePlan(plan: AdapterModulePlan): void {
  const previous = existingState(plan.path, '') === 'ours' ? frameworksIn(plan.path) : [];
  plan.frameworks = frameworkIds.filter(
    (framework) => plan.frameworks.includes(framework) || previous.includes(framework),
  );
  // TypeScript files also import `standardTool` (declared tools go through it for their types).
  plan.exportsNeeded = [
    ...(plan.style === 'ts' ? ['standardTool'] : []),
    ...plan.frameworks.flatMap((framework) => alwaysExported(frameworkById(framework))),
    // A raw JSON Schema migrated as `fromJsonSchema(json)` (Genkit's inputJsonSchema) needs it too, and a
    // framework's adapter exported only where imported (`adapterExportsWhenImported`) where it is.
    ...(plan.facts?.names ?? []).filter(
      (name) =>
        name === 'fromJsonSchema' ||
        plan.frameworks.some((framework) => exportedWhenImported(frameworkById(framework)).includes(name)),
    ),
  ];
}

function renderRequest(plan: AdapterModulePlan) {
  const { frameworks, packages, style, facts, publicTags, lintRulesOff } = plan;
  return { frameworks, packages, style, ...facts, publicTags, lintRulesOff };
}

/** An edited module that lacks an adapter the migrated files import: using it as it is would break them. */
export function lacksNeededExports(plan: AdapterModulePlan): string[] {
  if (plan.existing !== 'edited') return [];
  const current = readText(plan.path);
  if (current === undefined) return [];
  const exported = exportedNames(current, plan.path);
  return exported.ok ? plan.exportsNeeded.filter((name) => !exported.names.has(name)) : [...plan.exportsNeeded];
}

/** True when the run will replace the file (it is not already right, nor an edited copy that serves). */
function willWrite(plan: AdapterModulePlan, overwriteEdited: boolean): boolean {
  if (plan.existing === 'identical') return false;
  if (plan.existing === 'edited') return overwriteEdited || lacksNeededExports(plan).length > 0;
  return true;
}

/** The run will write this module (for the preview's "would write"). */
export function moduleWillChange(plan: AdapterModulePlan): boolean {
  return !plan.blocked && willWrite(plan, false);
}

/** The frameworks this module cannot serve: their tools were read for different majors, and no version says which. */
export function undecidedFrameworksOf(plan: AdapterModulePlan): FrameworkId[] {
  return undecidedFrameworks({ frameworks: plan.frameworks, packages: plan.packages, ...plan.facts });
}

/** Decides `blocked` and `warnings` from what is on disk now. */
export function judgeAdapterModule(plan: AdapterModulePlan, overwriteEdited = false): void {
  plan.blocked = undefined;
  plan.warnings = [];
  const shown = path.relative(process.cwd(), plan.path) || plan.path;
  const conflict = adapterModuleConflict({ frameworks: plan.frameworks, packages: plan.packages, ...plan.facts });
  if (conflict) {
    plan.blocked = { reason: 'framework-version-unknown', message: `${shown} was not written: ${conflict}` };
    return;
  }
  let link: string | undefined;
  try {
    if (lstatSync(plan.path).isSymbolicLink()) {
      try {
        link = realpathSync(plan.path);
      } catch {
        plan.blocked = { reason: 'not-a-file', message: `${shown} is a broken symlink; it was not written` };
        return;
      }
    }
    if (!statSync(plan.path).isFile()) {
      plan.blocked = { reason: 'not-a-file', message: `${shown} is not a regular file; it was not written` };
      return;
    }
  } catch {
    // absent: written as a new file
  }
  const escape = leavesRepository(plan);
  if (escape) {
    plan.blocked = {
      reason: 'outside-project',
      message:
        `${shown} would be written to ${escape}, outside the git repository (a symlinked folder leads there), ` +
        'where git does not see it; it was not written (choose a place inside with --adapter-path)',
    };
    return;
  }
  const missing = lacksNeededExports(plan);
  if (plan.existing === 'edited' && missing.length > 0 && !overwriteEdited) {
    plan.blocked = {
      reason: 'edited',
      missing,
      message: `${shown} was edited by hand and lacks ${missing.join(', ')}; it was not overwritten (move your edits aside, or use --adapter-import)`,
    };
    return;
  }
  const writes = willWrite(plan, overwriteEdited);
  if (writes && plan.existing !== 'absent' && isReadOnly(plan.path)) {
    plan.blocked = { reason: 'read-only', message: `${shown} is read-only; it was not modified` };
    return;
  }
  if (writes && !canCreateFileIn(path.dirname(link ?? plan.path))) {
    plan.blocked = {
      reason: 'read-only',
      message: `${shown} cannot be written: its folder is read-only (or cannot be created)`,
    };
    return;
  }
  if (!writes) return;
  for (const name of undeclaredImports(plan))
    plan.warnings.push(
      `${shown} imports ${name}, which its package.json does not declare in dependencies or peerDependencies: ` +
        `declare it there${peerOf(name, plan.facts)}, or the module will not load where the package is installed ` +
        'without dev dependencies, nor under pnpm',
    );
  if (link) plan.warnings.push(`${shown} is a symlink: the module is written through it, to ${link}`);
  if (plan.path.split(path.sep).includes('node_modules'))
    plan.warnings.push(`${shown} is inside node_modules: an install may delete it`);
  const served = plan.files[0] ?? plan.importers[0];
  const repository = served && enclosingRepository(path.dirname(served));
  if (repository && !isInside(link ?? plan.path, repository))
    plan.warnings.push(`${shown} is outside the git repository of the migrated files (${repository})`);
}

/**
 * Where the module would really land when a symlinked folder on its path leads out of the
 * repository of the files it serves, though the path looks inside; undefined otherwise.
 */
function leavesRepository(plan: AdapterModulePlan): string | undefined {
  const served = plan.files[0] ?? plan.importers[0];
  const repository = served && enclosingRepository(path.dirname(served));
  if (!repository || !isInside(plan.path, repository)) return undefined;
  // The folder, not the file: a symlinked module file is the user's own choice (written through, with a warning).
  const realFolder = realLocation(path.dirname(plan.path));
  return isInside(realFolder, realLocation(repository)) ? undefined : path.join(realFolder, path.basename(plan.path));
}

/** The real path of `target`, or of its nearest existing folder with the rest appended. */
function realLocation(target: string): string {
  const rest: string[] = [];
  for (let current = target; ; current = path.dirname(current)) {
    try {
      return path.join(realpathSync(current), ...rest.reverse());
    } catch {
      if (path.dirname(current) === current) return target;
      rest.push(path.basename(current));
    }
  }
}

/** The packages the module imports that the project neither provides at run time nor imports in its migrated code. */
function undeclaredImports(plan: AdapterModulePlan): string[] {
  const { facts } = plan;
  if (!facts?.runtime) return [];
  const provided = new Set([...facts.runtime, ...facts.imports.map(packageNameOf)]);
  const missing = (specifiers: readonly string[]) =>
    [...new Set(specifiers.map(packageNameOf))].filter((name) => !provided.has(name));
  // Rendered only where a package it may name is missing and not surely named by its imports (a dry
  // run of a new module renders nothing else).
  const request = renderRequest(plan);
  const mayMiss = missing(specifiersTheModuleMayName(request, toolVersion()));
  if (mayMiss.length === 0) return [];
  const surely = specifiersTheModuleSurelyNames(request, toolVersion());
  const surelyMissing = surely && missing(surely);
  if (surelyMissing?.length === mayMiss.length) return surelyMissing;
  return missing([...plan.text().matchAll(IMPORTED_SPECIFIER)].map((match) => match[1]!));
}

/** `@langchain/core/tools` → `@langchain/core`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Where the project has the package only as another package's peer (`langchain` for `@langchain/core`), says so. */
function peerOf(name: string, facts: ProjectFacts | undefined): string {
  return name === '@langchain/core' && facts?.declared?.includes('langchain')
    ? " (langchain's peer dependency; langchain does not re-export what the module uses here: ToolInputParsingException for schemas other than zod, or core 0.3's tool types)"
    : '';
}

function isReadOnly(filePath: string): boolean {
  try {
    return (statSync(filePath).mode & 0o222) === 0;
  } catch {
    return false;
  }
}

function isInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

export type AdapterWriteOutcome = { ok: true; changed: boolean } | { ok: false; message: string };

/**
 * Writes the module unless something stops it. What is on disk is looked at again first:
 * if it changed since planning (another run, an editor), the module is planned again from
 * it, so adapters written meanwhile are kept.
 */
export function writeAdapterModule(plan: AdapterModulePlan, overwriteEdited = false): AdapterWriteOutcome {
  if (readText(plan.path) !== plan.seen) completePlan(plan);
  else plan.existing = existingState(plan.path, plan.text());
  judgeAdapterModule(plan, overwriteEdited);
  if (plan.blocked) return { ok: false, message: plan.blocked.message };
  if (!willWrite(plan, overwriteEdited)) return { ok: true, changed: false };
  const written = writeModuleAtomically(plan.path, plan.text());
  if (!written.ok) return { ok: false, message: written.message };
  plan.seen = plan.text();
  plan.existingBeforeWrite ??= plan.existing;
  plan.existing = 'identical';
  return { ok: true, changed: true };
}

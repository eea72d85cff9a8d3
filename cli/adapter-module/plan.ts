/**
 * The adapter module of each project: what it must contain, and whether the file on
 * disk may be replaced. A copy we wrote carries a checksum of its text; if the text no
 * longer matches, the user edited it and it is never overwritten.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { frameworkById, frameworkIds, isFrameworkId, type FrameworkId } from '../../transforms/frameworks';
import type { FileResult } from '../runner/file-result';
import type { ModuleStyle, PackageVersions } from '../runner/projects';
import type { Project } from '../runner/projects';
import { writeNewFileAtomically } from '../runner/write-file';
import { projectFacts } from './project-facts';
import { renderAdapterModule } from './render';
import { toolVersion } from '../version';

export type ExistingModuleState = 'absent' | 'identical' | 'ours' | 'edited';

export interface AdapterModulePlan {
  path: string;
  frameworks: FrameworkId[];
  packages: PackageVersions;
  style: ModuleStyle;
  /** Files (changed ones) that import this module. */
  files: string[];
  text: string;
  existing: ExistingModuleState;
  /** Names the migrated files import from it. */
  exportsNeeded: string[];
}

const CHECKSUM_PREFIX = '// std-tool-migrate checksum: ';

export function withChecksum(text: string): string {
  return `${text.trimEnd()}\n${CHECKSUM_PREFIX}${checksumOf(text.trimEnd())}\n`;
}

function checksumOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** `ours`: the file still has the checksum we wrote into it. */
export function existingState(filePath: string, wanted: string): ExistingModuleState {
  let current: string;
  try {
    current = readFileSync(filePath, 'utf8');
  } catch {
    return 'absent';
  }
  if (current === wanted) return 'identical';
  const index = current.lastIndexOf(CHECKSUM_PREFIX);
  if (index === -1) return 'edited';
  const body = current.slice(0, index).trimEnd();
  const recorded = current.slice(index + CHECKSUM_PREFIX.length).trim();
  return recorded === checksumOf(body) ? 'ours' : 'edited';
}

/** Frameworks an unedited earlier copy already served, so a later run keeps them. */
function frameworksIn(filePath: string): FrameworkId[] {
  try {
    const header = /^\/\/ for ([^(]*) \(/m.exec(readFileSync(filePath, 'utf8'))?.[1] ?? '';
    return header
      .split(',')
      .map((name) => name.trim())
      .filter(isFrameworkId);
  } catch {
    return [];
  }
}

export function planAdapterModules(projects: readonly Project[], files: readonly FileResult[]): AdapterModulePlan[] {
  const byPath = new Map<string, AdapterModulePlan>();
  for (const project of projects) {
    const changed = files.filter((file) => file.status === 'changed' && project.files.includes(file.path));
    if (changed.length === 0) continue;
    const plan = byPath.get(project.adapterPath) ?? {
      path: project.adapterPath,
      frameworks: [],
      packages: project.packages,
      style: project.style,
      files: [],
      text: '',
      existing: 'absent' as ExistingModuleState,
      exportsNeeded: [],
    };
    for (const file of changed) {
      plan.files.push(file.path);
      for (const tool of file.tools)
        if (!plan.frameworks.includes(tool.framework)) plan.frameworks.push(tool.framework);
    }
    byPath.set(project.adapterPath, plan);
  }
  for (const plan of byPath.values()) {
    const previous = existingState(plan.path, '') === 'ours' ? frameworksIn(plan.path) : [];
    plan.frameworks = frameworkIds.filter(
      (framework) => plan.frameworks.includes(framework) || previous.includes(framework),
    );
    // TypeScript files also import `standardTool` (declared tools go through it for their types).
    plan.exportsNeeded = [
      ...(plan.style === 'ts' ? ['standardTool'] : []),
      ...plan.frameworks.flatMap((framework) => frameworkById(framework).adapterExports),
    ];
    const facts = projectFacts(
      plan.path,
      files.filter((file) => plan.files.includes(file.path)),
    );
    plan.text = withChecksum(
      renderAdapterModule(
        { frameworks: plan.frameworks, packages: plan.packages, style: plan.style, ...facts },
        toolVersion(),
      ).text,
    );
    plan.existing = existingState(plan.path, plan.text);
  }
  return [...byPath.values()];
}

/** An edited module that lacks an adapter the migrated files import: using it as it is would break them. */
export function lacksNeededExports(plan: AdapterModulePlan): string[] {
  if (plan.existing !== 'edited') return [];
  let current: string;
  try {
    current = readFileSync(plan.path, 'utf8');
  } catch {
    return [];
  }
  return plan.exportsNeeded.filter(
    (name) =>
      !new RegExp(
        `export\\s+(async\\s+)?(function|const|let)\\s+${name}\\b|exports\\.${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`,
      ).test(current),
  );
}

export type AdapterWriteOutcome = { ok: true; changed: boolean } | { ok: false; message: string };

/**
 * Writes the module unless the user edited it. An edited module that already exports
 * every adapter the migrated files import is used as it is.
 */
export function writeAdapterModule(plan: AdapterModulePlan, overwriteEdited = false): AdapterWriteOutcome {
  // Looked at again now: the file may have been created or edited while the prompts were open.
  plan.existing = existingState(plan.path, plan.text);
  if (plan.existing === 'identical') return { ok: true, changed: false };
  if (plan.existing === 'edited' && !overwriteEdited) {
    const missing = lacksNeededExports(plan);
    if (missing.length === 0) return { ok: true, changed: false };
    return {
      ok: false,
      message: `${plan.path} was edited by hand and lacks ${missing.join(', ')}; it was not overwritten (move your edits aside, or use --adapter-import)`,
    };
  }
  const written = writeNewFileAtomically(plan.path, plan.text);
  return written.ok ? { ok: true, changed: true } : { ok: false, message: written.message };
}

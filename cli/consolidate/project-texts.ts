/**
 * The project as the consolidation sees it, after the migration of this run (in memory):
 * each file's migrated text where the migration changes it, else its text on disk; the
 * layout (where moved definitions go) and the package each file belongs to.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { FileResult } from '../runner/file-result';
import { nearestPackageDirectory } from '../runner/projects';
import type { RunPlan } from '../runner/run';
import { readSourceAgain } from '../runner/source-file';
import { sourceRoot } from '../runner/source-root';
import type { Layout } from './placement';
import type { FileTools } from './standard-tools';

export interface ProjectTexts {
  /** What the consolidation reads: file → text after this run's migration. */
  texts: Map<string, string>;
  /** The text on disk and its BOM, for the files the migration did not change. */
  onDisk: Map<string, { text: string; bom: boolean }>;
  /** The standard tools of migrated texts the runner read with this adapter import (`RunOptions.standardTools`). */
  known: Map<string, FileTools>;
}

/**
 * `standardToolsOnly` (`report`): of the files left as they are, only those whose text the
 * run found may hold standard tools (`FileResult.standardToolText`) are read again; the
 * others hold none, and `report` needs no import graph.
 */
export function projectTexts(plan: RunPlan, adapterImport?: string, { standardToolsOnly = false } = {}): ProjectTexts {
  const texts = new Map<string, string>();
  const onDisk = new Map<string, { text: string; bom: boolean }>();
  const known = new Map<string, FileTools>();
  for (const file of plan.files) {
    if (file.status === 'error') continue;
    if (file.status === 'changed') {
      texts.set(file.path, file.output!);
      if (file.standardTools && file.standardTools.adapterImport === adapterImport)
        known.set(file.path, file.standardTools.read);
      continue;
    }
    if (standardToolsOnly && file.standardToolText === false) continue;
    const disk = readText(file);
    if (!disk) continue;
    texts.set(file.path, disk.text);
    onDisk.set(file.path, disk);
  }
  return { texts, onDisk, known };
}

function readText(file: FileResult): { text: string; bom: boolean } | undefined {
  const decoded = readSourceAgain(file.path);
  return decoded?.ok ? { text: decoded.text, bom: decoded.bom } : undefined;
}

/** `<source root>/tools`, next to the project's adapter module. */
export function projectLayout(plan: RunPlan, adapterImport: string | undefined): Layout {
  return {
    toolsDirectoryOf(file) {
      const project =
        plan.projects.find((candidate) => candidate.files.includes(file)) ??
        plan.projects.find((candidate) => file.startsWith(candidate.root + path.sep));
      if (!project) return path.join(path.dirname(file), 'tools');
      const home = adapterImport ? sourceRoot(project.root, project.files) : path.dirname(project.adapterPath);
      return path.join(home, 'tools');
    },
    exists: existsSync,
  };
}

/** The nearest package.json's folder; files outside any package count as one. */
export function packageOf(file: string): string {
  return nearestPackageDirectory(path.dirname(file)) ?? '';
}

/**
 * What becomes of each adapter module after an eject: deleted when no file imports it
 * any more, rendered again with only the adapters still imported (the planner's own
 * rendering and pruning), or left alone when it was edited by hand (its checksum no
 * longer matches), which eject then says.
 */
import { unlinkSync } from 'node:fs';
import * as path from 'node:path';
import { frameworks, type FrameworkId } from '../../transforms/frameworks';
import { existingState, withChecksum } from '../adapter-module/plan';
import { projectFacts } from '../adapter-module/project-facts';
import { renderAdapterModule } from '../adapter-module/render';
import { moduleIdentity } from '../consolidate/standard-tools';
import type { FileResult } from '../runner/file-result';
import { projectLintStyle } from '../runner/lint-style';
import type { Project } from '../runner/projects';
import { writeModuleAtomically } from '../runner/write-file';
import { toolVersion } from '../version';
import { importedNames } from './imported-names';

export type ModuleChange =
  | { kind: 'delete'; path: string; files: string[] }
  | { kind: 'shrink'; path: string; files: string[]; frameworks: FrameworkId[]; text: string }
  | { kind: 'edited'; path: string; files: string[]; message: string };

/** The frameworks an adapter module serves, from its header line `// for a, b (`. */
function servedFrameworks(text: string): FrameworkId[] {
  const listed = /^\/\/ for ([^(]*) \(/m.exec(text)?.[1] ?? '';
  const names = listed.split(',').map((name) => name.trim());
  return frameworks.map((framework) => framework.id).filter((id) => names.includes(id));
}

export function planModuleChanges(
  modules: ReadonlyMap<string, string>,
  projects: readonly Project[],
  results: readonly FileResult[],
  /** Every source text of the run, before the eject. */
  texts: ReadonlyMap<string, string>,
): ModuleChange[] {
  const changed = results.filter((result) => result.status === 'changed');
  if (changed.length === 0) return [];
  const after = new Map(texts);
  for (const result of changed) after.set(result.path, result.output!);
  const namesAfter = importedNames(after);
  const changes: ModuleChange[] = [];
  for (const [modulePath, text] of modules) {
    const identity = moduleIdentity(modulePath, `./${path.basename(modulePath)}`);
    // The ejected files that imported it: its fate waits for them to be written.
    const files = changed
      .filter((result) => importedNames(new Map([[result.path, result.original!]])).has(identity))
      .map((result) => result.path);
    if (files.length === 0) continue;
    const still = namesAfter.get(identity) ?? new Set<string>();
    if (existingState(modulePath, '') === 'edited') {
      changes.push({
        kind: 'edited',
        path: modulePath,
        files,
        message: `${path.relative(process.cwd(), modulePath) || modulePath} was edited by hand: left as it is (remove what is no longer used yourself)`,
      });
      continue;
    }
    if (still.size === 0) {
      changes.push({ kind: 'delete', path: modulePath, files });
      continue;
    }
    const served = servedFrameworks(text);
    const kept = still.has('*')
      ? served
      : served.filter((id) =>
          frameworks.find((framework) => framework.id === id)!.adapterExports.some((name) => still.has(name)),
        );
    if (kept.length === served.length) continue;
    const project = projects.find((candidate) => candidate.adapterPath === modulePath) ?? projects[0];
    if (!project) continue;
    const facts = projectFacts(modulePath, changed);
    const request = {
      frameworks: kept,
      packages: project.packages,
      style: project.style,
      ...facts,
      names: still.has('*') ? facts.names : [...still],
      publicTags: project.publicExports,
      lintRulesOff: project.lintRulesOff,
      ...(project.style === 'ts' ? projectLintStyle(modulePath) : undefined),
    };
    changes.push({
      kind: 'shrink',
      path: modulePath,
      files,
      frameworks: kept,
      text: withChecksum(renderAdapterModule(request, toolVersion()).text),
    });
  }
  return changes;
}

/** Applies the changes of the modules whose ejected files were all written; the others stay. */
export function applyModuleChanges(
  changes: readonly ModuleChange[],
  written: ReadonlySet<string>,
): { done: string[]; failed: string[] } {
  const done: string[] = [];
  const failed: string[] = [];
  for (const change of changes) {
    if (change.kind === 'edited' || !change.files.every((file) => written.has(file))) continue;
    if (change.kind === 'delete') {
      try {
        unlinkSync(change.path);
        done.push(`deleted ${change.path}`);
      } catch (error) {
        failed.push(`${change.path}: ${(error as Error).message}`);
      }
      continue;
    }
    const outcome = writeModuleAtomically(change.path, change.text);
    if (outcome.ok) done.push(`rewrote ${change.path} for ${change.frameworks.join(', ')}`);
    else failed.push(`${change.path}: ${outcome.message}`);
  }
  return { done, failed };
}

/**
 * A run that finds no native definition: was the tree migrated already? It was when the
 * project's adapter module is there (the migrated files import it).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { RunPlan } from './runner/run';

/** The adapter modules of the scanned projects that exist on disk, relative to the working folder. */
export function existingAdapterModules(plan: RunPlan): string[] {
  const modules = new Set(plan.projects.map((project) => project.adapterPath));
  return [...modules].filter((file) => existsSync(file)).map((file) => path.relative(process.cwd(), file) || file);
}

export function nothingFoundLine(plan: RunPlan): string {
  const modules = existingAdapterModules(plan);
  if (modules.length === 0) return 'No tool definitions found.';
  return `Already migrated: no native tool definitions left, and the adapters are in ${modules.join(', ')}.`;
}

/**
 * Which TypeScript project governs a file, as an editor would decide: the nearest
 * tsconfig.json above it (not above the repository holding it: `nearestTsconfig`), or, for a solution-style
 * config (`"files": []` with `references`), the referenced config that lists the file.
 * Its compiler options (with `extends` and `paths` applied) are those the type oracle
 * answers with; a file with no tsconfig has no project, so its questions stay unknown.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript';
import { nearestTsconfig } from './governing-tsconfig';

export interface TypeProject {
  /** The tsconfig's absolute path: the key that keeps answers inside their own project. */
  configPath: string;
  options: ts.CompilerOptions;
}

/** References followed from a solution-style config this deep. */
const MAX_REFERENCE_DEPTH = 3;

export class TypeProjects {
  private readonly nearest = new Map<string, string | undefined>();
  private readonly parsed = new Map<string, ts.ParsedCommandLine | undefined>();

  /** The project governing `file`, or undefined when no tsconfig (or none that parses) governs it. */
  projectOf(file: string): TypeProject | undefined {
    const nearest = this.nearestConfig(path.dirname(path.resolve(file)));
    if (nearest === undefined) return undefined;
    const listing = this.listingConfig(nearest, normalise(file), 0);
    const configPath = listing ?? nearest;
    const parsed = this.parse(configPath);
    return parsed && { configPath, options: parsed.options };
  }

  private nearestConfig(directory: string): string | undefined {
    if (!this.nearest.has(directory)) this.nearest.set(directory, nearestTsconfig(directory));
    return this.nearest.get(directory);
  }

  /** `configPath` when it lists the file, else the first of its references that does. */
  private listingConfig(configPath: string, file: string, depth: number): string | undefined {
    const parsed = this.parse(configPath);
    if (!parsed) return undefined;
    if (parsed.fileNames.some((name) => normalise(name) === file)) return configPath;
    if (depth >= MAX_REFERENCE_DEPTH) return undefined;
    for (const reference of parsed.projectReferences ?? []) {
      const referenced = typescript().resolveProjectReferencePath(reference);
      const found = existsSync(referenced) ? this.listingConfig(referenced, file, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  private parse(configPath: string): ts.ParsedCommandLine | undefined {
    if (this.parsed.has(configPath)) return this.parsed.get(configPath);
    let parsed: ts.ParsedCommandLine | undefined;
    try {
      const { getParsedCommandLineOfConfigFile, sys } = typescript();
      parsed = getParsedCommandLineOfConfigFile(configPath, {}, { ...sys, onUnRecoverableConfigFileDiagnostic() {} });
    } catch {
      parsed = undefined;
    }
    this.parsed.set(configPath, parsed);
    return parsed;
  }
}

function normalise(file: string): string {
  return path.resolve(file).replace(/\\/g, '/');
}

/**
 * Which TypeScript project governs a file, as an editor would decide: the nearest
 * tsconfig.json above it (not above the repository holding it: `nearestTsconfig`), or, for a solution-style
 * config (`"files": []` with `references`), the referenced config that lists the file.
 * Its compiler options (with `extends` and `paths` applied) are those the type oracle
 * answers with; a file with no tsconfig has no project (unless a Deno config governs it: deno-project.ts), so its
 * questions stay unknown. Nor has a file whose tsconfig's `extends` cannot be read (a package not installed, a
 * file not there):
 * without the options it inherits (`strict`, ...) the checker's answers would be another
 * project's (`string | undefined` read as `string`).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript';
import { denoCompilerOptions, nearestDenoConfig } from './deno-project';
import { nearestTsconfig } from './governing-tsconfig';

export interface TypeProject {
  /** The tsconfig's absolute path: the key that keeps answers inside their own project. */
  configPath: string;
  options: ts.CompilerOptions;
}

/** TypeScript's "File '{0}' not found." and "Cannot read file '{0}'.": a config of the `extends` chain is missing. */
const UNREAD_CONFIG_CODES = new Set([6053, 5083]);

const UNREADABLE = Symbol('a config that cannot be read');

/** References followed from a solution-style config this deep. */
const MAX_REFERENCE_DEPTH = 3;

export class TypeProjects {
  private readonly nearest = new Map<string, string | undefined>();
  private readonly parsed = new Map<string, ts.ParsedCommandLine | undefined>();
  private readonly listed = new Map<string, ts.ParsedCommandLine | undefined>();
  private readonly nearestDeno = new Map<string, string | undefined>();
  private readonly denoOptions = new Map<string, ts.CompilerOptions | undefined>();

  /** The project governing `file`, or undefined when no tsconfig (or none that parses) governs it. */
  projectOf(file: string): TypeProject | undefined {
    const nearest = this.nearestConfigOf(file);
    if (nearest === undefined) return this.denoProjectOf(file);
    const listing = this.listingConfig(nearest, normalise(file), 0);
    if (listing === UNREADABLE) return undefined;
    const configPath = listing ?? nearest;
    const parsed = this.parse(configPath, false);
    return parsed && { configPath, options: parsed.options };
  }

  /** With no tsconfig.json: a Deno project's config, with Deno's options (deno-project.ts). */
  private denoProjectOf(file: string): TypeProject | undefined {
    const directory = path.dirname(path.resolve(file));
    if (!this.nearestDeno.has(directory)) this.nearestDeno.set(directory, nearestDenoConfig(directory));
    const configPath = this.nearestDeno.get(directory);
    if (configPath === undefined) return undefined;
    if (!this.denoOptions.has(configPath)) this.denoOptions.set(configPath, denoCompilerOptions(configPath));
    const options = this.denoOptions.get(configPath);
    return options && { configPath, options };
  }

  /** The nearest tsconfig.json above `file`, read from the file system alone. */
  nearestConfigOf(file: string): string | undefined {
    return this.nearestConfig(path.dirname(path.resolve(file)));
  }

  private nearestConfig(directory: string): string | undefined {
    if (!this.nearest.has(directory)) this.nearest.set(directory, nearestTsconfig(directory));
    return this.nearest.get(directory);
  }

  /**
   * `configPath` when it lists the file, else the first of its references that does; UNREADABLE
   * when a config on the way cannot be read, so which one lists the file is not known.
   */
  private listingConfig(configPath: string, file: string, depth: number): string | typeof UNREADABLE | undefined {
    // Without references the nearest config is the answer whether it lists the file or not: its
    // files need not be listed (a walk of the whole tree under it, for a monorepo's root).
    if (depth === 0) {
      const options = this.parse(configPath, false);
      if (!options) return UNREADABLE;
      if (!options.projectReferences?.length) return configPath;
    }
    const parsed = this.parse(configPath, true);
    if (!parsed) return UNREADABLE;
    if (parsed.fileNames.some((name) => normalise(name) === file)) return configPath;
    if (depth >= MAX_REFERENCE_DEPTH) return undefined;
    for (const reference of parsed.projectReferences ?? []) {
      const referenced = typescript().resolveProjectReferencePath(reference);
      const found = existsSync(referenced) ? this.listingConfig(referenced, file, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The config with `extends` applied; with its `fileNames` only when `listing` (TypeScript walks
   * every folder its `include` names for them). Its options do not depend on the listing.
   */
  private parse(configPath: string, listing: boolean): ts.ParsedCommandLine | undefined {
    const cache = listing ? this.listed : this.parsed;
    if (cache.has(configPath)) return cache.get(configPath);
    // A listed config has the same options: it is not parsed again without its files.
    if (!listing && this.listed.has(configPath)) return this.listed.get(configPath);
    let parsed: ts.ParsedCommandLine | undefined;
    try {
      const { getParsedCommandLineOfConfigFile, sys } = typescript();
      const host = { ...sys, onUnRecoverableConfigFileDiagnostic() {} };
      parsed = getParsedCommandLineOfConfigFile(configPath, {}, listing ? host : { ...host, readDirectory: () => [] });
      if (parsed?.errors.some((error) => UNREAD_CONFIG_CODES.has(error.code))) parsed = undefined;
    } catch {
      parsed = undefined;
    }
    cache.set(configPath, parsed);
    return parsed;
  }
}

function normalise(file: string): string {
  return path.resolve(file).replace(/\\/g, '/');
}

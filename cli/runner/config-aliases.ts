/**
 * A tsconfig's module aliases (`paths`, `baseUrl`) read without the compiler. Where nothing is
 * installed above a file, a question only a package's types answer needs a program only if an alias
 * might reach the package (installed-types.ts); loading TypeScript to learn that the config has none
 * costs a run half a second of CPU, on a fresh clone most runs that ask anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { extendedConfigPath, isConfigPath, parsedConfigObject } from './source-root';
import type ts from 'typescript';
import type { TypeProject } from './type-projects';

/**
 * - the projects that may govern the file: the config and those it refers to (as type-projects.ts follows
 *   them), each with its aliases as TypeScript applies them (`extends` first, then the config's own);
 * - `unreadable`: the config's `extends` names a path that is not there, or a package where none is installed
 *   (TypeScript reads no project);
 * - `compiler`: anything this reading is not sure of, which TypeScript's own reading decides.
 */
export type GoverningAliases = TypeProject[] | 'unreadable' | 'compiler';

/** The options of a project's program that say where a bare module name may lead besides `node_modules`. */
type Aliases = Pick<ts.CompilerOptions, 'paths' | 'baseUrl'> & { pathsBasePath?: string };

interface ConfigShape {
  extends?: unknown;
  references?: unknown;
  compilerOptions?: { paths?: unknown; baseUrl?: unknown };
}

/** `extends` followed this deep at most (TypeScript reports a cycle); references as deep as type-projects.ts. */
const MAX_EXTENDS_DEPTH = 16;
const MAX_REFERENCE_DEPTH = 3;

export class ConfigAliases {
  private readonly chains = new Map<string, Aliases | 'unreadable' | 'compiler'>();
  private readonly configs = new Map<string, ConfigShape | 'unreadable' | 'compiler'>();

  /** `installedFor(config)`: whether packages are installed above the config (else no package's config is found). */
  constructor(private readonly installedFor: (configPath: string) => boolean) {}

  /** What `configPath` (the nearest tsconfig) and the configs it refers to say of aliases. */
  governing(configPath: string, depth = 0): GoverningAliases {
    const options = this.chain(configPath, 0);
    if (typeof options === 'string') return options;
    const projects: TypeProject[] = [{ configPath, options: options as ts.CompilerOptions }];
    const references = depth < MAX_REFERENCE_DEPTH ? this.referencesOf(configPath) : [];
    if (references === 'compiler') return 'compiler';
    for (const referenced of references) {
      const found = this.governing(referenced, depth + 1);
      if (found === 'compiler') return 'compiler';
      // One TypeScript cannot read governs nothing: the file has no project there (its questions stay unknown).
      if (found !== 'unreadable') projects.push(...found);
    }
    return projects;
  }

  /** The config's aliases with those it extends applied (later ones override, its own last). */
  private chain(configPath: string, depth: number): Aliases | 'unreadable' | 'compiler' {
    const known = this.chains.get(configPath);
    if (known !== undefined) return known;
    if (depth > MAX_EXTENDS_DEPTH) return 'compiler';
    const aliases = this.readChain(configPath, depth);
    this.chains.set(configPath, aliases);
    return aliases;
  }

  private readChain(configPath: string, depth: number): Aliases | 'unreadable' | 'compiler' {
    const config = this.read(configPath);
    if (typeof config === 'string') return config;
    let aliases: Aliases = {};
    const named = config.extends;
    const extended = named === undefined ? [] : Array.isArray(named) ? named : [named];
    for (const entry of extended) {
      if (typeof entry !== 'string') return 'compiler';
      const next = extendedConfigPath(entry, path.dirname(configPath));
      // A package's config TypeScript might find where this does not (its `exports`, a `tsconfig` field), if installed.
      if (next === undefined) return isConfigPath(entry) || !this.installedFor(configPath) ? 'unreadable' : 'compiler';
      const inherited = this.chain(next, depth + 1);
      if (typeof inherited === 'string') return inherited;
      aliases = { ...aliases, ...inherited };
    }
    const own = config.compilerOptions;
    if (own === undefined) return aliases;
    if (typeof own !== 'object' || own === null) return 'compiler';
    const folder = path.dirname(configPath);
    if (own.paths !== undefined) {
      if (!isPlainPaths(own.paths)) return 'compiler';
      aliases = { ...aliases, paths: own.paths, pathsBasePath: folder };
    }
    if (own.baseUrl !== undefined) {
      if (typeof own.baseUrl !== 'string' || own.baseUrl.includes('${configDir}')) return 'compiler';
      aliases = { ...aliases, baseUrl: path.resolve(folder, own.baseUrl) };
    }
    return aliases;
  }

  /** The configs a config refers to, where TypeScript looks for them (a folder's tsconfig.json), if there. */
  private referencesOf(configPath: string): string[] | 'compiler' {
    const config = this.read(configPath);
    if (typeof config === 'string') return 'compiler';
    if (config.references === undefined) return [];
    if (!Array.isArray(config.references)) return 'compiler';
    const found: string[] = [];
    for (const reference of config.references as unknown[]) {
      const given = (reference as { path?: unknown } | null)?.path;
      if (typeof given !== 'string') return 'compiler';
      const target = path.resolve(path.dirname(configPath), given);
      const file = target.endsWith('.json') ? target : path.join(target, 'tsconfig.json');
      if (existsSync(file)) found.push(file);
    }
    return found;
  }

  /** The config as an object; `unreadable` where it is not there; `compiler` where TypeScript would read it in part. */
  private read(configPath: string): ConfigShape | 'unreadable' | 'compiler' {
    let config = this.configs.get(configPath);
    if (config === undefined) {
      try {
        config = (parsedConfigObject(readFileSync(configPath, 'utf8')) as ConfigShape | undefined) ?? 'compiler';
      } catch {
        config = 'unreadable';
      }
      this.configs.set(configPath, config);
    }
    return config;
  }
}

/** `paths` as TypeScript takes it: lists of targets, none of them the `${configDir}` it would put in. */
function isPlainPaths(paths: unknown): paths is Record<string, string[]> {
  if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) return false;
  return Object.values(paths).every(
    (targets) =>
      Array.isArray(targets) &&
      targets.every((target) => typeof target === 'string' && !target.includes('${configDir}')),
  );
}

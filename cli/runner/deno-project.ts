/**
 * A Deno project: a `deno.json` or `deno.jsonc` and no tsconfig.json above the file. Deno checks types with its
 * own defaults (strict, ES modules, `.ts` written in import specifiers) and the config's `compilerOptions`, so the
 * type oracle answers with the same; the import map's entries that name the project's own files (`"@/":
 * "./src/"`) are its path aliases. Packages it maps (`npm:`, `jsr:`, URLs) are not installed where Node looks:
 * what depends on their types stays unknown.
 */
import * as path from 'node:path';
import type ts from 'typescript';
import { enclosingRepository } from '../git';
import { isFile } from './source-root';
import { typescript } from './typescript';

const DENO_CONFIGS = ['deno.json', 'deno.jsonc'];

/** The nearest deno.json(c) at or above `start`, not above the repository holding it. */
export function nearestDenoConfig(start: string): string | undefined {
  const stop = enclosingRepository(start);
  for (let folder = start; ; folder = path.dirname(folder)) {
    const found = DENO_CONFIGS.map((name) => path.join(folder, name)).find(isFile);
    if (found) return found;
    if (folder === stop || path.dirname(folder) === folder) return undefined;
  }
}

/** Each config read and parsed once (JSON with comments): the versions and the type program both ask. */
const configs = new Map<string, Record<string, unknown> | undefined>();

function denoConfig(configPath: string): Record<string, unknown> | undefined {
  if (!configs.has(configPath)) {
    const api = typescript();
    const text = api.sys.readFile(configPath);
    const parsed = text === undefined ? undefined : api.parseConfigFileTextToJson(configPath, text);
    const config: unknown = parsed && !parsed.error ? parsed.config : undefined;
    configs.set(
      configPath,
      typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : undefined,
    );
  }
  return configs.get(configPath);
}

/** Deno's defaults, then the config's own compiler options; undefined for a config that does not parse. */
export function denoCompilerOptions(configPath: string): ts.CompilerOptions | undefined {
  const api = typescript();
  const config = denoConfig(configPath);
  if (config === undefined) return undefined;
  const written = (config as { compilerOptions?: Record<string, unknown> }).compilerOptions ?? {};
  // Deno's own libraries (`deno.window`, `deno.ns`) are no TypeScript library: the standard ones stand in.
  const lib = Array.isArray(written.lib)
    ? written.lib.filter((name): name is string => typeof name === 'string' && !name.startsWith('deno.'))
    : [];
  const folder = path.dirname(configPath);
  const { options } = api.convertCompilerOptionsFromJson(
    { strict: true, jsx: 'react', ...written, lib: lib.length > 0 ? lib : ['esnext', 'dom'] },
    folder,
  );
  return {
    ...options,
    allowJs: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    module: api.ModuleKind.ESNext,
    moduleResolution: api.ModuleResolutionKind.Bundler,
    target: api.ScriptTarget.ESNext,
    paths: { ...localImports((config as { imports?: unknown }).imports), ...options.paths },
  };
}

/** `"@/": "./src/"` → `"@/*": ["./src/*"]`; `"utils": "./lib/utils.ts"` → `"utils": ["./lib/utils.ts"]`. */
function localImports(imports: unknown): Record<string, string[]> {
  if (typeof imports !== 'object' || imports === null) return {};
  const paths: Record<string, string[]> = {};
  for (const [specifier, target] of Object.entries(imports)) {
    if (typeof target !== 'string' || !/^\.\.?\//.test(target)) continue;
    if (specifier.endsWith('/') && target.endsWith('/')) paths[`${specifier}*`] = [`${target}*`];
    else if (!specifier.endsWith('/')) paths[specifier] = [target];
  }
  return paths;
}

/**
 * The ranges a Deno config's import map declares for npm packages (`"zod": "npm:zod@^4.3.6"` → `^4.3.6`): a Deno
 * project's dependencies, where a Node project has its package.json. Read with comments allowed (deno.jsonc).
 */
export function denoDeclaredRanges(configPath: string): Record<string, string> {
  const imports = denoConfig(configPath)?.imports;
  if (typeof imports !== 'object' || imports === null) return {};
  const ranges: Record<string, string> = {};
  for (const target of Object.values(imports)) {
    const match = typeof target === 'string' ? /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target) : null;
    if (match) ranges[match[1]!] ??= match[2]!;
  }
  return ranges;
}

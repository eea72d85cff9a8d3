/**
 * Whether a project's relative imports must name the `.js` file: TypeScript's Node16 and
 * NodeNext resolution require it in ES modules (TS2835 otherwise). Decided from the
 * project's tsconfig and the configs it extends (a monorepo package's often only says
 * `"extends": "../../tsconfig.json"`), so a file with no other relative import still gets
 * it right.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { extendedConfigPath, parseJsonWithComments } from './source-root';

export type ImportExtension = 'js' | undefined;

const NODE_RESOLUTION = new Set(['node16', 'nodenext']);
const NODE_MODULES = new Set(['node16', 'node18', 'node20', 'nodenext']);

interface ResolutionOptions {
  module?: unknown;
  moduleResolution?: unknown;
}

interface TsconfigShape {
  extends?: unknown;
  compilerOptions?: ResolutionOptions;
}

/**
 * The extension one file's relative imports take: `.js` only where Node loads it as an ES module (an `.mts`, or a
 * `.ts` of a package of `"type": "module"`). A CommonJS file may leave it out under Node16 resolution too, and must
 * where it runs from source: ts-node resolves no `./x.js` to `./x.ts` (tirth-2001/langchain-ecosystem-learning's
 * `nodemon src/index.ts` failed on `Cannot find module '../../../std-tool.js'`).
 */
export function importExtensionForFile(
  file: string,
  projectExtension: ImportExtension,
  packageType: string | undefined,
): ImportExtension {
  if (projectExtension !== 'js') return projectExtension;
  if (/\.m[jt]sx?$/.test(file)) return 'js';
  if (/\.c[jt]sx?$/.test(file)) return undefined;
  return packageType === 'module' ? 'js' : undefined;
}

/** `configPath`: the tsconfig that governs the project's files (`governingTsconfig`), when not its own. */
export function importExtensionOf(
  projectRoot: string,
  configPath = path.join(projectRoot, 'tsconfig.json'),
): ImportExtension {
  const options = resolutionOptions(configPath, new Set());
  if (!options) return undefined;
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined);
  const resolution = lower(options.moduleResolution);
  if (resolution !== undefined) return NODE_RESOLUTION.has(resolution) ? 'js' : undefined;
  const module = lower(options.module);
  // `module: nodenext` implies `moduleResolution: nodenext`.
  return module !== undefined && NODE_MODULES.has(module) ? 'js' : undefined;
}

/**
 * `module` and `moduleResolution` as TypeScript reads them: the config's own over those of
 * the configs it extends, a later one of an `extends` list over an earlier one. Undefined
 * when the config cannot be read.
 */
function resolutionOptions(configPath: string, seen: Set<string>): ResolutionOptions | undefined {
  let config: TsconfigShape;
  try {
    config = parseJsonWithComments(readFileSync(configPath, 'utf8')) as TsconfigShape;
  } catch {
    return undefined;
  }
  seen.add(configPath);
  const bases = Array.isArray(config.extends) ? config.extends : [config.extends];
  let merged: ResolutionOptions = {};
  for (const base of bases) {
    const basePath = typeof base === 'string' ? extendedConfigPath(base, path.dirname(configPath)) : undefined;
    if (basePath === undefined || seen.has(basePath)) continue;
    merged = { ...merged, ...definedOptions(resolutionOptions(basePath, seen)) };
  }
  return { ...merged, ...definedOptions(config.compilerOptions) };
}

function definedOptions(options: ResolutionOptions | undefined): ResolutionOptions {
  return {
    ...(options?.module !== undefined && { module: options.module }),
    ...(options?.moduleResolution !== undefined && { moduleResolution: options.moduleResolution }),
  };
}

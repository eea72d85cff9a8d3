/**
 * Where a project lints with ESLint: the nearest folder (up to the repository's root) with an
 * ESLint config, and the `eslint` binary installed at or above it.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const ESLINT_CONFIGS = [
  'eslint.config.js',
  'eslint.config.mjs',
  'eslint.config.cjs',
  'eslint.config.ts',
  'eslint.config.mts',
  'eslint.config.cts',
  '.eslintrc',
  '.eslintrc.js',
  '.eslintrc.cjs',
  '.eslintrc.json',
  '.eslintrc.yml',
  '.eslintrc.yaml',
];

export interface EslintProject {
  /** The folder of its config: ESLint runs there. */
  directory: string;
  binary: string;
}

/** ESLint's config in `directory` (a config file, or `eslintConfig` in package.json). */
function hasEslintConfig(directory: string): boolean {
  if (ESLINT_CONFIGS.some((name) => existsSync(path.join(directory, name)))) return true;
  try {
    const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
      eslintConfig?: unknown;
    };
    return manifest.eslintConfig !== undefined;
  } catch {
    return false;
  }
}

/**
 * The nearest folder at or above `start` with an ESLint config and ESLint installed, up to the
 * repository's root. `known` (the caller's, for one run) holds the answer for each folder walked
 * through, which is the answer for every folder below it on the way: folders share their ancestors.
 */
export function eslintProject(
  start: string,
  known?: Map<string, EslintProject | undefined>,
): EslintProject | undefined {
  const walked: string[] = [];
  let found: EslintProject | undefined;
  for (let current = start; ; current = path.dirname(current)) {
    if (known?.has(current)) {
      found = known.get(current);
      break;
    }
    walked.push(current);
    const binary = hasEslintConfig(current) ? installedBinary(current, 'eslint') : undefined;
    if (binary) {
      found = { directory: current, binary };
      break;
    }
    if (existsSync(path.join(current, '.git')) || path.dirname(current) === current) break;
  }
  for (const folder of walked) known?.set(folder, found);
  return found;
}

/** `node_modules/.bin/<name>` at or above `directory`. */
export function installedBinary(directory: string, name: string): string | undefined {
  for (let current = directory; ; current = path.dirname(current)) {
    const binary = path.join(current, 'node_modules', '.bin', name);
    if (existsSync(binary)) return binary;
    if (path.dirname(current) === current) return undefined;
  }
}

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

export function eslintProject(start: string): EslintProject | undefined {
  for (let current = start; ; current = path.dirname(current)) {
    if (hasEslintConfig(current)) {
      const binary = installedBinary(current, 'eslint');
      if (binary) return { directory: current, binary };
    }
    if (existsSync(path.join(current, '.git')) || path.dirname(current) === current) return undefined;
  }
}

/** `node_modules/.bin/<name>` at or above `directory`. */
export function installedBinary(directory: string, name: string): string | undefined {
  for (let current = directory; ; current = path.dirname(current)) {
    const binary = path.join(current, 'node_modules', '.bin', name);
    if (existsSync(binary)) return binary;
    if (path.dirname(current) === current) return undefined;
  }
}

/** What the adapter-module tests render for: every framework, and this repository's installed majors. */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { frameworkIds, frameworks, type FrameworkId } from '../../transforms/frameworks';

export const ALL: FrameworkId[] = [...frameworkIds];

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * The versions installed here as dev dependencies: each framework's first package (its current major), and zod 4
 * with native JSON Schema.
 */
export const CURRENT_PACKAGES: Record<string, string> = Object.fromEntries(
  [...frameworks.map((framework) => framework.packages[0]), 'zod'].map((name) => [name, installedVersion(name)]),
);

/** A strict project's compiler options, for type-checking a rendered module against the installed packages. */
export const STRICT_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

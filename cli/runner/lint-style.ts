/**
 * ESLint rules a project's config applies to hand-written code that the adapter module, generated
 * code, cannot meet: eslint-config-google (Firebase's Cloud Functions template, where Genkit apps
 * are deployed, lints before each deploy) asks for lines of 80 characters and JSDoc with typed
 * `@param` and `@return` tags on every function. The module turns those rules off for itself;
 * `--format` (`eslint --fix`) meets the rest.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const GOOGLE_RULES_FOR_HAND_WRITTEN_CODE = ['max-len', 'require-jsdoc', 'valid-jsdoc'];

/**
 * The rules the adapter module of the package in `packageDirectory` turns off: eslint-config-google's,
 * where the package declares it with an ESLint before 9 (9 removed the JSDoc rules, and a directive
 * naming an unknown rule is an error there).
 */
export function lintRulesTheModuleTurnsOff(packageDirectory: string | undefined): string[] {
  if (packageDirectory === undefined) return [];
  let declared: Record<string, string>;
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    declared = { ...manifest.dependencies, ...manifest.devDependencies };
  } catch {
    return [];
  }
  if (declared['eslint-config-google'] === undefined) return [];
  const eslintMajor = Number(/\d+/.exec(declared.eslint ?? '')?.[0]);
  return Number.isNaN(eslintMajor) || eslintMajor < 9 ? GOOGLE_RULES_FOR_HAND_WRITTEN_CODE : [];
}

/** The directive that turns them off, the module's first line. */
export function lintDirective(rules: readonly string[]): string | undefined {
  return rules.length === 0
    ? undefined
    : `/* eslint-disable ${rules.join(', ')} -- generated code, refreshed by std-tool-migrate */`;
}

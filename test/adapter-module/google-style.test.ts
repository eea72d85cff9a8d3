/**
 * A package linted with eslint-config-google, as Firebase's Cloud Functions template sets it up
 * (where Genkit apps are deployed: its predeploy hook runs the lint), passes that lint after
 * `--yes --format`: the adapter module turns off the rules for hand-written code (80-character
 * lines, typed JSDoc on every function), and `eslint --fix` meets the others. Linted with
 * ESLint 8's Linter, since ESLint 9 removed the JSDoc rules.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL, CURRENT_PACKAGES } from './support';
import { renderAdapterModule, type AdapterModuleRequest } from '../../cli/adapter-module/render';
import { lintRulesTheModuleTurnsOff } from '../../cli/runner/lint-style';

const scratch = path.join(__dirname, '..', '..', '.tmp-google-style-test');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface LintMessage {
  line: number;
  ruleId: string | null;
  message: string;
}
/** ESLint 8's `Linter` (eslint-linter-browserify: ESLint 8.57 with no bin to clash with this repository's ESLint). */
interface Linter8 {
  defineParser(name: string, parser: unknown): void;
  getRules(): Map<string, { meta?: { docs?: { recommended?: boolean } } }>;
  verifyAndFix(text: string, config: object, options: { filename: string }): { messages: LintMessage[] };
}
const load = createRequire(__filename);
const { Linter } = load('eslint-linter-browserify') as { Linter: new () => Linter8 };
const linter = new Linter();
linter.defineParser('@typescript-eslint/parser', load('@typescript-eslint/parser'));

/** The package.json of a Firebase functions package (its lint-related part). */
const FUNCTIONS_PACKAGE = {
  devDependencies: {
    '@typescript-eslint/eslint-plugin': '^5.12.0',
    '@typescript-eslint/parser': '^5.12.0',
    eslint: '^8.9.0',
    'eslint-config-google': '^0.14.0',
    'eslint-plugin-import': '^2.25.4',
  },
};

function packageFolder(name: string, manifest: object): string {
  const folder = path.join(scratch, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest));
  return folder;
}

/**
 * The template's .eslintrc.js as one config: `eslint:recommended`, `google`, and of typescript-eslint's
 * `recommended` the part that turns off base rules TypeScript checks (its own rules read ESLint 10's here;
 * typed lint is tested in lint.test.ts); the import plugin checks imports, not generated code's style.
 */
function firebaseTemplateConfig(): object {
  const recommended = [...linter.getRules()].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => name);
  const google = (load('eslint-config-google') as { rules: Record<string, unknown> }).rules;
  const plugin = load('@typescript-eslint/eslint-plugin') as {
    configs: Record<string, { overrides: { rules: Record<string, unknown> }[] }>;
  };
  return {
    env: { es6: true, node: true },
    parser: '@typescript-eslint/parser',
    parserOptions: { sourceType: 'module', ecmaVersion: 2022 },
    rules: {
      ...Object.fromEntries(recommended.map((name) => [name, 'error'])),
      ...google,
      ...plugin.configs['eslint-recommended']!.overrides[0]!.rules,
      quotes: ['error', 'double'],
      indent: ['error', 2],
    },
  };
}

describe('eslint-config-google (Firebase Cloud Functions template)', () => {
  it('is read from the package: the three rules with ESLint before 9, none otherwise', () => {
    expect(lintRulesTheModuleTurnsOff(packageFolder('functions', FUNCTIONS_PACKAGE))).toEqual([
      'max-len',
      'require-jsdoc',
      'valid-jsdoc',
    ]);
    const withEslint9 = { devDependencies: { ...FUNCTIONS_PACKAGE.devDependencies, eslint: '^9.0.0' } };
    expect(lintRulesTheModuleTurnsOff(packageFolder('eslint9', withEslint9))).toEqual([]);
    expect(lintRulesTheModuleTurnsOff(packageFolder('plain', { devDependencies: { eslint: '^8.9.0' } }))).toEqual([]);
  });

  const variants: Record<string, AdapterModuleRequest> = {
    'Genkit, zod 3 (genkit re-exports it)': {
      frameworks: ['genkit'],
      style: 'ts',
      packages: { genkit: '1.42.0', zod: '3.25.76' },
    },
    'every framework, current majors': { frameworks: ALL, style: 'ts', packages: CURRENT_PACKAGES },
  };
  it.each(Object.keys(variants))('%s: no problem left after eslint --fix', (id) => {
    const lintRulesOff = lintRulesTheModuleTurnsOff(packageFolder('functions', FUNCTIONS_PACKAGE));
    const lint = (text: string) =>
      linter
        .verifyAndFix(text, firebaseTemplateConfig(), { filename: 'std-tool.ts' })
        .messages.map((m) => `${m.line}: ${m.ruleId} ${m.message}`);
    expect(lint(renderAdapterModule({ ...variants[id]!, lintRulesOff }, '0.0.0').text)).toEqual([]);
    // Without the directive, the rules it names are what fails (Firebase's predeploy lint).
    const unturned = lint(renderAdapterModule(variants[id]!, '0.0.0').text);
    expect([...new Set(unturned.map((problem) => problem.split(' ')[1]))].sort()).toEqual(lintRulesOff);
  });
});

/**
 * Issue 35, a strictly linted app: the adapter module follows the project's typescript-eslint
 * `array-type` option, read from the project's ESLint, and `--format` runs the project's
 * `eslint --fix` before its formatter, on what the migration wrote only.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSdkManifest,
  committedProject,
  git,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
} from './support/temp-project';
import { lintProject } from '../support/lint-project';
import { parseErrorOf } from '../../transforms/lib/parse';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** A file the migration rewrites at its top, with a hand-written interface well below what it changes. */
const TOOL = [
  "import { tool } from 'ai';",
  "import { z } from 'zod';",
  '',
  'export const weatherTool = tool({',
  "  description: 'Weather in a city',",
  '  inputSchema: z.object({ city: z.string(), days: z.array(z.number()) }),',
  '  execute: async ({ city }) => city,',
  '});',
  '',
  '// Hand-written, nothing to do with the migration.',
  '//',
  '//',
  '//',
  '//',
  'export interface Forecast {',
  '  city: string;',
  '}',
  '',
].join('\n');

/** A flat config with typescript-eslint's parser and plugin, and these rules for TypeScript files. */
const eslintConfig = (rules: Record<string, unknown>) =>
  [
    "import tseslint from 'typescript-eslint';",
    'export default [',
    `  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin }, rules: ${JSON.stringify(rules)} },`,
    '];',
    '',
  ].join('\n');

const packageJson = (label: string, scripts: Record<string, string> = {}) =>
  aiSdkManifest(label, scripts, {
    type: 'module',
    devDependencies: { eslint: '^10.0.0', 'typescript-eslint': '^8.0.0' },
  });

/** A committed project with `files` beside the tool, its node_modules this repository's. */
function project(label: string, files: Record<string, string>): string {
  const root = committedProject(label, {
    'package.json': packageJson(label),
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
    '.gitignore': 'node_modules\n',
    'src/weather.ts': TOOL,
    ...files,
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

describe("the project's typescript-eslint array-type", () => {
  it.each([
    ['generic', { default: 'generic' }],
    ['array-simple, readonly generic', { default: 'array-simple', readonly: 'generic' }],
  ])('%s: the module is written in it, without --format', async (_label, options) => {
    const root = project('array-type', {
      'eslint.config.mjs': eslintConfig({ '@typescript-eslint/array-type': ['error', options] }),
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).toMatch(/\b(Readonly)?Array</);
    const lint = await lintProject(root, ['std-tool.ts', 'src']);
    expect(lint.status, lint.output).toBe(0);
  });

  it('where a per-file block sets it for some files only, as ESLint computes it for the module', async () => {
    const root = project('array-type-other-files', {
      'eslint.config.mjs': eslintConfig({}).replace(
        '];',
        "  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/array-type': ['error', { default: 'generic' }] } },\n];",
      ),
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).not.toMatch(/\b(Readonly)?Array</);
  });
});

describe("when the project's ESLint is asked", () => {
  it('not by a dry run that renders no module; by one that compares the module on disk, and by a write', async () => {
    // The config is code: each load leaves a line in `loads`.
    const config = eslintConfig({ '@typescript-eslint/array-type': ['error', { default: 'generic' }] }).replace(
      "import tseslint from 'typescript-eslint';",
      "import tseslint from 'typescript-eslint';\nimport { appendFileSync } from 'node:fs';\nappendFileSync(new URL('./loads', import.meta.url), 'x\\n');",
    );
    const root = project('eslint-asked', { 'eslint.config.mjs': config, '.gitignore': 'node_modules\nloads\n' });
    const loads = () => (existsSync(path.join(root, 'loads')) ? read(root, 'loads').length / 2 : 0);
    const dryRun = await runCli(['--dry-run', '.'], { cwd: root });
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout + dryRun.stderr).toContain('would write the adapter module');
    expect(loads()).toBe(0);

    const write = await runCli(['--yes', '.'], { cwd: root });
    expect(write.code, write.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).toMatch(/\b(Readonly)?Array</);
    expect(loads()).toBe(1);

    // A later file: the module on disk is compared with the one the run would write, in its style.
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'migrated');
    writeFileSync(path.join(root, 'src/forecast.ts'), TOOL.replace('weatherTool', 'forecastTool'));
    const again = await runCli(['--dry-run', '--allow-dirty', '.'], { cwd: root });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('src/forecast.ts');
    expect(loads()).toBe(2);
  });
});

describe("--format runs the project's eslint --fix", () => {
  it('before Prettier: the module meets its fixable rules; a rewritten file, in the migrated lines only', async () => {
    const root = project('eslint-and-prettier', {
      'eslint.config.mjs': eslintConfig({ '@typescript-eslint/consistent-type-definitions': ['error', 'type'] }),
      '.prettierrc': JSON.stringify({ singleQuote: true, printWidth: 100 }),
    });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with eslint --fix and prettier/);
    expect(read(root, 'std-tool.ts')).not.toMatch(/^(export )?interface /m);
    const lint = await lintProject(root, ['std-tool.ts']);
    expect(lint.status, lint.output).toBe(0);
    // `prettier --check std-tool.ts`, in this process.
    const module = path.join(root, 'std-tool.ts');
    const options = await prettier.resolveConfig(module);
    expect(options).toMatchObject({ singleQuote: true });
    expect(await prettier.check(read(root, 'std-tool.ts'), { ...options, filepath: module })).toBe(true);
    // ESLint would make it a type; it is no line the migration wrote.
    expect(read(root, 'src/weather.ts')).toContain('export interface Forecast {');
    expect(read(root, 'src/weather.ts')).toContain('toAiSdk(');
  });

  // heroku-mcp-server sets dozens of rules to warn (3,462 warnings before the migration): fixed in the tool code the
  // migration moves, they would apply what its authors never did (arrows made methods, keys sorted).
  it('a rule set to warn is not fixed (`eslint --fix --quiet`) where the lint passes with warnings', async () => {
    const root = project('eslint-warn', {
      'eslint.config.mjs': eslintConfig({ '@typescript-eslint/consistent-type-definitions': ['warn', 'type'] }),
      '.prettierrc': JSON.stringify({ singleQuote: true, printWidth: 100 }),
    });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/formatted 2 files with eslint --fix and prettier/);
    expect(read(root, 'std-tool.ts')).toMatch(/^(export )?interface /m);
  });

  // Next.js's `next lint` runs the project's ESLint with the options it is given.
  it.each(['eslint --max-warnings 0 .', 'next lint --max-warnings 0'])(
    'where its scripts lint with `--max-warnings 0` (`%s`), a rule set to warn is met too, in the migrated lines only',
    async (lint) => {
      const root = project('eslint-max-warnings', {
        'package.json': packageJson('eslint-max-warnings', { lint }),
        'eslint.config.mjs': eslintConfig({ '@typescript-eslint/consistent-type-definitions': ['warn', 'type'] }),
        '.prettierrc': JSON.stringify({ singleQuote: true, printWidth: 100 }),
      });
      const result = await runCli(['--yes', '--format', '.'], { cwd: root });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/formatted 2 files with eslint --fix and prettier/);
      expect(read(root, 'std-tool.ts')).not.toMatch(/^(export )?interface /m);
      expect(read(root, 'src/weather.ts')).toContain('export interface Forecast {');
    },
  );

  // A sorted-imports rule set to warn, in a project whose lint fails on warnings: its fix moves an import the migration
  // never wrote from far above, and the migrated lines cannot take the formatting without the other half of that move.
  it('where a warn-level fix moves a line the migration never wrote, that file is fixed by its errors only', async () => {
    const root = project('eslint-warn-moves', {
      'package.json': packageJson('eslint-warn-moves', { lint: 'eslint --max-warnings=0 src' }),
      'eslint.config.mjs': eslintConfig({})
        .replace(
          "import tseslint from 'typescript-eslint';",
          "import tseslint from 'typescript-eslint';\nimport { importX } from 'eslint-plugin-import-x';",
        )
        .replace(
          "plugins: { '@typescript-eslint': tseslint.plugin }, rules: {}",
          "plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX }, rules: { 'import-x/order': ['warn', { alphabetize: { order: 'asc' } }] }",
        ),
      '.prettierrc': JSON.stringify({ singleQuote: true, printWidth: 100 }),
      'src/helper.ts': 'export const helper = (city: string) => city;\n',
      'src/weather.ts': [
        'import { helper } from "./helper";',
        ...Array.from({ length: 6 }, () => '//'),
        'import { z } from "zod";',
        'import { tool } from "ai";',
        '',
        'export const weatherTool = tool({',
        '  description: "Weather in a city",',
        '  inputSchema: z.object({ city: z.string() }),',
        '  execute: async ({ city }) => helper(city),',
        '});',
        '',
      ].join('\n'),
    });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/unformatted/);
    const migrated = read(root, 'src/weather.ts');
    // The import the migration never wrote stays where it was, as it was; the migrated lines are formatted.
    expect(migrated.split('\n')[0]).toBe('import { helper } from "./helper";');
    expect(migrated.match(/from "\.\/helper"/g)).toHaveLength(1);
    expect(migrated).toContain("  description: 'Weather in a city',");
    expect(migrated).toContain("import { standardTool, toAiSdk } from '../std-tool';");
  });

  // ESLint's core rule flags the module's `readonly '~standard': ...`, and its fix (a template literal key) does not
  // parse (firebase-genkit-sample): the module is written in backticks, its interface keys computed.
  it('core quotes set to backtick: the module is written in backticks, and nothing is left unparsable', async () => {
    const root = project('eslint-backtick', {
      'eslint.config.mjs': eslintConfig({ quotes: ['error', 'backtick'] }),
      '.prettierrc': JSON.stringify({ singleQuote: true }),
    });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/unparsable/);
    expect(read(root, 'std-tool.ts')).toContain('readonly [`~standard`]: {');
    const lint = await lintProject(root, ['std-tool.ts', 'src']);
    expect(lint.status, lint.output).toBe(0);
    expect(parseErrorOf(read(root, 'src/weather.ts'), 'src/weather.ts')).toBeUndefined();
  });

  it('a config ESLint cannot load leaves the formatting to Prettier, with a warning', async () => {
    const root = project('eslint-broken', {
      'eslint.config.mjs': "throw new Error('broken config');\n",
      '.prettierrc': JSON.stringify({ singleQuote: true }),
    });
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/eslint --fix failed/);
    expect(result.stderr).toMatch(/formatted 2 files with prettier/);
  });
});

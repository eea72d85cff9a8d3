/**
 * The project's ESLint is asked for its style (lint-style.ts) beside the run's reading: the answer of a child
 * started early is the one the module is rendered with, and no second child is started for it.
 */
import { rmSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, repoRoot, writeTree } from './support/temp-project';
import { lintStylesRead, projectLintStyle, startReadingLintStyle } from '../../cli/runner/lint-style';

afterAll(removeTempDirs);

const CONFIG = [
  "import tseslint from 'typescript-eslint';",
  'export default [',
  "  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin },",
  "    rules: { '@typescript-eslint/array-type': ['error', { default: 'generic' }], quotes: ['error', 'backtick'] } },",
  '];',
  '',
].join('\n');

describe('startReadingLintStyle', () => {
  it('reads the style once, early; projectLintStyle then answers from it', async () => {
    const root = makeTempDir('lint-style-prefetch');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'prefetch', private: true, type: 'module' }),
      'eslint.config.mjs': CONFIG,
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const module = path.join(root, 'std-tool.ts');
    startReadingLintStyle(module);
    await lintStylesRead();
    const expected = { arrayType: { default: 'generic', readonly: 'generic' }, backticks: true };
    // Without its config, a child asked now would find no ESLint project: the answer is the early one.
    rmSync(path.join(root, 'eslint.config.mjs'));
    expect(projectLintStyle(module)).toEqual(expected);
    expect(projectLintStyle(path.join(root, 'other.ts'))).toBeUndefined();
  }, 60_000);
});

/**
 * The ESLint project of a folder (cli/runner/eslint-project.ts): the nearest folder with an ESLint
 * config and ESLint installed, up to the repository's root. A run asks for every file it changes, so
 * the answers of a walk are kept for each folder it passed through, and agree with a fresh walk.
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eslintProject, type EslintProject } from '../../cli/runner/eslint-project';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

describe('the ESLint project of a folder', () => {
  it('is the same fresh and remembered, and is remembered for each folder on the way up', () => {
    const root = makeTempDir('eslint-project');
    writeTree(root, {
      'app/eslint.config.mjs': 'export default [];\n',
      'app/node_modules/.bin/eslint': '#!/bin/sh\n',
      'app/src/tools/a.ts': '',
      'app/src/lib/b.ts': '',
      'other/src/c.ts': '',
    });
    mkdirSync(path.join(root, '.git'));
    const app = path.join(root, 'app');
    const known = new Map<string, EslintProject | undefined>();
    const tools = path.join(app, 'src', 'tools');
    const expected = { directory: app, binary: path.join(app, 'node_modules', '.bin', 'eslint') };
    expect(eslintProject(tools, known)).toEqual(expected);
    expect([...known.keys()]).toEqual([tools, path.join(app, 'src'), app]);
    // A sibling folder stops at the first folder already answered.
    expect(eslintProject(path.join(app, 'src', 'lib'), known)).toEqual(expected);
    expect(known.has(path.join(app, 'src', 'lib'))).toBe(true);
    expect(eslintProject(path.join(app, 'src', 'lib'))).toEqual(expected);
    // No config up to the repository's root: none, remembered for each folder up to that root.
    const other = path.join(root, 'other', 'src');
    expect(eslintProject(other, known)).toBeUndefined();
    expect(eslintProject(other)).toBeUndefined();
    expect(known.has(root) && known.get(root) === undefined).toBe(true);
  });
});

/**
 * An .mjs or .cjs file is run by Node as it is: in a TypeScript project (whose adapter
 * module is `std-tool.ts`), importing `./std-tool.js` from it fails at run time
 * (ERR_MODULE_NOT_FOUND; found in langgraphjs's environment tests). Its definitions are
 * left as they are and reported; the project's TypeScript files migrate as before.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSdkToolSource,
  makeTempDir,
  PACKAGE_JSON,
  parseJson,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('JavaScript modules in a TypeScript project', () => {
  it('an .mjs and a .cjs file are left as they are, with the reason; the .ts file migrates', async () => {
    const root = makeTempDir('mjs-in-ts');
    const cjs = aiSdkToolSource('search')
      .replace("import { tool } from 'ai';", "const { tool } = require('ai');")
      .replace("import { z } from 'zod';", "const { z } = require('zod');")
      .replace('export const searchTool =', 'exports.searchTool =');
    writeTree(root, {
      'package.json': PACKAGE_JSON,
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }),
      'src/weather.ts': aiSdkToolSource('weather'),
      'src/check.mjs': aiSdkToolSource('check'),
      'src/search.cjs': cjs,
    });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const byName = new Map(parseJson(result).files.map((file) => [path.basename(file.path), file]));
    expect(byName.get('weather.ts')!.status).toBe('changed');
    for (const name of ['check.mjs', 'search.cjs']) {
      const file = byName.get(name)!;
      expect(file.status).toBe('unchanged');
      expect(file.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['typescript-adapter-module']);
    }
    expect(readFileSync(path.join(root, 'src/check.mjs'), 'utf8')).toBe(aiSdkToolSource('check'));
    expect(readFileSync(path.join(root, 'src/search.cjs'), 'utf8')).toBe(cjs);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain('toAiSdk');
  });

  it('a JavaScript project (its adapter module JavaScript) still migrates its .mjs files', async () => {
    const root = makeTempDir('mjs-in-js');
    writeTree(root, {
      'package.json': PACKAGE_JSON.replace('"private": true', '"private": true,\n  "type": "module"'),
      'src/check.mjs': aiSdkToolSource('check'),
    });
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/check.mjs'), 'utf8')).toMatch(/from '\.\.\/std-tool\.js'/);
  });
});

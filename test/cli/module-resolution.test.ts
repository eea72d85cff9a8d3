/**
 * `.js` on relative imports follows the project's tsconfig and the configs it extends: a
 * monorepo package whose tsconfig only extends the root's Node16 config got extensionless
 * imports in its files with no other relative import (TS2835, and ERR_MODULE_NOT_FOUND once
 * built; modelcontextprotocol/servers' `everything`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governingTsconfig } from '../../cli/runner/governing-tsconfig';
import { importExtensionForFile, importExtensionOf } from '../../cli/runner/module-resolution';
import { aiSdkToolSource, makeTempDir, removeTempDirs, requireBuiltCli, runCli } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

function tree(files: Record<string, unknown>): string {
  const root = makeTempDir('module-resolution');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

describe('importExtensionOf', () => {
  it('reads module and moduleResolution through `extends`, the package’s own settings winning', () => {
    const root = tree({
      'tsconfig.json': { compilerOptions: { module: 'Node16', moduleResolution: 'Node16' } },
      'packages/a/tsconfig.json':
        '// a comment\n{ "extends": "../../tsconfig.json", "compilerOptions": { "outDir": "dist" } }',
      'packages/b/tsconfig.json': { extends: '../../tsconfig', compilerOptions: { moduleResolution: 'bundler' } },
      'packages/c/tsconfig.json': { extends: ['../../tsconfig.json', './bundler.json'] },
      'packages/c/bundler.json': { compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } },
    });
    expect(importExtensionOf(path.join(root, 'packages/a'))).toBe('js');
    expect(importExtensionOf(path.join(root, 'packages/b'))).toBeUndefined();
    expect(importExtensionOf(path.join(root, 'packages/c'))).toBeUndefined();
  });

  it('follows a package config in node_modules, and survives a cycle or a missing base', () => {
    const root = tree({
      'node_modules/@tsconfig/node20/tsconfig.json': { compilerOptions: { module: 'node16' } },
      'app/tsconfig.json': { extends: '@tsconfig/node20/tsconfig.json' },
      'short/tsconfig.json': { extends: '@tsconfig/node20' },
      'loop/tsconfig.json': { extends: './other.json', compilerOptions: {} },
      'loop/other.json': { extends: './tsconfig.json' },
      'missing/tsconfig.json': { extends: './nowhere.json', compilerOptions: { module: 'NodeNext' } },
    });
    expect(importExtensionOf(path.join(root, 'app'))).toBe('js');
    expect(importExtensionOf(path.join(root, 'short'))).toBe('js');
    expect(importExtensionOf(path.join(root, 'loop'))).toBeUndefined();
    expect(importExtensionOf(path.join(root, 'missing'))).toBe('js');
  });

  it('no tsconfig: no extension decided here', () => {
    expect(importExtensionOf(tree({ 'package.json': {} }))).toBeUndefined();
  });

  it('a nested package without a tsconfig follows the nearest one above it, within the repository', () => {
    const root = tree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'examples/tsconfig.json': { compilerOptions: { module: 'NodeNext' } },
      'examples/weather/package.json': { name: 'weather', type: 'module' },
      'examples/weather/src/index.ts': '',
      'other/package.json': { name: 'other' },
    });
    const extensionOf = (folder: string) => importExtensionOf(folder, governingTsconfig(folder, []));
    expect(extensionOf(path.join(root, 'examples/weather'))).toBe('js');
    expect(extensionOf(path.join(root, 'other'))).toBeUndefined();
  });
});

describe('importExtensionForFile', () => {
  it('`.js` only in ES modules: an .mts, or a .ts of a `"type": "module"` package', () => {
    expect(importExtensionForFile('/p/src/a.ts', 'js', 'module')).toBe('js');
    expect(importExtensionForFile('/p/src/a.ts', 'js', undefined)).toBeUndefined();
    expect(importExtensionForFile('/p/src/a.ts', 'js', 'commonjs')).toBeUndefined();
    expect(importExtensionForFile('/p/src/a.mts', 'js', undefined)).toBe('js');
    expect(importExtensionForFile('/p/src/a.cts', 'js', 'module')).toBeUndefined();
    expect(importExtensionForFile('/p/src/a.ts', undefined, 'module')).toBeUndefined();
  });
});

describe('the CLI on a CommonJS package under NodeNext resolution', () => {
  it('writes the adapter import without `.js`, which ts-node could not resolve', async () => {
    // tirth-2001/langchain-ecosystem-learning: `module: nodenext`, no `"type"`, run with `nodemon src/index.ts`.
    const root = tree({
      'package.json': { name: 'cjs-app', dependencies: { ai: '^5.0.0', zod: '^3.25.0' } },
      'tsconfig.json': { compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true } },
      'src/tools.ts': aiSdkToolSource('weather'),
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(text).toMatch(/from '\.\.\/std-tool'|from '\.\/std-tool'/);
    expect(text).not.toContain("std-tool.js'");
  });
});

describe('the CLI on a nested example package without a tsconfig', () => {
  it('writes `.js` on the adapter import where the NodeNext examples/tsconfig.json type-checks it', async () => {
    const root = tree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'examples/tsconfig.json': { compilerOptions: { module: 'NodeNext', strict: true } },
      'examples/weather/package.json': {
        name: 'weather',
        type: 'module',
        dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
      },
      'examples/weather/src/weather.ts': aiSdkToolSource('weather'),
    });
    const result = await runCli(['--yes', '--allow-dirty', 'examples/weather'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const migrated = readFileSync(path.join(root, 'examples/weather/src/weather.ts'), 'utf8');
    expect(migrated).toMatch(/from '\.\.?\/(\.\.\/)?std-tool\.js'/);
  });
});

describe('a file with no relative import, in a project whose resolution leaves the extension free', () => {
  // yuyi919/mastra-gbrain (bundler resolution, Biome's useImportExtensions): eight tool files wrote
  // `../std-tool.js` after their own `../types.js`; config.ts, with no relative import, got `../std-tool`.
  const project = (helpers: Record<string, string>) =>
    tree({
      'package.json': { name: 'bundled', type: 'module', dependencies: { ai: '^5.0.0', zod: '^3.25.0' } },
      'tsconfig.json': { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } },
      ...helpers,
      'src/tools/alone.ts': aiSdkToolSource('alone'),
    });

  it('writes the extension most of its project writes', async () => {
    const root = project({
      'src/a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = b + c;\n",
      'src/b.ts': "import { c } from './c.js';\nimport './styles.css';\nexport const b = c;\n",
      'src/c.ts': 'export const c = 1;\n',
    });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/tools/alone.ts'), 'utf8')).toMatch(/from '(\.\.\/)+std-tool\.js'/);
  });

  it('writes `.ts` where the project names its TypeScript modules, none where it writes none', async () => {
    const named = project({
      'src/a.ts': "import { b } from './b.ts';\nimport { c } from './c.ts';\nexport const a = b + c;\n",
      'src/b.ts': 'export const b = 1;\n',
      'src/c.ts': 'export const c = 1;\n',
    });
    expect((await runCli(['--yes', '.'], { cwd: named })).code).toBe(0);
    expect(readFileSync(path.join(named, 'src/tools/alone.ts'), 'utf8')).toMatch(/from '(\.\.\/)+std-tool\.ts'/);

    // typescript-sdk's test/integration: its one relative import names a real `vitest.config.js`, no habit.
    const javascript = project({
      'src/a.ts':
        "import config from '../vitest.config.js';\nimport { b } from './b.js';\nexport const a = [config, b];\n",
      'vitest.config.js': 'export default {};\n',
      'src/b.js': 'export const b = 1;\n',
    });
    expect((await runCli(['--yes', '.'], { cwd: javascript })).code).toBe(0);
    expect(readFileSync(path.join(javascript, 'src/tools/alone.ts'), 'utf8')).toMatch(/from '(\.\.\/)+std-tool';\n/);

    const bare = project({
      'src/a.ts': "import { b } from './b';\nimport { c } from './c.js';\nimport { d } from './d';\n",
      'src/b.ts': 'export const b = 1;\n',
    });
    expect((await runCli(['--yes', '.'], { cwd: bare })).code).toBe(0);
    expect(readFileSync(path.join(bare, 'src/tools/alone.ts'), 'utf8')).toMatch(/from '(\.\.\/)+std-tool';\n/);
  });
});

/**
 * Where the adapter module goes in a project: inside the folder its tsconfig keeps sources in
 * (a rootDir, or a folder `include` names when files at the root are not included).
 */
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceRoot } from '../../cli/runner/source-root';
import { typescriptUses } from '../../cli/runner/typescript';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

function project(tsconfig: object | undefined, folders: string[] = []): string {
  const root = path.join(realpathSync(makeTempDir('source-root')), 'app');
  for (const folder of ['.', ...folders]) mkdirSync(path.join(root, folder), { recursive: true });
  if (tsconfig) writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  return root;
}

const relative = (root: string, files: string[] = []) =>
  path.relative(
    root,
    sourceRoot(
      root,
      files.map((file) => path.join(root, file)),
    ),
  ) || '.';

describe('sourceRoot', () => {
  it('is the rootDir, or the root without a tsconfig', () => {
    expect(relative(project({ compilerOptions: { rootDir: './lib' } }, ['lib']))).toBe('lib');
    expect(relative(project(undefined))).toBe('.');
  });

  it('reads include when the rootDir is above the project (a workspace package compiled from the root)', () => {
    // rlabs88/mastra-toolkit's packages: `rootDir: "../.."` with `include: ["src/**/*.ts", "test/**/*.ts"]`; a module
    // at the package root is in no config's include (typed lint, composite builds reject it).
    expect(
      relative(
        project({ compilerOptions: { rootDir: '../..' }, include: ['src/**/*.ts', 'test/**/*.ts'] }, ['src', 'test']),
      ),
    ).toBe('src');
    expect(relative(project({ compilerOptions: { rootDir: '..' } }, ['src']))).toBe('.');
  });

  it('is the folder include names, src first among several, when root files are not included', () => {
    expect(relative(project({ include: ['src'] }, ['src']))).toBe('src');
    expect(relative(project({ include: ['index.ts', 'agent/**/*', 'src'] }, ['agent', 'src']))).toBe('src');
    expect(relative(project({ include: ['agent', 'lib'] }, ['agent', 'lib']))).toBe('agent');
  });

  it('is the root when include takes root files, names no existing folder, or only folders outside', () => {
    expect(relative(project({ include: ['**/*.ts'] }, ['src']))).toBe('.');
    expect(relative(project({ include: ['*.ts', 'src'] }, ['src']))).toBe('.');
    // liam-hq/liam's agent package: a pattern of root config files does not hold the module; `src` does.
    expect(
      relative(project({ include: ['src/**/*', 'scripts/**/*', 'test-utils/**/*', 'vitest.config.*.ts'] }, ['src'])),
    ).toBe('src');
    expect(relative(project({ include: ['missing'] }))).toBe('.');
    expect(relative(project({ include: ['../shared', 'lib'] }, ['lib', '../shared']))).toBe('lib');
  });

  it('also keeps inside the output root of a config that extends the project config (a Nest build config)', () => {
    // nest-langgraph-ai: tsconfig.json takes test/ too, `nest build` compiles with tsconfig.build.json without it;
    // a module at the root moved dist/main.js to dist/src/main.js.
    const root = project({ compilerOptions: { outDir: './dist' } }, ['src/tools', 'test']);
    const files = ['src/main.ts', 'src/tools/search.tool.ts', 'test/app.e2e-spec.ts'];
    for (const file of files) writeFileSync(path.join(root, file), 'export {};\n');
    expect(relative(root, files)).toBe('.');
    const build = { extends: './tsconfig.json', exclude: ['node_modules', 'test', 'dist', '**/*spec.ts'] };
    writeFileSync(path.join(root, 'tsconfig.build.json'), JSON.stringify(build));
    const uses = typescriptUses();
    expect(relative(root, files)).toBe('src');
    // Read without the compiler (loading it is half a second of a run): its `exclude` matched as TypeScript does.
    expect(typescriptUses()).toBe(uses);
    // A config beside it that does not extend it (a bundler's own) places nothing.
    writeFileSync(
      path.join(root, 'tsconfig.node.json'),
      JSON.stringify({ compilerOptions: { outDir: 'x' }, include: ['src/tools'] }),
    );
    expect(relative(root, files)).toBe('src');
    // One that extends another config too is read by TypeScript (that one may name other files).
    writeFileSync(path.join(root, 'tsconfig.lib.json'), JSON.stringify({ extends: ['./tsconfig.json', './x.json'] }));
    writeFileSync(path.join(root, 'x.json'), JSON.stringify({ include: ['src/tools/**/*'] }));
    expect(relative(root, files)).toBe('src/tools');
    expect(typescriptUses()).toBeGreaterThan(uses);
    rmSync(path.join(root, 'tsconfig.lib.json'));
    // One that names its own files is read by TypeScript.
    writeFileSync(
      path.join(root, 'tsconfig.tools.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/tools'] }),
    );
    expect(relative(root, files)).toBe('src/tools');
    expect(typescriptUses()).toBeGreaterThan(uses);
  });

  it('with an outDir and no rootDir, is the common folder of the TypeScript files (tsc roots its output there)', () => {
    // firebase-genkit-sample: a module at the root turned lib/index.js into lib/src/index.js.
    const files = ['src/index.ts', 'src/tools/time.ts', 'src/tools/web.ts', '.eslintrc.js', 'lib/index.d.ts'];
    expect(relative(project({ compilerOptions: { outDir: 'lib' } }, ['src/tools']), files)).toBe('src');
    expect(relative(project({ compilerOptions: { outDir: 'lib' } }, ['src']), [...files, 'vitest.config.ts'])).toBe(
      '.',
    );
    expect(relative(project({ compilerOptions: { outDir: 'lib' }, include: ['**/*.ts'] }, ['src']), files)).toBe('src');
    // An explicit rootDir of the project itself, or no outDir (nothing emitted): a root file changes nothing.
    expect(relative(project({ compilerOptions: { outDir: 'lib', rootDir: '.' } }, ['src']), files)).toBe('.');
    expect(relative(project({ compilerOptions: { noEmit: true } }, ['src']), files)).toBe('.');
  });

  it('is never a root api/ folder: Vercel deploys each file there as a function', () => {
    // ai-sdk-slackbot: include ["api"], its tools in lib/.
    const files = ['api/events.ts', 'lib/generate-response.ts'];
    expect(relative(project({ compilerOptions: { outDir: 'dist' }, include: ['api'] }, ['api', 'lib']), files)).toBe(
      '.',
    );
    expect(relative(project({ include: ['api', 'lib'] }, ['api', 'lib']))).toBe('lib');
    expect(relative(project({ compilerOptions: { outDir: 'dist' } }, ['api']), ['api/a.ts', 'api/b.ts'])).toBe('.');
  });
});

/**
 * A tsconfig's `exclude` read without the compiler (cli/runner/tsconfig-exclude.ts) takes the very files
 * TypeScript's own config parser leaves out, pattern by pattern, on one tree.
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { excludeMatcher } from '../../cli/runner/tsconfig-exclude';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

const FILES = [
  'main.ts',
  'src/a.ts',
  'src/a.spec.ts',
  'src/x.min.ts',
  'src/nested/test/z.ts',
  'src/nested/deeper/w.tsx',
  'test/x.ts',
  'test/deep/y.e2e-spec.ts',
  'testing/t.ts',
  'dist/out.ts',
  'scripts/gen.ts',
  'weird[1]/f.ts',
  'a+b/g.ts',
  'Docs/d.ts',
];

const PATTERN_SETS: string[][] = [
  ['node_modules', 'test', 'dist', '**/*spec.ts'],
  ['test'],
  ['test/'],
  ['./scripts/'],
  ['src/**/test'],
  ['**/test/**'],
  ['**/test'],
  ['dist/*'],
  ['src/*.ts'],
  ['src/?.ts'],
  ['*.ts'],
  ['**/*'],
  ['**'],
  ['weird[1]'],
  ['a+b'],
  ['docs'],
  ['../app/test', 'src/nested/'],
  ['src/a.spec.ts', 'src/**/*.tsx'],
  ['test*'],
  [''],
  ['**/../app/test', 'src/**/..'],
  ['src/**/../a.spec.ts', 'dist'],
];

function tree(): string {
  const root = path.join(realpathSync(makeTempDir('tsconfig-exclude')), 'app');
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'export {};\n');
  }
  return root;
}

function compiledByTypeScript(root: string, exclude: string[]): string[] {
  const config = path.join(root, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ compilerOptions: { jsx: 'preserve' }, exclude }));
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, host);
  return (parsed?.fileNames ?? []).map((file) => path.relative(root, file)).sort();
}

describe('excludeMatcher', () => {
  const root = tree();
  it.each(PATTERN_SETS.map((patterns) => [JSON.stringify(patterns), patterns] as const))(
    'leaves out what TypeScript leaves out: %s',
    (_name, patterns) => {
      const excluded = excludeMatcher(patterns, root);
      const kept = FILES.filter((file) => !excluded?.(path.join(root, file))).sort();
      expect(kept).toEqual(compiledByTypeScript(root, patterns));
    },
  );

  it('has nothing to test where no pattern is given', () => {
    expect(excludeMatcher([], root)).toBeUndefined();
  });
});

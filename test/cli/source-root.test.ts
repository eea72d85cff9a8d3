/**
 * Where the adapter module goes in a project: inside the folder its tsconfig keeps sources in
 * (a rootDir, or a folder `include` names when files at the root are not included).
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceRoot } from '../../cli/runner/source-root';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

function project(tsconfig: object | undefined, folders: string[] = []): string {
  const root = path.join(realpathSync(makeTempDir('source-root')), 'app');
  for (const folder of ['.', ...folders]) mkdirSync(path.join(root, folder), { recursive: true });
  if (tsconfig) writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  return root;
}

const relative = (root: string) => path.relative(root, sourceRoot(root)) || '.';

describe('sourceRoot', () => {
  it('is the rootDir, or the root without a tsconfig', () => {
    expect(relative(project({ compilerOptions: { rootDir: './lib' } }, ['lib']))).toBe('lib');
    expect(relative(project(undefined))).toBe('.');
  });

  it('is the folder include names, src first among several, when root files are not included', () => {
    expect(relative(project({ include: ['src'] }, ['src']))).toBe('src');
    expect(relative(project({ include: ['index.ts', 'agent/**/*', 'src'] }, ['agent', 'src']))).toBe('src');
    expect(relative(project({ include: ['agent', 'lib'] }, ['agent', 'lib']))).toBe('agent');
  });

  it('is the root when include takes root files, names no existing folder, or only folders outside', () => {
    expect(relative(project({ include: ['**/*.ts'] }, ['src']))).toBe('.');
    expect(relative(project({ include: ['*.ts', 'src'] }, ['src']))).toBe('.');
    expect(relative(project({ include: ['missing'] }))).toBe('.');
    expect(relative(project({ include: ['../shared', 'lib'] }, ['lib', '../shared']))).toBe('lib');
  });
});

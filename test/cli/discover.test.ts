/**
 * Discovery walks each folder once, whichever of several overlapping paths reaches it
 * first, and whether it is reached through a symlinked root or its own path (the walk
 * knows a folder's real path from its parent's; only the roots ask the system).
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../cli/runner/discover';
import { groupIntoProjects } from '../../cli/runner/projects';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

function project(): { root: string; a: string; b: string; link: string } {
  const root = realpathSync(makeTempDir('discover'));
  const a = path.join(root, 'a');
  const b = path.join(a, 'b');
  mkdirSync(path.join(b, 'c'), { recursive: true });
  writeFileSync(path.join(a, 'one.ts'), 'export {};\n');
  writeFileSync(path.join(b, 'two.ts'), 'export {};\n');
  writeFileSync(path.join(b, 'c', 'three.ts'), 'export {};\n');
  const link = path.join(root, 'link');
  symlinkSync(a, link, 'dir');
  return { root, a, b, link };
}

const relativeTo = (root: string, files: readonly string[]) => files.map((file) => path.relative(root, file));

describe('discovery of overlapping paths', () => {
  it('lists each file once, the outer folder first or last', () => {
    const { root, a, b } = project();
    const expected = ['a/b/c/three.ts', 'a/b/two.ts', 'a/one.ts'];
    expect(relativeTo(root, discoverFiles([a, b]).files)).toEqual(expected);
    expect(relativeTo(root, discoverFiles([b, a]).files).sort()).toEqual(expected);
  });

  it('takes a folder reached through a symlinked root as the same folder', () => {
    const { root, b, link } = project();
    // Through the link first: its subfolder b is the real a/b, already walked when b comes.
    expect(relativeTo(root, discoverFiles([link, b]).files)).toEqual([
      'link/b/c/three.ts',
      'link/b/two.ts',
      'link/one.ts',
    ]);
    // b first: the link's walk meets b as already walked.
    expect(relativeTo(root, discoverFiles([b, link]).files)).toEqual(['a/b/c/three.ts', 'a/b/two.ts', 'link/one.ts']);
  });
});

describe('files named one by one (a pre-commit hook)', () => {
  it('lists each named file by its real path, and skips what is not source', () => {
    const { root, a, b, link } = project();
    writeFileSync(path.join(a, 'notes.md'), '# notes\n');
    const named = [path.join(a, 'one.ts'), path.join(link, 'b', 'two.ts'), path.join(a, 'notes.md')];
    expect(relativeTo(root, discoverFiles(named).files)).toEqual(['a/b/two.ts', 'a/one.ts']);
    expect(discoverFiles([path.join(b, 'gone.ts')]).problems.map((problem) => problem.reason)).toEqual([
      'missing-path',
    ]);
  });
});

describe('projects of files outside any package', () => {
  it('belong to the outermost scanned folder that holds them, whatever else is named', () => {
    const { a, b } = project();
    const files = discoverFiles([a]).files;
    const roots = (paths: string[]) =>
      groupIntoProjects(files, { paths }).map((found) => [found.root, found.files.length]);
    expect(roots([a])).toEqual([[a, 3]]);
    // b named too (and files of it one by one): a, the outermost, still holds them all.
    expect(roots([b, path.join(b, 'two.ts'), a])).toEqual([[a, 3]]);
    // Only b and a file of a: each file of b in b's project, the file of a in its folder's.
    expect(roots([path.join(a, 'one.ts'), b]).sort()).toEqual([
      [a, 1],
      [b, 2],
    ]);
  });
});

describe('folders never walked into', () => {
  it("skips another codemod's __testfixtures__ at any depth, unless it is named", () => {
    const root = realpathSync(makeTempDir('discover-fixtures'));
    const fixtures = path.join(root, 'packages', 'codemod', '__testfixtures__');
    mkdirSync(fixtures, { recursive: true });
    writeFileSync(path.join(root, 'packages', 'codemod', 'transform.ts'), 'export {};\n');
    writeFileSync(path.join(fixtures, 'rename.input.ts'), "import { tool } from 'ai';\n");
    expect(relativeTo(root, discoverFiles([root]).files)).toEqual(['packages/codemod/transform.ts']);
    expect(relativeTo(root, discoverFiles([fixtures]).files)).toEqual([
      'packages/codemod/__testfixtures__/rename.input.ts',
    ]);
  });
});

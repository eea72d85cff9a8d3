/**
 * The walk's folder listings answer "is this name in this folder?" as `existsSync` would:
 * from the listing when it settles the question, from the system when it cannot (a folder
 * not walked, a symbolic link that may dangle, a name that differs only in case).
 */
import { existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../cli/runner/discover';
import { FolderListings } from '../../cli/runner/folder-listings';
import { groupIntoProjects } from '../../cli/runner/projects';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

function listed(folder: string): FolderListings {
  const listings = new FolderListings();
  listings.record(folder, readdirSync(folder, { withFileTypes: true }));
  return listings;
}

describe('FolderListings', () => {
  const folder = realpathSync(makeTempDir('listings'));
  writeFileSync(path.join(folder, 'package.json'), '{}');
  writeFileSync(path.join(folder, 'Tsconfig.json'), '{}');
  symlinkSync(path.join(folder, 'missing-target'), path.join(folder, '.gitignore'));
  symlinkSync(path.join(folder, 'package.json'), path.join(folder, 'linked.json'));
  const listings = listed(folder);
  const asTheSystem = (name: string) => existsSync(path.join(folder, name));

  it('answers from the listing: a plain entry is there, a name no entry has is not', () => {
    expect(listings.has(folder, 'package.json')).toBe(true);
    expect(listings.has(folder, '.git')).toBe(false);
  });

  it('asks the system for a symbolic link (a dangling one does not exist) and for a case-only match', () => {
    expect(listings.has(folder, '.gitignore')).toBe(asTheSystem('.gitignore'));
    expect(listings.has(folder, '.gitignore')).toBe(false);
    expect(listings.has(folder, 'linked.json')).toBe(true);
    // true on a case-insensitive file system, false on a case-sensitive one: as existsSync says.
    expect(listings.has(folder, 'tsconfig.json')).toBe(asTheSystem('tsconfig.json'));
  });

  it('asks the system for a folder it never listed', () => {
    const other = realpathSync(makeTempDir('listings-other'));
    writeFileSync(path.join(other, 'package.json'), '{}');
    expect(listings.has(other, 'package.json')).toBe(true);
    expect(listings.has(other, '.git')).toBe(false);
  });
});

describe('discovery and grouping from the listings', () => {
  it('finds the package folders, the repository bound and the nested .gitignore as the system would', () => {
    const root = realpathSync(makeTempDir('listings-tree'));
    const app = path.join(root, 'packages', 'app');
    mkdirSync(path.join(app, 'src', 'generated'), { recursive: true });
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    writeFileSync(path.join(app, 'package.json'), '{}');
    writeFileSync(path.join(app, '.gitignore'), 'generated/\n');
    writeFileSync(path.join(app, 'src', 'tool.ts'), 'export {};\n');
    writeFileSync(path.join(app, 'src', 'generated', 'skip.ts'), 'export {};\n');
    writeFileSync(path.join(root, 'top.ts'), 'export {};\n');

    const discovery = discoverFiles([root]);
    expect(discovery.files.map((file) => path.relative(root, file))).toEqual(['packages/app/src/tool.ts', 'top.ts']);
    const fromListings = groupIntoProjects(discovery.files, { paths: [root] }, discovery.listings);
    const fromSystem = groupIntoProjects(discovery.files, { paths: [root] });
    expect(fromListings).toEqual(fromSystem);
    expect(fromListings.map((project) => path.relative(root, project.root)).sort()).toEqual(['', 'packages/app']);
  });
});

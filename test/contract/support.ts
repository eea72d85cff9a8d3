/** Temporary projects for the contract tests: the repo's node_modules linked in, so modules resolve the frameworks. */
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { makeTempDir, repoRoot, writeTree, type TreeSpec } from '../cli/support/temp-project';
import type { ContractSnapshot } from '../../cli/contract/snapshot';

export function exampleProject(): string {
  const root = makeTempDir('contract-example');
  cpSync(path.join(repoRoot, 'examples', 'weather-app'), root, {
    recursive: true,
    filter: (source) => !source.includes('node_modules') && !source.includes(`${path.sep}dist`),
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

export function projectWith(label: string, files: TreeSpec): string {
  const root = makeTempDir(label);
  writeTree(root, { 'package.json': JSON.stringify({ name: label, private: true, type: 'module' }), ...files });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

export function readSnapshot(file: string): ContractSnapshot {
  return JSON.parse(readFileSync(file, 'utf8')) as ContractSnapshot;
}

/** Replaces one exact piece of a project file (the test fails if it is not there). */
export function edit(root: string, file: string, from: string, to: string): void {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(full, text.replace(from, to));
}

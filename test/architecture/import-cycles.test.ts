/**
 * No module of the tool imports itself back, directly or through others. Type-only
 * imports count too (ESLint's import-x/no-cycle skips them), because a cycle of types
 * still ties two modules' designs together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');
const checkedFolders = ['cli', 'transforms', 'adapters'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|mts)$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.(js|ts)$/, ''));
  return [`${base}.ts`, `${base}.mts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

function relativeImports(file: string): string[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] });
  const targets: string[] = [];
  for (const statement of ast.program.body) {
    const source =
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' && statement.source)
        ? statement.source?.value
        : undefined;
    if (!source?.startsWith('.')) continue;
    const target = resolveRelative(file, source);
    if (target) targets.push(target);
  }
  return targets;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'active' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'active');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'active') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import graph', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no cycle in cli/, transforms/ or adapters/, type-only imports included', () => {
    const files = checkedFolders.flatMap((folder) => sourceFiles(path.join(repoRoot, folder)));
    const graph = new Map(files.map((file) => [file, relativeImports(file)]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(repoRoot, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});

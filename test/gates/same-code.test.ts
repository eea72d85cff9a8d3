/**
 * The gate matrix type-checks a second formatter flavour only where its migration wrote other code than the
 * first's: formatting and the order of imports do not count, anything else does.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git, makeTempDir, removeTempDirs } from '../cli/support/temp-project';
import { sameCodeFormattingAside, writeFiles } from './support/gate-project';

afterAll(removeTempDirs);

const ORIGINAL = 'export const a = 1;\n';

/** A committed project whose src/tools.ts is then rewritten to `migrated` (and src/std-tool.ts added). */
function migratedProject(migrated: string): string {
  const dir = makeTempDir('same-code');
  writeFiles(dir, { 'src/tools.ts': ORIGINAL });
  git(dir, 'init', '--quiet');
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'before');
  writeFiles(dir, { 'src/tools.ts': migrated, 'src/std-tool.ts': 'export type Id = string;\n' });
  return dir;
}

const PRETTIER = [
  "import { b, type C } from './c';",
  "import { d } from './d';",
  '// one',
  'export const a: C = b(d, "x");',
  '',
].join('\n');

describe('sameCodeFormattingAside', () => {
  it('holds across quotes, comments, line breaks and sorted imports', () => {
    const biome = [
      "import { d } from './d';",
      "import { type C, b } from './c';",
      "export const a: C = b(\n  d,\n  'x',\n);",
      '',
    ].join('\n');
    expect(sameCodeFormattingAside(migratedProject(PRETTIER), migratedProject(biome))).toBe(true);
  });

  it('fails on another type, another value, or another file written', () => {
    const first = migratedProject(PRETTIER);
    expect(sameCodeFormattingAside(first, migratedProject(PRETTIER.replace(': C', ': unknown')))).toBe(false);
    expect(sameCodeFormattingAside(first, migratedProject(PRETTIER.replace('"x"', '"y"')))).toBe(false);
    const extra = migratedProject(PRETTIER);
    writeFileSync(path.join(extra, 'src', 'more.ts'), 'export {};\n');
    expect(sameCodeFormattingAside(first, extra)).toBe(false);
  });
});

/**
 * The in-process type-check says what `tsc -p` says: the same lines, the same exit code, the same
 * declaration files, on a project with errors and one without, and again once the package types are
 * shared (a second program reuses them; an edited project file is read again).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typeCheckProject } from './type-check';

const root = path.join(__dirname, '..', '..');
const directory = mkdtempSync(path.join(tmpdir(), 'stm-type-check-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const configPath = path.join(directory, 'tsconfig.json');
writeFileSync(
  configPath,
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      baseUrl: root,
      paths: { zod: ['node_modules/zod'] },
    },
    include: ['*.ts'],
  }),
);

function tsc(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', configPath, ...args],
    { cwd: directory, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const write = (text: string) => writeFileSync(path.join(directory, 'tools.ts'), text);

describe('typeCheckProject', () => {
  it('reports what tsc reports, with its exit code', () => {
    write(
      [
        "import { z } from 'zod';",
        'export const input = z.object({ city: z.string() });',
        'export const wrong: z.infer<typeof input> = { city: 1 };',
        'export const alsoWrong: number = "a";',
        '',
      ].join('\n'),
    );
    const ours = typeCheckProject(configPath);
    expect(ours.output).toMatch(/tools\.ts\(3,47\): error TS2322/);
    expect(ours).toEqual(tsc());
  });

  it('reads a project file again once it changed, while the package types are shared', () => {
    write("import { z } from 'zod';\nexport const input = z.object({ city: z.string() });\n");
    expect(typeCheckProject(configPath)).toEqual({ status: 0, output: '' });
    expect(tsc()).toEqual({ status: 0, output: '' });
  });

  it('writes the declaration files a declaration build writes, and its errors', () => {
    write(
      [
        "import { z } from 'zod';",
        'export const input = z.object({ city: z.string() });',
        'export function area(side: number) { return side * side; }',
        '',
      ].join('\n'),
    );
    const build = (outDir: string) => ({ noEmit: false, declaration: true, emitDeclarationOnly: true, outDir });
    const ours = typeCheckProject(configPath, build(path.join(directory, 'ours')));
    const theirs = tsc('--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', 'theirs');
    expect(ours).toEqual(theirs);
    const declarations = (folder: string) =>
      readdirSync(path.join(directory, folder)).map((file) => readFileSync(path.join(directory, folder, file), 'utf8'));
    expect(declarations('ours')).toEqual(declarations('theirs'));
    expect(declarations('ours').join('')).toContain('export declare function area(side: number): number;');
  });
});

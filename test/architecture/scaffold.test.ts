/**
 * `npm run scaffold -- <id>`: in a copy of the repository, the files it writes type-check with
 * the registry and the framework list, and the descriptor test takes the new framework in
 * (passing, and failing once a piece it needs is gone); its front end, built on the shared skeleton,
 * migrates the example fixture as it stands. Outside the framework's own files it
 * edits only transforms/frameworks.ts and transforms/registry.ts.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaffold, scaffoldFiles } from '../../scripts/scaffold';
import { typeCheckProject } from '../support/type-check';

const root = path.join(__dirname, '..', '..');
const acme = { id: 'acme', packageName: 'acme-ai', name: 'Acme', definingExport: 'tool' };
const COPIED = ['adapters', 'transforms', 'cli', 'test', 'scripts', '__testfixtures__', 'docs'];
const COPIED_FILES = ['package.json', 'tsconfig.json', 'vitest.config.mts', 'README.md'];

const copy = mkdtempSync(path.join(tmpdir(), 'std-tool-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const run = (command: string, args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules', command), ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 300_000,
  });

describe('the scaffold', () => {
  it('writes the framework in its own folders, and edits two files outside them', () => {
    const files = scaffoldFiles(root, acme);
    expect(files.filter((file) => file.kind === 'edit').map((file) => file.path)).toEqual([
      'transforms/frameworks.ts',
      'transforms/registry.ts',
    ]);
    expect(files.filter((file) => file.kind === 'new').map((file) => file.path)).toEqual([
      'transforms/front-ends/acme/framework.ts',
      'transforms/front-ends/acme/index.ts',
      'transforms/acme.ts',
      'adapters/acme.ts',
      'test/adapters/acme.test.ts',
      'test/transforms/acme-equivalence.test.ts',
      '__testfixtures__/acme/01-exported.input.ts',
      '__testfixtures__/acme/01-exported.output.ts',
      '__testfixtures__/acme/01-exported.diagnostics.json',
      'test/gates/projects/acme/package.json',
      'test/gates/projects/acme/src/tools.ts',
    ]);
    // The front end starts from the shared skeleton (CONTRIBUTING, "The front-end skeleton").
    const frontEnd = files.find((file) => file.path === 'transforms/front-ends/acme/index.ts')!.text;
    for (const piece of ['collectConfigDefinitions', 'manual']) expect(frontEnd).toContain(`${piece}(`);
    // A framework that is there already is refused, before anything is written.
    expect(() => scaffold(root, { ...acme, id: 'mastra' }, true)).toThrow(/already there/);
  });

  it('in a copy, what it writes type-checks and the descriptor test takes the framework in', () => {
    for (const folder of [...COPIED, ...COPIED_FILES])
      cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    const written = scaffold(copy, acme);

    // The code base (a list over FrameworkId anywhere must take the new one) and the new tests, under the repo's flags.
    const tsconfig = {
      extends: './tsconfig.json',
      include: ['adapters', 'transforms', 'cli', 'scripts'],
      files: [
        ...written.map((file) => file.path).filter((file) => /^test\/(adapters|transforms)\/.*\.ts$/.test(file)),
        'test/architecture/framework-descriptors.test.ts',
      ],
    };
    writeFileSync(path.join(copy, 'tsconfig.scaffold.json'), JSON.stringify(tsconfig));
    const tsc = typeCheckProject(path.join(copy, 'tsconfig.scaffold.json'));
    expect(tsc.output).toBe('');

    // One vitest run: the descriptor test takes the framework in, and as written its front end migrates the example
    // fixture exactly (and idempotently), in small functions.
    const acmeTests = ['test/transforms/fixtures.test.ts', 'test/architecture/front-end-function-size.test.ts'];
    const descriptors = (...more: string[]) =>
      run('vitest/vitest.mjs', ['run', 'test/architecture/framework-descriptors.test.ts', ...more, '-t', 'acme']);
    const passing = descriptors(...acmeTests);
    expect(passing.status, passing.stdout + passing.stderr).toBe(0);
    expect(passing.stdout).toMatch(/Test Files\s+\S*3 passed/);
    expect(passing.stdout).toMatch(/Tests\s+\S*\d+ passed/);

    rmSync(path.join(copy, 'test/gates/projects/acme'), { recursive: true });
    const failing = descriptors();
    expect(failing.status).not.toBe(0);
    expect(failing.stdout + failing.stderr).toContain('test/gates/projects/acme/package.json');
  }, 600_000);
});

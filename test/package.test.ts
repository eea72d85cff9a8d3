/**
 * The published package works: `npm pack`, install the tarball into an empty folder,
 * and run `npx std-tool-migrate --help` / `--version` from there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'std-tool-migrate-pack-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm pack → install → npx', () => {
  it('installs from the tarball and answers --help and --version', () => {
    // --ignore-scripts: `prepack` would rebuild dist/ while the other test files run the CLI
    // from it, and tsc rewrites each file in place (truncate, then write), so a CLI starting
    // then loads a half-written module. `npm test` has built dist/ already.
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', scratch, '--json'], {
      cwd: root,
      encoding: 'utf8',
      // npm's notices (the tarball's contents) go to stderr: not into the test's output.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [{ filename, files }] = JSON.parse(packed) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const shipped = files.map((file) => file.path);
    expect(shipped).toContain('dist/cli/bin.js');
    expect(shipped).toContain('dist/transforms/ai-sdk.js');
    expect(shipped).toContain('adapters/standard-tool.ts');
    expect(shipped.some((file) => file.startsWith('test/') || file.startsWith('__testfixtures__/'))).toBe(false);

    const project = path.join(scratch, 'project');
    mkdirSync(project, { recursive: true });
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'empty', version: '1.0.0', private: true }),
    );
    // Dependencies come from the registry (or npm's cache); the package itself from the tarball.
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(scratch, filename)],
      { cwd: project, encoding: 'utf8', timeout: 240_000 },
    );
    expect(install.status, install.stderr).toBe(0);

    const help = spawnSync('npx', ['--no-install', 'std-tool-migrate', '--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: std-tool-migrate');
    expect(help.stdout).toContain('--dry-run');

    const version = spawnSync('npx', ['--no-install', 'std-tool-migrate', '--version'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version,
    );

    // The installed transform loads from the package (as `jscodeshift -t` would load it).
    const loaded = spawnSync(
      process.execPath,
      ['-e', "const t = require('std-tool-migrate/dist/transforms/ai-sdk.js'); console.log(typeof t.default)"],
      { cwd: project, encoding: 'utf8' },
    );
    expect(loaded.stdout.trim()).toBe('function');
  }, 300_000);
});

/**
 * The published package works: `npm pack`, install the tarball into an empty folder
 * without dev dependencies, and run every command from the installed bin there (each
 * loads only what `dependencies` provide: `contract` reads zod 3 tools through
 * zod-to-json-schema, once only a dev dependency).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
      ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', path.join(scratch, filename)],
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

    runEveryCommand(project);
  }, 300_000);
});

/**
 * Every command, from the installed bin, on a tiny project of its own (the repository's
 * node_modules linked in for the frameworks the project's modules import): an AI SDK tool
 * to migrate, and a standard tool on zod 3 for `contract`.
 */
function runEveryCommand(installed: string): void {
  const tiny = path.join(scratch, 'tiny');
  mkdirSync(path.join(tiny, 'src'), { recursive: true });
  writeFileSync(
    path.join(tiny, 'package.json'),
    JSON.stringify({ name: 'tiny', private: true, type: 'module', dependencies: { ai: '^6.0.0', zod: '^4.0.0' } }),
  );
  writeFileSync(
    path.join(tiny, 'src', 'weather.ts'),
    [
      "import { tool } from 'ai';",
      "import { z } from 'zod';",
      'export const weatherTool = tool({',
      "  description: 'Current weather in a city',",
      '  inputSchema: z.object({ city: z.string() }),',
      '  execute: async ({ city }) => city,',
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(tiny, 'src', 'legacy.ts'),
    [
      "import { z } from 'zod3';",
      "import type { StandardTool } from './contract-types';",
      'export const legacy = {',
      "  name: 'legacy',",
      "  description: 'A zod 3 standard tool',",
      '  inputSchema: z.object({ query: z.string() }),',
      '  execute: async ({ query }: { query: string }) => query,',
      '} satisfies StandardTool;',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(tiny, 'src', 'contract-types.ts'),
    'export type StandardTool = { name: string; description: string; inputSchema?: unknown; execute: Function };\n',
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(tiny, 'node_modules'), 'dir');
  const bin = path.join(installed, 'node_modules', '.bin', 'std-tool-migrate');
  const run = (...args: string[]) => {
    const result = spawnSync(bin, args, { cwd: tiny, encoding: 'utf8', timeout: 120_000 });
    expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    return result.stdout;
  };

  expect(run('list')).toContain('ai-sdk');
  expect(run('src', '--dry-run', '--yes', '--allow-dirty')).toContain('toAiSdk(');
  expect(run('report', 'src')).toContain('src/weather.ts');
  run('consolidate', 'src', '--dry-run', '--yes', '--allow-dirty');
  run('contract', 'src/legacy.ts', '--out', 'contract.json');
  const contract = readFileSync(path.join(tiny, 'contract.json'), 'utf8');
  expect(contract).toContain('"legacy"');
  expect(contract).toContain('"query"');
}

describe('what the built CLI loads', () => {
  it('is a dependency: every package dist/ requires is in `dependencies`', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const required = new Set<string>();
    for (const file of readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      // tsc writes the compiled requires with double quotes; the code's own strings (module text) use single ones.
      const text = readFileSync(path.join(root, 'dist', file), 'utf8');
      for (const [, compiled, resolved] of text.matchAll(/require\("([^"]+)"\)|require\.resolve\('([^']+)'\)/g)) {
        const specifier = compiled ?? resolved!;
        if (!specifier.startsWith('.') && !specifier.startsWith('node:')) required.add(packageName(specifier));
      }
    }
    expect(required.size).toBeGreaterThan(5);
    expect([...required].filter((name) => manifest.dependencies[name] === undefined)).toEqual([]);
  });
});

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The README's install and quick start, followed as written on a fresh clone: the install
 * block's commands run one by one, then the quick start's three commands on a copy of the
 * bundled example (examples/weather-app) and of a small strict MCP project, each a clean git
 * repository; the migrated projects then type-check.
 *
 * Two liberties, both for this shared machine: `npm ci` is replaced by a symlink to this
 * checkout's node_modules (the same lock file, without minutes of install), and
 * `npm install -g` installs into a temporary prefix (not the user's global folder), from
 * npm's cache where it can. The clone is of the committed HEAD.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from './cli/support/temp-project';
import { typeCheckProject } from './support/type-check';

const repoRoot = path.join(__dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'stm-quick-start-'));
const clone = path.join(scratch, 'std-tool-migrate');
const prefix = path.join(scratch, 'prefix');
const nodeModules = realpathSync(path.join(repoRoot, 'node_modules'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The commands of the fenced block after `<!-- quick-start:<name> -->`, comments dropped. */
function readmeBlock(readme: string, name: string): string[] {
  const marker = readme.indexOf(`<!-- quick-start:${name} -->`);
  expect(marker, name).toBeGreaterThan(-1);
  const open = readme.indexOf('```sh\n', marker) + '```sh\n'.length;
  return readme
    .slice(open, readme.indexOf('```', open))
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

const env = () =>
  testEnv({
    PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_prefix: prefix,
    GIT_AUTHOR_NAME: 'test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  });

function sh(command: string, cwd: string): SpawnSyncReturns<string> {
  return spawnSync('sh', ['-c', command], {
    cwd,
    env: env(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  });
}

/** One install step of the README, as written (see the header for `npm ci` and `-g`). */
function installStep(command: string): void {
  if (command.startsWith('git clone ')) {
    execFileSync('git', ['clone', '--quiet', repoRoot, clone], { env: env(), stdio: 'pipe' });
    return;
  }
  if (command === 'npm ci') {
    symlinkSync(nodeModules, path.join(clone, 'node_modules'), 'dir');
    return;
  }
  const step = command.startsWith('npm install -g ') ? `${command} --prefer-offline --no-audit --no-fund` : command;
  const result = sh(step, clone);
  expect(result.status, `${step}\n${result.stdout}\n${result.stderr}`).toBe(0);
  // The installed CLI's own dependencies run on the supported Node without warnings.
  if (command.startsWith('npm install -g ')) expect(result.stderr).not.toMatch(/EBADENGINE/);
}

/** A copy of `source` as a clean git repository, with the frameworks resolvable for tsc. */
function projectFrom(source: string, label: string, extra: Record<string, string> = {}): string {
  const root = path.join(scratch, label);
  cpSync(source, root, {
    recursive: true,
    filter: (file) => !file.includes('node_modules') && !file.includes(`${path.sep}dist`),
  });
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(root, file), text);
  writeFileSync(path.join(root, '.gitignore'), 'node_modules\n');
  symlinkSync(nodeModules, path.join(root, 'node_modules'), 'dir');
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-qm', 'before the migration'],
  ])
    execFileSync('git', args, { cwd: root, env: env(), stdio: 'pipe' });
  return root;
}

let quickStart: string[];
beforeAll(() => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  for (const command of readmeBlock(readme, 'install')) installStep(command);
  quickStart = readmeBlock(readFileSync(path.join(clone, 'README.md'), 'utf8'), 'run');
}, 600_000);

describe("the README's quick start on a fresh clone", () => {
  it('installs std-tool-migrate on the PATH', () => {
    const version = sh('std-tool-migrate --version', scratch);
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    );
  });

  const projects = [
    {
      label: 'weather-app',
      source: path.join(repoRoot, 'examples', 'weather-app'),
      extra: {} as Record<string, string>,
    },
    {
      label: 'mcp-server',
      source: path.join(repoRoot, 'test', 'gates', 'projects', 'mcp-sdk'),
      extra: { 'tsconfig.json': readFileSync(path.join(repoRoot, 'test/gates/projects/tsconfig.strict.json'), 'utf8') },
    },
  ];
  it.each(projects)(
    'migrates $label: preview, apply, then the CI check passes and the project type-checks',
    ({ label, source, extra }) => {
      expect(quickStart).toHaveLength(3);
      const root = projectFrom(source, label, extra);
      const [previewCommand, applyCommand, checkCommand] = quickStart as [string, string, string];

      const preview = { result: sh(previewCommand, root) };
      expect(preview.result.status, preview.result.stderr).toBe(0);
      expect(preview.result.stdout).toContain('+++ b/src/');
      expect(preview.result.stderr).toMatch(/Files that would change \(\d+\):/);
      expect(execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })).toBe('');

      // Not a terminal: the interactive command applies every change.
      const apply = { result: sh(applyCommand, root) };
      expect(apply.result.status, apply.result.stderr).toBe(0);
      expect(apply.result.stderr).toMatch(/Files changed \(\d+\):[\s\S]*Next steps:/);
      expect(execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })).toMatch(/std-tool\.ts/);

      const check = { result: sh(checkCommand, root) };
      expect(check.result.status, check.result.stderr).toBe(0);
      expect((JSON.parse(check.result.stdout) as { totals: { changed: number } }).totals.changed).toBe(0);

      // `tsc --noEmit -p .`, in this process (test/support/type-check.ts).
      const typeCheck = typeCheckProject(path.join(root, 'tsconfig.json'), { noEmit: true });
      expect(typeCheck.status, typeCheck.output).toBe(0);
    },
    300_000,
  );
});

/**
 * The interactive flow through a real pseudo-terminal (util-linux `script` gives the CLI a
 * TTY; we type into it): choose the transforms, accept one file's diff, skip the other, and
 * check what was written. Also: `--yes` and a non-TTY stdin never prompt, Ctrl-C writes
 * nothing, and a dirty git tree is refused before any question unless `--allow-dirty`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY,
  PACKAGE_JSON,
  PtySession,
  aiSdkToolSource,
  binPath,
  git,
  hasCommand,
  leftoverTempFiles,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  shellQuote,
} from './support/temp-project';

const hasScript = hasCommand('script') && /util-linux/.test(spawnVersion());
const PTY_TITLE = hasScript
  ? 'interactive, in a pseudo-terminal (util-linux script)'
  : 'interactive, in a pseudo-terminal — SKIPPED: util-linux `script` is not on PATH (it provides the TTY; install util-linux/bsdutils)';
const PROMPT_TRANSFORMS = 'Which frameworks should be migrated?';
const FIRST = 'src/alpha.ts (1/2): apply this change?';
const SECOND = 'src/beta.ts (2/2): apply this change?';

function spawnVersion(): string {
  return spawnSync('script', ['--version'], { encoding: 'utf8' }).stdout ?? '';
}

const ALPHA = aiSdkToolSource('alpha');
const MCP_SERVER = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "export const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  '',
  "server.registerTool('echo', { description: 'Echo', inputSchema: { text: z.string() } }, async ({ text }) => ({",
  "  content: [{ type: 'text', text }],",
  '}));',
  '',
].join('\n');
const BETA = aiSdkToolSource('beta');

const PROMPT_FORMATTER = 'Run prettier on the changed files now?';
const WITH_PRETTIER = `${JSON.stringify({ name: 'tmp-project', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' }, devDependencies: { prettier: '^3.0.0' } }, null, 2)}\n`;

/** A git repository with a clean tree holding two AI SDK files. */
function cleanRepo(packageJson = PACKAGE_JSON): string {
  const root = makeTempDir('interactive');
  writeFileSync(path.join(root, 'package.json'), packageJson);
  git(root, 'init', '-q');
  for (const [file, text] of [
    ['src/alpha.ts', ALPHA],
    ['src/beta.ts', BETA],
  ]) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  expect(git(root, 'status', '--porcelain')).toBe('');
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const migrated = (text: string, name: string) =>
  new RegExp(`export const ${name}Tool = toAiSdk\\(`).test(text) && !/from 'ai'/.test(text);

let sessions: PtySession[] = [];
function session(args: string[], cwd: string): PtySession {
  const created = new PtySession(args, { cwd });
  sessions.push(created);
  return created;
}

beforeAll(() => requireBuiltCli());
afterEach(() => {
  for (const created of sessions) created.kill();
  sessions = [];
});
afterAll(() => removeTempDirs());

describe.skipIf(!hasScript)(PTY_TITLE, () => {
  it('choose the transforms, accept the first diff, skip the second', async () => {
    const root = cleanRepo();
    const cli = session(['.'], root);

    let at = await cli.waitFor(PROMPT_TRANSFORMS);
    // The table of what was found comes first; the checkbox offers every transform with
    // the one found pre-selected. Toggle it off and on again, then confirm.
    expect(cli.text().slice(0, at)).toMatch(/ai-sdk\s+2\s+2\s+2\s+0/);
    await cli.waitFor(/◉ ai-sdk/, { from: at });
    await cli.type(KEY.space);
    await cli.waitFor(/◯ ai-sdk/, { from: at });
    at = cli.text().length;
    await cli.type(KEY.space);
    await cli.waitFor(/◉ ai-sdk/, { from: at });
    await cli.type(KEY.enter);

    at = await cli.waitFor(FIRST);
    // The diff of the first file is shown before its question.
    expect(cli.text().slice(0, at)).toMatch(/-export const alphaTool = tool\(\{/);
    expect(cli.text().slice(0, at)).toMatch(/\+export const alphaTool = toAiSdk\(alpha\);/);
    await cli.type(KEY.enter);

    at = await cli.waitFor(SECOND, { from: at });
    expect(cli.text().slice(0, at)).toMatch(/\+export const betaTool = toAiSdk\(beta\);/);
    await cli.type(KEY.down);
    await cli.waitFor(/❯ skip/, { from: at });
    await cli.type(KEY.enter);

    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).toMatch(/1 file changed, 1 tool migrated/);
    // The summary lists the file and says what to do next.
    expect(cli.text()).toMatch(/Files changed \(1\):\s+src\/alpha\.ts/);
    expect(cli.text()).toMatch(/Next steps:[\s\S]*tsc --noEmit[\s\S]*contract \. --check[\s\S]*git commit/);
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(read(root, 'src/beta.ts')).toBe(BETA);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(true);
    expect(read(root, 'std-tool.ts')).toMatch(/export function toAiSdk/);
    expect(git(root, 'status', '--porcelain').split('\n').filter(Boolean).sort()).toEqual([
      ' M src/alpha.ts',
      '?? std-tool.ts',
    ]);
    expect(leftoverTempFiles(root)).toEqual([]);
  });

  it('"accept all remaining" writes both files', async () => {
    const root = cleanRepo();
    const cli = session(['.'], root);
    await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.enter);
    const at = await cli.waitFor(FIRST);
    await cli.type(KEY.down + KEY.down);
    await cli.waitFor(/❯ accept all remaining/, { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).not.toContain(SECOND);
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(migrated(read(root, 'src/beta.ts'), 'beta')).toBe(true);
  });

  it('an adapter module edited by hand is overwritten only when the user says so', async () => {
    for (const answer of ['y', 'n'] as const) {
      const root = cleanRepo();
      const edited = '// mine\nexport const nothing = 1;\n';
      writeFileSync(path.join(root, 'std-tool.ts'), edited);
      git(root, 'add', '-A');
      git(root, 'commit', '-q', '-m', 'hand-written adapter module');
      const cli = session(['.'], root);
      await cli.waitFor(PROMPT_TRANSFORMS);
      await cli.type(KEY.enter);
      // Asked before the diffs: "no" means its files cannot be migrated, so none is offered.
      const asked = await cli.waitFor(/std-tool\.ts was edited by hand and lacks standardTool, toAiSdk/);
      await cli.type(`${answer}${KEY.enter}`);
      if (answer === 'y') {
        const at = await cli.waitFor(FIRST, { from: asked });
        await cli.type(KEY.down + KEY.down);
        await cli.waitFor(/❯ accept all remaining/, { from: at });
        await cli.type(KEY.enter);
      }
      const { code } = await cli.exit();
      if (answer === 'n') expect(cli.text()).not.toContain(FIRST);
      if (answer === 'y') {
        expect(code, cli.text()).toBe(0);
        expect(read(root, 'std-tool.ts')).toContain('export function toAiSdk');
        expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
      } else {
        expect(code, cli.text()).toBe(1);
        expect(read(root, 'std-tool.ts')).toBe(edited);
        expect(read(root, 'src/alpha.ts')).toBe(ALPHA);
      }
    }
  });

  it('a run that writes the adapter module while this one waits at a diff: its adapters are kept', async () => {
    const root = makeTempDir('overlap');
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({
        name: 'overlap',
        private: true,
        dependencies: { ai: '^6.0.0', '@modelcontextprotocol/sdk': '^1.0.0', zod: '^4.2.0' },
      }),
    );
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/alpha.ts'), ALPHA);
    writeFileSync(path.join(root, 'src/server.ts'), MCP_SERVER);
    const cli = session(['.', '--allow-dirty', '-t', 'mcp-sdk'], root);
    await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.enter);
    const at = await cli.waitFor('src/server.ts (1/1): apply this change?');
    // Meanwhile, a --yes run migrates the AI SDK file and writes std-tool.ts with toAiSdk.
    const other = await runCli(['.', '--yes', '--allow-dirty', '-t', 'ai-sdk'], { cwd: root });
    expect(other.code, other.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).toMatch(/^export function toAiSdk/m);
    await cli.type(KEY.down + KEY.down);
    await cli.waitFor(/❯ accept all remaining/, { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    const module = read(root, 'std-tool.ts');
    // Re-planned from what was on disk: both adapters, each file imports what is there.
    expect(module).toMatch(/^export function toAiSdk/m);
    expect(module).toMatch(/^export function registerMcpTool/m);
    expect(module).toMatch(/^\/\/ for ai-sdk, mcp-sdk \(/m);
    expect(read(root, 'src/alpha.ts')).toContain("import { standardTool, toAiSdk } from '../std-tool';");
    expect(read(root, 'src/server.ts')).toContain("import { registerMcpTool, standardTool } from '../std-tool';");
    expect(leftoverTempFiles(root)).toEqual([]);
  });

  it('choosing no transform writes nothing and exits 0', async () => {
    const root = cleanRepo();
    const cli = session(['.'], root);
    const at = await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.space);
    await cli.waitFor(/◯ ai-sdk/, { from: at });
    // Only the frameworks found are offered (this project has AI SDK tools alone).
    expect(cli.text().slice(at)).not.toMatch(/mcp-sdk|genkit|langchain|mastra/);
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).not.toContain('apply this change?');
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('quit at the first file writes nothing, not even the adapter module', async () => {
    const root = cleanRepo();
    const cli = session(['.'], root);
    await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.enter);
    const at = await cli.waitFor(FIRST);
    await cli.type(KEY.up);
    await cli.waitFor(/❯ quit/, { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('Ctrl-C at a question stops with exit 130 and writes nothing', async () => {
    const root = cleanRepo();
    const cli = session(['.'], root);
    await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.enter);
    await cli.waitFor(FIRST);
    await cli.type(KEY.ctrlC);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(130);
    expect(cli.text()).toMatch(/interrupted; nothing more was written/);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('--yes on a terminal asks nothing, not even the formatter question', async () => {
    const root = cleanRepo(WITH_PRETTIER);
    const cli = session(['.', '--yes'], root);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).not.toContain(PROMPT_TRANSFORMS);
    expect(cli.text()).not.toContain('apply this change?');
    expect(cli.text()).not.toContain(PROMPT_FORMATTER);
    // It names the formatter command instead of asking.
    expect(cli.text()).toMatch(/Format the changed files with prettier: npx prettier --write/);
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(migrated(read(root, 'src/beta.ts'), 'beta')).toBe(true);
  });

  it('asks about the project formatter after writing, and "no" (the default) runs nothing', async () => {
    const root = cleanRepo(WITH_PRETTIER);
    const cli = session(['.'], root);
    await cli.waitFor(PROMPT_TRANSFORMS);
    await cli.type(KEY.enter);
    const at = await cli.waitFor(FIRST);
    await cli.type(KEY.down + KEY.down);
    await cli.waitFor(/❯ accept all remaining/, { from: at });
    await cli.type(KEY.enter);
    await cli.waitFor(PROMPT_FORMATTER, { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(migrated(read(root, 'src/beta.ts'), 'beta')).toBe(true);
  });

  it('with nothing to migrate, asks nothing', async () => {
    const root = makeTempDir('nothing');
    writeFileSync(path.join(root, 'package.json'), PACKAGE_JSON);
    writeFileSync(path.join(root, 'index.ts'), 'export const answer = 42;\n');
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'initial');
    const cli = session(['.'], root);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).toMatch(/Nothing to migrate/);
    expect(cli.text()).not.toContain(PROMPT_TRANSFORMS);
  });

  // Known bug (cli/migrate.ts, the `interactive` condition checks only stdin): with stdout
  // redirected, the questions are written into the file and the terminal waits for an
  // answer to a question nobody can see. Flip to `it` once fixed.
  it('stdout redirected to a file: no invisible question', async () => {
    const root = cleanRepo();
    const output = path.join(makeTempDir('redirect'), 'out.txt');
    const cli = new PtySession([], {
      cwd: root,
      command: `${[process.execPath, binPath, '.'].map(shellQuote).join(' ')} > ${shellQuote(output)}`,
    });
    sessions.push(cli);
    const { code } = await cli.exit(20_000);
    expect(code, readFileSync(output, 'utf8')).toBe(0);
    expect(readFileSync(output, 'utf8')).not.toContain(PROMPT_TRANSFORMS);
  }, 40_000);

  it('a dirty tree is refused before any question, on a terminal too', async () => {
    const root = cleanRepo();
    writeFileSync(path.join(root, 'src/alpha.ts'), `${ALPHA}// work in progress\n`);
    const cli = session(['.'], root);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(1);
    expect(cli.text()).toMatch(/uncommitted changes \(src\/alpha\.ts\)/);
    expect(cli.text()).toMatch(/--allow-dirty/);
    expect(cli.text()).not.toContain(PROMPT_TRANSFORMS);
    expect(read(root, 'src/beta.ts')).toBe(BETA);
  });
});

describe('no terminal', () => {
  it('stdin not a TTY: no prompt, the command finishes with stdin closed and applies everything', async () => {
    const root = cleanRepo();
    const result = await runCli(['.'], { cwd: root, timeoutMs: 30_000 });
    expect(result.timedOut, 'the command waited for input').toBe(false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(PROMPT_TRANSFORMS);
    expect(result.stdout + result.stderr).not.toContain('apply this change?');
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(migrated(read(root, 'src/beta.ts'), 'beta')).toBe(true);
  });

  it('a dirty tree is refused (exit 1, a clear message, nothing written)', async () => {
    const root = cleanRepo();
    writeFileSync(path.join(root, 'notes.txt'), 'untracked\n');
    const result = await runCli(['.', '--yes'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/uncommitted changes \(notes\.txt\)/);
    expect(result.stderr).toMatch(/--allow-dirty/);
    expect(read(root, 'src/alpha.ts')).toBe(ALPHA);
    expect(read(root, 'src/beta.ts')).toBe(BETA);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
  });

  // Known bug (cli/migrate.ts: gitState(paths[0]) runs git with the *file* as its cwd, git
  // fails, and cli/git.ts reads any failure as "no repository"). Flip to `it` once fixed.
  it('a file named on the command line in a dirty repository is refused', async () => {
    const root = cleanRepo();
    writeFileSync(path.join(root, 'src/beta.ts'), `${BETA}// work in progress\n`);
    const result = await runCli(['src/alpha.ts', '--yes'], { cwd: root });
    expect(read(root, 'src/alpha.ts')).toBe(ALPHA);
    expect(result.code).toBe(1);
  });

  // Known bug (cli/migrate.ts: only the first path's repository is checked). Flip to `it` once fixed.
  it('every scanned repository is checked, not only the first path', async () => {
    const clean = cleanRepo();
    const dirty = cleanRepo();
    writeFileSync(path.join(dirty, 'notes.txt'), 'untracked\n');
    const result = await runCli([clean, dirty, '--yes'], { cwd: clean });
    expect(read(dirty, 'src/alpha.ts')).toBe(ALPHA);
    expect(result.code).toBe(1);
  });

  it('--allow-dirty runs on a dirty tree', async () => {
    const root = cleanRepo();
    writeFileSync(path.join(root, 'notes.txt'), 'untracked\n');
    const result = await runCli(['.', '--yes', '--allow-dirty'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(migrated(read(root, 'src/alpha.ts'), 'alpha')).toBe(true);
    expect(migrated(read(root, 'src/beta.ts'), 'beta')).toBe(true);
  });

  it('a dirty tree does not stop a dry run (it writes nothing)', async () => {
    const root = cleanRepo();
    writeFileSync(path.join(root, 'notes.txt'), 'untracked\n');
    const result = await runCli(['.', '--dry-run'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\+export const alphaTool = toAiSdk\(alpha\);/);
    expect(read(root, 'src/alpha.ts')).toBe(ALPHA);
  });
});

/**
 * `std-tool-migrate consolidate` through the built binary on temporary git projects made
 * from the fixtures: --yes merges identical groups only, --check and --dry-run write
 * nothing, --json carries each group's drift, a dirty tree is refused, --adapter-path and
 * --adapter-import place the adapter module and the moved definitions, `report` shows the
 * drift in every format; and in a
 * pseudo-terminal, the user picks the winning definition of a group that differs, and
 * the main command offers the consolidation after an interactive migration.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY,
  PtySession,
  git,
  hasCommand,
  leftoverTempFiles,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
} from '../cli/support/temp-project';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__', 'consolidate');
const PACKAGE = `${JSON.stringify({ name: 'fixture', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0', '@modelcontextprotocol/sdk': '^1.0.0', '@langchain/core': '^1.0.0', '@mastra/core': '^0.24.0', genkit: '^1.0.0' } }, null, 2)}\n`;

/** A committed git repository holding a fixture's input (and a package.json). */
function repoFrom(fixture: string): string {
  const root = makeTempDir('consolidate');
  cpSync(path.join(fixturesRoot, fixture, 'input'), root, { recursive: true });
  if (!existsSync(path.join(root, 'package.json'))) writeFileSync(path.join(root, 'package.json'), PACKAGE);
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const expected = (fixture: string, file: string) =>
  readFileSync(path.join(fixturesRoot, fixture, 'expected', file), 'utf8');

beforeAll(() => requireBuiltCli());
afterAll(() => removeTempDirs());

describe('consolidate, non-interactive', () => {
  it('--yes merges an identical group: the files become the expected ones, and a second run has nothing to do', async () => {
    const root = repoFrom('02-name-variants');
    const result = await runCli(['consolidate', '.', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /merged "search-docs" \(identical except their names\): one definition in tools\/search-docs\.ts \(moved\)/,
    );
    for (const file of ['ai.ts', 'mcp.ts', 'mastra.ts', 'tools/search-docs.ts'])
      expect(read(root, file), file).toBe(expected('02-name-variants', file));
    expect(leftoverTempFiles(root)).toEqual([]);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'consolidated');
    const again = await runCli(['consolidate', '.', '--check'], { cwd: root });
    expect(again.code, again.stderr).toBe(0);
  });

  it('a native project: migrated and consolidated in one run (the adapter module is written too)', async () => {
    const root = repoFrom('01-identical-three-frameworks');
    const result = await runCli(['consolidate', '.', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    for (const file of ['ai.ts', 'mcp.ts', 'langchain.ts'])
      expect(read(root, file), file).toBe(expected('01-identical-three-frameworks', file));
    expect(read(root, 'std-tool.ts')).toMatch(/export function registerMcpTool/);
  });

  it('--yes leaves a group that differs as it is, and says why with a diff per field', async () => {
    const root = repoFrom('03-different-descriptions');
    const before = snapshotTree(root);
    const result = await runCli(['consolidate', '.', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/not merged "get_weather" \(differ in description\)/);
    expect(result.stderr).toMatch(/-Get the current weather for a city\n\s+\+Current weather in a city/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('--check exits 2 when a group could be merged and writes nothing; --dry-run prints the diffs', async () => {
    const root = repoFrom('02-name-variants');
    const before = snapshotTree(root);
    const check = await runCli(['consolidate', '.', '--check'], { cwd: root });
    expect(check.code, check.stderr).toBe(2);
    const dryRun = await runCli(['consolidate', '.', '--dry-run'], { cwd: root });
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain("+registerMcpTool(server, { ...searchDocs, name: 'search_docs' }");
    expect(dryRun.stdout).toContain('+++ b/tools/search-docs.ts');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('--json: each group with its drift and fields, merged or not and why', async () => {
    const root = repoFrom('05-different-schemas');
    const result = await runCli(['consolidate', '.', '--json', '--dry-run'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as {
      groups: { key: string; merged: boolean; drift: { kind: string; fields: string[] } }[];
    };
    expect(json.groups).toHaveLength(1);
    expect(json.groups[0]).toMatchObject({
      key: 'getweather',
      merged: false,
      drift: { kind: 'differs', fields: ['inputSchema'] },
    });
  });

  it('a dirty work tree is refused unless --allow-dirty', async () => {
    const root = repoFrom('02-name-variants');
    writeFileSync(path.join(root, 'notes.txt'), 'wip\n');
    const refused = await runCli(['consolidate', '.', '--yes'], { cwd: root });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/uncommitted changes/);
    expect(read(root, 'ai.ts')).toBe(
      readFileSync(path.join(fixturesRoot, '02-name-variants', 'input', 'ai.ts'), 'utf8'),
    );
    const allowed = await runCli(['consolidate', '.', '--yes', '--allow-dirty'], { cwd: root });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(read(root, 'ai.ts')).toBe(expected('02-name-variants', 'ai.ts'));
  });

  it('--adapter-path: the adapter module is written there, and moved definitions go next to it', async () => {
    const root = repoFrom('13-framework-stays-out');
    const result = await runCli(['consolidate', '.', '--yes', '--adapter-path', 'lib/std.ts'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /merged "search_docs" \(identical\): one definition in lib\/tools\/search_docs\.ts \(moved\)/,
    );
    expect(read(root, 'lib/std.ts')).toMatch(/export function registerMcpTool/);
    expect(read(root, 'lib/tools/search_docs.ts')).toMatch(
      /^import \{ standardTool \} from '\.\.\/std';\nimport \{ z \} from 'zod';\nimport \{ searchIndex \} from '\.\.\/\.\.\/docs';\n/,
    );
    expect(read(root, 'mcp/server.ts')).toContain("import { searchDocs } from '../lib/tools/search_docs';");
    expect(existsSync(path.join(root, 'tools'))).toBe(false);
  });

  it('--adapter-import: every file, the moved definition too, imports the adapter package', async () => {
    const root = repoFrom('13-framework-stays-out');
    const result = await runCli(['consolidate', '.', '--yes', '--adapter-import', '@acme/std-tool'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, 'tools/search_docs.ts')).toMatch(/^import \{ standardTool \} from '@acme\/std-tool';\n/);
    expect(read(root, 'mcp/server.ts')).toContain("import { registerMcpTool } from '@acme/std-tool';");
    expect(read(root, 'ai/chat.ts')).toContain("import { time } from './tools';");
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'consolidated');
    const again = await runCli(['consolidate', '.', '--check', '--adapter-import', '@acme/std-tool'], { cwd: root });
    expect(again.code, again.stderr).toBe(0);
  });

  it('report shows the drift: text and sarif', async () => {
    const root = repoFrom('03-different-descriptions');
    const text = await runCli(['report', '.'], { cwd: root });
    expect(text.stdout).toMatch(/same name "get_weather" \(differ in description\):/);
    expect(text.stdout).toMatch(/-Get the current weather for a city\n\s+\+Current weather in a city/);
    const sarif = JSON.parse((await runCli(['report', '.', '--format', 'sarif'], { cwd: root })).stdout) as {
      runs: { results: { ruleId: string; message: { text: string } }[] }[];
    };
    const duplicates = sarif.runs[0]!.results.filter((result) => result.ruleId === 'duplicate-tool');
    expect(duplicates).toHaveLength(2);
    for (const result of duplicates) expect(result.message.text).toMatch(/; differ in description\)/);
  });

  it('report shows the drift: json and markdown', async () => {
    const root = repoFrom('03-different-descriptions');
    const json = await runCli(['report', '.', '--format', 'json'], { cwd: root });
    expect(json.code, json.stderr).toBe(0);
    const inventory = JSON.parse(json.stdout) as { entries: { status: string }[]; duplicates: { drift: unknown }[] };
    expect(inventory.entries.map((entry) => entry.status)).toEqual(['standard', 'standard']);
    expect(inventory.duplicates[0]!.drift).toMatchObject({ kind: 'differs', fields: ['description'] });
    const markdown = await runCli(['report', '.', '--format', 'markdown'], { cwd: root });
    expect(markdown.stdout).toMatch(/same name `get_weather` \(differ in description\)/);
    expect(markdown.stdout).toContain('```diff');
  });
});

const hasScript = hasCommand('script');
let sessions: PtySession[] = [];
afterEach(() => {
  for (const created of sessions) created.kill();
  sessions = [];
});

describe.skipIf(!hasScript)('consolidate, interactive (pseudo-terminal)', () => {
  it('the user picks the LangChain definition: both files use it, the summary says what the AI SDK model now sees', async () => {
    const root = repoFrom('04-different-descriptions-picked');
    const cli = new PtySession(['consolidate', '.'], { cwd: root });
    sessions.push(cli);
    const at = await cli.waitFor('"get_weather": which definition should every framework use?');
    expect(cli.text().slice(0, at)).toMatch(/-Get the current weather for a city/);
    await cli.type(KEY.down);
    await cli.waitFor(/❯ keep langchain/, { from: at });
    await cli.type(KEY.enter);
    await cli.waitFor('Apply: 1 file changed, 0 new modules?', { from: at });
    expect(cli.text()).toMatch(/ai-sdk "get_weather" \(ai\.ts:\d+\) now sees the description of langchain\.ts/);
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(read(root, 'ai.ts')).toBe(expected('04-different-descriptions-picked', 'ai.ts'));
    expect(read(root, 'langchain.ts')).toBe(expected('04-different-descriptions-picked', 'langchain.ts'));
  });

  it('skip leaves the group as it is', async () => {
    const root = repoFrom('04-different-descriptions-picked');
    const before = snapshotTree(root);
    const cli = new PtySession(['consolidate', '.'], { cwd: root });
    sessions.push(cli);
    const at = await cli.waitFor('which definition should every framework use?');
    await cli.type(KEY.down + KEY.down);
    await cli.waitFor(/❯ skip/, { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('after an interactive migration, the main command offers to consolidate the duplicates', async () => {
    const root = repoFrom('01-identical-three-frameworks');
    const cli = new PtySession(['.'], { cwd: root });
    sessions.push(cli);
    let at = await cli.waitFor('Which frameworks should be migrated?');
    await cli.type(KEY.enter);
    for (let file = 0; file < 3; file += 1) {
      at = await cli.waitFor('apply this change?', { from: at });
      if (file === 0) {
        await cli.type(KEY.down + KEY.down);
        await cli.waitFor(/❯ accept all remaining/, { from: at });
        await cli.type(KEY.enter);
        break;
      }
    }
    at = await cli.waitFor('1 tool is defined more than once. Consolidate them now (one definition each)?', {
      from: at,
    });
    // The offer defaults to No: consolidating is asked for.
    await cli.type(`y${KEY.enter}`);
    await cli.waitFor('Apply: 2 files changed, 0 new modules?', { from: at });
    await cli.type(KEY.enter);
    const { code } = await cli.exit();
    expect(code, cli.text()).toBe(0);
    for (const file of ['ai.ts', 'mcp.ts', 'langchain.ts'])
      expect(read(root, file), file).toBe(expected('01-identical-three-frameworks', file));
  });
});

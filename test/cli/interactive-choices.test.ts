/**
 * The interactive flow does what the user chose (issue 34), in a real pseudo-terminal:
 * after "quit" nothing else is offered or written, the consolidation offer defaults to No,
 * `--json` on a terminal is not a silent `--yes`, and a framework whose files were all
 * skipped is not in the adapter module.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY,
  PtySession,
  git,
  hasCommand,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  snapshotTree,
} from './support/temp-project';

const hasScript = hasCommand('script');
const fixture = path.join(__dirname, '..', '..', '__testfixtures__', 'consolidate', '01-identical-three-frameworks');
const PACKAGE = `${JSON.stringify({ name: 'choices', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0', '@modelcontextprotocol/sdk': '^1.0.0', '@langchain/core': '^1.0.0' } }, null, 2)}\n`;
const OFFER = 'defined more than once. Consolidate them now';
const QUESTION = /(\S+\.ts) \((\d)\/3\): apply this change\?/g;

/** One tool defined in three frameworks (ai.ts, langchain.ts, mcp.ts), committed. */
function threeFrameworks(): string {
  const root = makeTempDir('choices');
  cpSync(path.join(fixture, 'input'), root, { recursive: true });
  writeFileSync(path.join(root, 'package.json'), PACKAGE);
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const original = (file: string) => readFileSync(path.join(fixture, 'input', file), 'utf8');

let sessions: PtySession[] = [];
function session(args: string[], cwd: string): PtySession {
  const created = new PtySession(args, { cwd });
  sessions.push(created);
  return created;
}

/** Waits for the diff question of file `number` (1-based) and returns its file name and position. */
async function question(cli: PtySession, number: number, from: number): Promise<{ file: string; at: number }> {
  const at = await cli.waitFor(new RegExp(`\\((${number})/3\\): apply this change\\?`), { from });
  const asked = [...cli.text().matchAll(QUESTION)].find((match) => match[2] === String(number))!;
  return { file: asked[1]!, at };
}

/** Picks an answer of the diff question: 0 accept, 1 skip, 2 accept all remaining, 3 quit. */
async function answer(cli: PtySession, choice: 0 | 1 | 2 | 3, at: number): Promise<void> {
  const names = ['accept', 'skip', 'accept all remaining', 'quit'];
  await cli.type(KEY.down.repeat(choice));
  await cli.waitFor(new RegExp(`❯ ${names[choice]}`), { from: at });
  await cli.type(KEY.enter);
}

beforeAll(() => requireBuiltCli());
afterEach(() => {
  for (const created of sessions) created.kill();
  sessions = [];
});
afterAll(() => removeTempDirs());

describe.skipIf(!hasScript)('the interactive flow does what the user chose', { timeout: 180_000 }, () => {
  it('"quit" means quit: no consolidation offer, and the files not accepted stay as they were', async () => {
    const root = threeFrameworks();
    const cli = session(['.'], root);
    await cli.waitFor('Which frameworks should be migrated?');
    await cli.type(KEY.enter);
    const first = await question(cli, 1, 0);
    await answer(cli, 0, first.at);
    const second = await question(cli, 2, first.at);
    await answer(cli, 3, second.at);
    const { code } = await cli.exit(60_000);
    expect(code, cli.text()).toBe(0);
    expect(cli.text()).not.toContain(OFFER);
    expect(read(root, first.file)).not.toBe(original(first.file));
    for (const file of ['ai.ts', 'langchain.ts', 'mcp.ts'].filter((name) => name !== first.file))
      expect(read(root, file), file).toBe(original(file));
  });

  it('the consolidation offer defaults to No: Enter keeps the migrated files as they are', async () => {
    const root = threeFrameworks();
    const cli = session(['.'], root);
    await cli.waitFor('Which frameworks should be migrated?');
    await cli.type(KEY.enter);
    const first = await question(cli, 1, 0);
    await answer(cli, 2, first.at);
    const offered = await cli.waitFor(OFFER, { from: first.at });
    expect(cli.text().slice(offered)).toMatch(/\(y\/N\)/);
    const migrated = snapshotTree(root);
    await cli.type(KEY.enter);
    const { code } = await cli.exit(60_000);
    expect(code, cli.text()).toBe(0);
    expect(snapshotTree(root)).toEqual(migrated);
  });

  it('--json on a terminal without --yes or --dry-run is refused: nothing written unasked', async () => {
    const root = threeFrameworks();
    const before = snapshotTree(root);
    const cli = session(['.', '--json'], root);
    const { code } = await cli.exit(60_000);
    expect(code, cli.text()).toBe(1);
    expect(cli.text()).toMatch(/--json only changes the output format.*Add --yes/s);
    expect(snapshotTree(root)).toEqual(before);
    expect(existsSync(path.join(root, 'std-tool.ts'))).toBe(false);
  });

  it('a framework whose files were all skipped is not in the adapter module', async () => {
    const root = threeFrameworks();
    const cli = session(['.'], root);
    await cli.waitFor('Which frameworks should be migrated?');
    await cli.type(KEY.enter);
    let at = 0;
    for (let number = 1; number <= 3; number += 1) {
      const asked = await question(cli, number, at);
      at = asked.at;
      await answer(cli, asked.file === 'langchain.ts' ? 1 : 0, at);
    }
    const { code } = await cli.exit(60_000);
    expect(code, cli.text()).toBe(0);
    expect(read(root, 'langchain.ts')).toBe(original('langchain.ts'));
    const module = read(root, 'std-tool.ts');
    expect(module).toContain('export function toAiSdk');
    expect(module).toContain('export function registerMcpTool');
    expect(module).not.toContain('@langchain/core');
    expect(module).not.toContain('toLangChain');
  });
});

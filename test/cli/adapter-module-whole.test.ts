/**
 * The adapter module stays whole (issue 34): two runs at once keep each other's adapters,
 * a deleted or outdated module is written again for the files that import it, and a file
 * of the user's at the module's path is refused, never skipped in silence.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiTool,
  git,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';

const manifest = (dependencies: Record<string, string>) =>
  `${JSON.stringify({ name: 'whole', private: true, dependencies }, null, 2)}\n`;

const GENKIT_TOOL = [
  "import { genkit, z } from 'genkit';",
  '',
  'const ai = genkit({});',
  '',
  'export const lookup = ai.defineTool(',
  "  { name: 'lookup', description: 'Looks a key up', inputSchema: z.object({ key: z.string() }) },",
  '  async ({ key }) => key.toUpperCase(),',
  ');',
  '',
].join('\n');

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** A committed git repository holding `files`. */
function repository(label: string, files: Record<string, string>): string {
  const root = makeTempDir(label);
  writeTree(root, files);
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}

beforeAll(() => requireBuiltCli());
afterAll(() => removeTempDirs());

describe('the adapter module stays whole', () => {
  it('two runs at once (-t ai-sdk and -t genkit) keep both adapters, 10 times out of 10', async () => {
    for (let round = 0; round < 10; round += 1) {
      const root = makeTempDir('two-runs');
      writeTree(root, {
        'package.json': manifest({ ai: '^6.0.0', genkit: '^1.0.0', zod: '^4.2.0' }),
        'src/weather.ts': aiTool('weather'),
        'src/lookup.ts': GENKIT_TOOL,
      });
      const [ai, genkit] = await Promise.all([
        runCli(['.', '--yes', '-t', 'ai-sdk'], { cwd: root }),
        runCli(['.', '--yes', '-t', 'genkit'], { cwd: root }),
      ]);
      expect(ai.code, ai.stderr).toBe(0);
      expect(genkit.code, genkit.stderr).toBe(0);
      const module = read(root, 'std-tool.ts');
      expect(module, `round ${round}`).toMatch(/^export function toAiSdk/m);
      expect(module, `round ${round}`).toMatch(/^export function toGenkit/m);
      expect(readdirSync(root).filter((name) => name.includes('std-tool-migrate'))).toEqual([]);
    }
  }, 240_000);

  it('a deleted module is written again: --check exits 2, the run restores it; an outdated unedited copy is refreshed', async () => {
    const root = repository('restore', {
      'package.json': manifest({ ai: '^6.0.0', zod: '^4.2.0' }),
      'src/weather.ts': aiTool('weather'),
    });
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    const written = read(root, 'std-tool.ts');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'migrated');
    git(root, 'rm', '-q', 'std-tool.ts');
    git(root, 'commit', '-q', '-m', 'module deleted');

    const check = await runCli(['--check', '.'], { cwd: root });
    expect(check.code, check.stderr).toBe(2);
    expect(check.stderr).toMatch(/would write the adapter module std-tool\.ts \(ai-sdk\): 1 file .*missing/);
    const restored = await runCli(['--yes', '.'], { cwd: root });
    expect(restored.code, restored.stderr).toBe(0);
    expect(read(root, 'std-tool.ts')).toBe(written);
    expect((await runCli(['--check', '.'], { cwd: root })).code).toBe(0);

    // An unedited copy written by an older version: its header promises a refresh.
    const body = written
      .slice(0, written.lastIndexOf('// std-tool-migrate checksum: '))
      .trimEnd()
      .replace(/written by std-tool-migrate \S+/, 'written by std-tool-migrate 0.0.1')
      .replace('export function standardTool', 'export function standardToolOfOld');
    const checksum = createHash('sha256').update(body).digest('hex').slice(0, 16);
    writeFileSync(path.join(root, 'std-tool.ts'), `${body}\n// std-tool-migrate checksum: ${checksum}\n`);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'an older copy');
    expect((await runCli(['--check', '.'], { cwd: root })).code).toBe(2);
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    expect(read(root, 'std-tool.ts')).toMatch(/^export function standardTool</m);
    expect(read(root, 'std-tool.ts')).toContain(`written by std-tool-migrate ${toolVersion()}`);
  });

  it("a user's own tools at the adapter path are refused with a clear error and exit 1", async () => {
    const root = repository('own-file', {
      'package.json': manifest({ ai: '^6.0.0', zod: '^4.2.0' }),
      'std-tool.ts': aiTool('mine'),
    });
    const before = snapshotTree(root);
    for (const mode of ['--dry-run', '--check', '--yes']) {
      const result = await runCli([mode, '.'], { cwd: root });
      expect(result.code, `${mode}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toMatch(/std-tool\.ts: this file holds your own tool definitions.*--adapter-path/);
    }
    expect(snapshotTree(root)).toEqual(before);
  });
});

function toolVersion(): string {
  return (JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * End to end on the bundled example: the CLI migrates a copy of examples/weather-app,
 * the result still type-checks (strict, NodeNext) against the real framework packages,
 * and a second run finds nothing left to do.
 */
import { cpSync, readFileSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, parseJson, removeTempDirs, repoRoot, requireBuiltCli, runCli } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('examples/weather-app', () => {
  it('migrates, still type-checks, and is then up to date', async () => {
    const root = makeTempDir('weather-app');
    cpSync(path.join(repoRoot, 'examples', 'weather-app'), root, {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes(`${path.sep}dist`),
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');

    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const json = parseJson(result);
    const changed = json.files
      .filter((file) => file.status === 'changed')
      .map((file) => path.relative(root, file.path))
      .sort();
    expect(changed).toEqual(expect.arrayContaining(['src/ai/chat.ts', 'src/ai/tools.ts', 'src/mcp/server.ts']));
    // Files that only look like tools (an OpenAI function object, a local `tool` helper) are not touched.
    for (const untouched of ['src/openai/functions.ts', 'src/lib/tool.ts']) {
      expect(readFileSync(path.join(root, untouched), 'utf8')).toBe(
        readFileSync(path.join(repoRoot, 'examples', 'weather-app', untouched), 'utf8'),
      );
    }
    // tsconfig's rootDir is src: the adapter module goes there, or tsc would reject it.
    const adapter = readFileSync(path.join(root, 'src', 'std-tool.ts'), 'utf8');
    expect(adapter).toContain('export function toAiSdk');
    expect(adapter).toContain('export function registerMcpTool');

    const tsc = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
        '-p',
        path.join(root, 'tsconfig.json'),
        '--noEmit',
      ],
      { encoding: 'utf8', timeout: 180_000 },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const again = await runCli(['--check', '.'], { cwd: root });
    expect(again.code, again.stderr).toBe(0);
  }, 240_000);
});

/**
 * A project that runs knip stays green after the migration: knip reports exports nothing
 * imports, and the migration adds some (each standard definition, the adapter module's
 * contract and types). They are tagged `@public`, the tag knip reads as "used elsewhere".
 * The real knip runs on a small project, with and without knip declared.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, repoRoot, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const WEATHER = `import { tool } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
`;

/** A project whose entry imports the tool; knip declared or not. */
function knipProject(label: string, declaresKnip: boolean): string {
  const root = makeTempDir(label);
  const manifest = {
    name: label,
    version: '1.0.0',
    private: true,
    type: 'module',
    dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
    ...(declaresKnip && { devDependencies: { knip: '^6.44.2' } }),
  };
  writeTree(root, {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "module": "nodenext" } }\n',
    'src/index.ts': "import { weatherTool } from './weather';\n\nexport const tools = { weather: weatherTool };\n",
    'src/weather.ts': WEATHER,
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

const knip = (root: string) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/knip/bin/knip.js'), '--no-progress'], {
    cwd: root,
    encoding: 'utf8',
  });

describe('knip after the migration', () => {
  it('a project that declares knip: the added exports are tagged @public and knip passes', async () => {
    const root = knipProject('knip-declared', true);
    expect(knip(root).status).toBe(0);
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).toContain('/** @public */\nexport const weather =');
    const after = knip(root);
    expect(after.status, after.stdout).toBe(0);
  }, 60_000);

  it('without knip declared nothing is tagged, and knip (run anyway) reports the new exports', async () => {
    const root = knipProject('knip-undeclared', false);
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/weather.ts'), 'utf8')).not.toContain('@public');
    const after = knip(root);
    expect(after.status).toBe(1);
    expect(after.stdout).toMatch(/weather\s+src\/weather\.ts/);
  }, 60_000);
});

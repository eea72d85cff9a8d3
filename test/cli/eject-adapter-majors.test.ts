/**
 * Eject writes the native form of the major the adapter module was rendered for: the
 * markers it reads (cli/eject/adapter-majors.ts) are checked against the rendered modules,
 * and a Mastra 0.x project whose package.json names no version (a workspace dependency, as
 * in the Mastra monorepo on the corpus) gets its `({ context })` back, byte for byte.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { adapterModuleMajors } from '../../cli/eject/adapter-majors';
import { git, makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const rendered = (frameworks: Array<'mastra' | 'ai-sdk'>, packages: Record<string, string>) =>
  renderAdapterModule({ frameworks, packages: { zod: '3.25.76', ...packages }, style: 'ts' }, '0.0.0').text;

describe('the majors an adapter module was rendered for', () => {
  it.each([
    [['mastra'], { '@mastra/core': '0.24.9' }, { '@mastra/core': 0 }],
    [['mastra'], { '@mastra/core': '1.71.0' }, { '@mastra/core': 1 }],
    [['ai-sdk'], { ai: '4.3.19' }, { ai: 4 }],
    [['ai-sdk'], { ai: '6.0.326' }, {}],
  ] as const)('%j %j', (frameworks, packages, majors) => {
    expect(adapterModuleMajors(rendered([...frameworks], packages))).toEqual(majors);
  });
});

const ORIGINAL = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const weather = createTool({
  id: 'weather',
  description: 'The weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => {
    return \`Sunny in \${context.city}\`;
  },
});
`;

describe('eject on a Mastra 0.x project with no version declared', () => {
  it('gives back the 0.x `({ context })` the adapter module was rendered for', async () => {
    const root = makeTempDir('eject-majors');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'p', dependencies: { '@mastra/core': 'workspace:*', zod: '^3.25.0' } }),
      'src/tools.ts': ORIGINAL,
    });
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'native');
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    const migrated = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(migrated).toContain('toMastra(');
    expect(migrated).toContain('execute: async (context) =>');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'migrated');
    expect((await runCli(['eject', '--yes', '.'], { cwd: root })).code).toBe(0);
    expect(readFileSync(path.join(root, 'src/tools.ts'), 'utf8')).toBe(ORIGINAL);
  }, 120_000);
});

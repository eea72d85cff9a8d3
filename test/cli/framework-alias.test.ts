/**
 * A framework's defining function imported from a module of the project that passes it on unchanged
 * (framework-alias-facts.ts): ffMathy/hey-jarvis's 64 Mastra tools import `createTool` from a
 * `utils/tool-factory.ts` whose `export const createTool = mastraCreateTool`, and were silent. Through the built
 * CLI: such a module (a constant alias, a named re-export, `export *` through a barrel) opens the files that import
 * its name, which then migrate as if they imported the framework; a module that wraps the function does not.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkAliasFacts, mayAliasFrameworkExport } from '../../transforms/lib/framework-alias-facts';
import { parseModule } from '../../transforms/lib/parse';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const json = (value: unknown) => JSON.stringify(value, null, 2);
const isFramework = (specifier: string) => specifier === 'ai' || specifier.startsWith('@mastra/core');

describe('framework-alias facts', () => {
  it('a constant alias, a renamed re-export, `export *`; not a wrapper, a `let`, or another package', () => {
    const source = `import { createTool as mastraCreateTool } from '@mastra/core/tools';
import { tool } from 'ai';
import { format } from 'prettier';
export const createTool = mastraCreateTool;
const aiTool = tool;
export { aiTool as defineTool, format };
export { tool as rawTool } from 'ai';
export * from '@mastra/core/tools';
export const wrapped = (config) => mastraCreateTool({ ...config });
export let later = mastraCreateTool;
`;
    const file = '/project/src/utils/factory.ts';
    const frameworks = { matches: isFramework, names: new Set(['createTool', 'tool', 'defineTool']) };
    expect(mayAliasFrameworkExport(source, frameworks.names)).toBe(true);
    const facts = frameworkAliasFacts(parseModule(source, file).program, file, frameworks)['framework-alias'];
    // Only names a definition is made with (an importer of `rawTool` is no definition), and whole modules.
    expect(facts).toEqual([
      '/project/src/utils/factory#createTool=@mastra/core/tools#createTool',
      '/project/src/utils/factory#defineTool=ai#tool',
      '/project/src/utils/factory#*=@mastra/core/tools#*',
    ]);
    expect(
      mayAliasFrameworkExport("export const model = openai('gpt-5');\nexport { model };\n", frameworks.names),
    ).toBe(false);
  });
});

const TOOLS = `import { z } from 'zod';
import { createTool } from '../utils/tool-factory.js';

export const search = createTool({
  id: 'search',
  description: 'Search the notes',
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => ({ hits: [query] }),
});
`;

describe('the built CLI', () => {
  const project = (factory: string, extra: Record<string, string> = {}) => {
    const root = makeTempDir('framework-alias');
    writeTree(root, {
      'package.json': json({
        name: 'jarvis',
        type: 'module',
        dependencies: { '@mastra/core': '^1.23.0', zod: '^4.1.0' },
      }),
      'src/utils/tool-factory.ts': factory,
      'src/verticals/tools.ts': TOOLS,
      ...extra,
    });
    return root;
  };
  const migrated = async (root: string) => {
    const result = await runCli(['--yes', '--json', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    return (parseJson(result) as unknown as { totals: { migrated: number } }).totals.migrated;
  };

  it("migrates tools made with the framework's own function under a module's name for it", async () => {
    const factory = `import { createTool as mastraCreateTool } from '@mastra/core/tools';\n\nexport const createTool = mastraCreateTool;\n`;
    const root = project(factory, {
      // Imports a defining name from a module that passes nothing of a framework on: opened, found nothing,
      // reported as the first pass left it.
      'src/other.ts': `import { createTool } from './local-tools.js';\n\nexport const x = createTool({ id: 'x' });\n`,
      'src/local-tools.ts': `export const createTool = (config: { id: string }) => config;\n`,
    });
    const result = await runCli(['--dry-run', '--json', 'src'], { cwd: root });
    const other = (
      parseJson(result) as unknown as { files: Array<{ path: string; status: string; reason?: string }> }
    ).files.find((file) => file.path.endsWith('other.ts'));
    expect(other).toMatchObject({ status: 'skipped', reason: 'no framework import' });
    expect(await migrated(root)).toBe(1);
    const tools = readFileSync(path.join(root, 'src/verticals/tools.ts'), 'utf8');
    expect(tools).toContain('export const searchDefinition = standardTool({');
    expect(tools).toContain('export const search = toMastra(searchDefinition);');
    expect(tools).not.toContain('tool-factory');
    // The factory stays as it is, for its other importers.
    expect(readFileSync(path.join(root, 'src/utils/tool-factory.ts'), 'utf8')).toBe(factory);
  });

  it('follows a re-export and a barrel, and a file that names the framework only in types', async () => {
    const root = project(`export { createTool } from '@mastra/core/tools';\n`, {
      'src/utils/index.ts': `export * from './tool-factory.js';\n`,
      'src/verticals/more.ts': `import type { ToolExecutionContext } from '@mastra/core/tools';
import { z } from 'zod';
import { createTool } from '../utils/index.js';

export type Context = ToolExecutionContext;

export const lookup = createTool({
  id: 'lookup',
  description: 'Look a note up',
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => id,
});
`,
    });
    expect(await migrated(root)).toBe(2);
    expect(readFileSync(path.join(root, 'src/verticals/more.ts'), 'utf8')).toContain('toMastra(lookupDefinition)');
  });

  it('leaves the calls of a module that wraps the function: they are not the framework’s', async () => {
    const factory = `import { createTool as mastraCreateTool } from '@mastra/core/tools';

export const createTool: typeof mastraCreateTool = (config) => mastraCreateTool({ ...config, requireApproval: true });
`;
    const root = project(factory);
    expect(await migrated(root)).toBe(0);
    expect(readFileSync(path.join(root, 'src/verticals/tools.ts'), 'utf8')).toBe(TOOLS);
  });
});

/**
 * The adapter module generator: for every combination of frameworks, majors and module
 * styles, the rendered file holds only what the project needs, type-checks with tsc
 * against the real packages of those majors, and the JavaScript variants run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAdapterModule, selectAdapterModules, type AdapterModuleRequest } from '../../cli/adapter-module/render';
import type { FrameworkId } from '../../transforms/lib/ir';

const root = path.join(__dirname, '..', '..');
// Inside the repo, so the rendered modules resolve the installed framework packages.
const scratch = path.join(root, '.tmp-render-test');

beforeAll(() => mkdirSync(scratch, { recursive: true }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ALL: FrameworkId[] = ['ai-sdk', 'mcp-sdk', 'genkit', 'langchain', 'mastra'];

/** Every non-empty subset of the five frameworks. */
function subsets(): FrameworkId[][] {
  const result: FrameworkId[][] = [];
  for (let mask = 1; mask < 1 << ALL.length; mask += 1) result.push(ALL.filter((_, index) => mask & (1 << index)));
  return result;
}

/**
 * Installed-version sets, each type-checked against the matching packages: `paths`
 * points the bare specifiers at the npm aliases that hold the other majors.
 */
const VERSION_SETS = [
  {
    id: 'current',
    packages: {
      ai: '6.0.326',
      '@modelcontextprotocol/sdk': '1.32.2',
      genkit: '1.42.0',
      '@langchain/core': '1.4.0',
      '@mastra/core': '0.24.9',
      zod: '4.6.7',
    },
    paths: {},
    expectModules: ['ai-sdk', 'mcp', 'mastra-v0'],
  },
  {
    id: 'older-and-newer',
    packages: {
      ai: '4.3.19',
      '@modelcontextprotocol/server': '2.4.0',
      genkit: '1.42.0',
      '@langchain/core': '1.4.0',
      '@mastra/core': '1.71.0',
      zod: '4.1.13',
    },
    paths: {
      ai: ['node_modules/ai-v4'],
      '@mastra/core/tools': ['node_modules/mastra-v1/dist/tools/index.d.ts'],
      zod: ['node_modules/zod41'],
      'zod/*': ['node_modules/zod41/*'],
    },
    expectModules: ['ai-sdk-v4', 'mcp-v2', 'mastra', 'json-schema-zod4-core'],
  },
  {
    id: 'ai7-zod3',
    packages: {
      ai: '7.0.173',
      '@modelcontextprotocol/sdk': '1.32.2',
      zod: '3.25.76',
      'zod-to-json-schema': '3.25.2',
      valibot: '1.5.0',
      '@valibot/to-json-schema': '1.8.0',
    },
    paths: { ai: ['node_modules/ai-v7'] },
    expectModules: ['ai-sdk', 'mcp', 'json-schema-zod3', 'json-schema-valibot'],
  },
] as const;

function request(
  frameworks: FrameworkId[],
  packages: AdapterModuleRequest['packages'],
  style: AdapterModuleRequest['style'],
): AdapterModuleRequest {
  return { frameworks, packages, style };
}

describe('selectAdapterModules', () => {
  it('includes only the frameworks and fallbacks the project needs', () => {
    expect(selectAdapterModules({ frameworks: ['ai-sdk'], packages: { ai: '6.0.0' } })).toEqual([
      'standard-tool',
      'ai-sdk',
    ]);
    expect(selectAdapterModules({ frameworks: ['ai-sdk'], packages: { ai: '6.0.0', zod: '3.24.4' } })).toEqual([
      'standard-tool',
      'ai-sdk',
    ]);
    for (const set of VERSION_SETS) {
      const modules = selectAdapterModules({ frameworks: ALL, packages: set.packages });
      for (const expected of set.expectModules) expect(modules, set.id).toContain(expected);
    }
    const langchainOnly = renderAdapterModule(
      request(['langchain'], { '@langchain/core': '1.4.0', zod: '4.6.7' }, 'ts'),
      '0.0.0',
    ).text;
    const imported = [...langchainOnly.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((match) => match[1]);
    // zod/v4/core: the zod/mini fallback, which every zod 4 project may need.
    expect(imported.sort()).toEqual(['@langchain/core/tools', 'zod/v4/core']);
  });
});

describe('rendered TypeScript modules type-check against the real packages', () => {
  for (const set of VERSION_SETS) {
    it(`${set.id}: all ${subsets().length} framework combinations`, () => {
      const directory = path.join(scratch, `ts-${set.id}`);
      mkdirSync(directory, { recursive: true });
      const files: string[] = [];
      for (const frameworks of subsets()) {
        const file = path.join(directory, `std-tool-${frameworks.join('+')}.ts`);
        writeFileSync(file, renderAdapterModule(request(frameworks, set.packages, 'ts'), '0.0.0').text);
        files.push(file);
      }
      const tsconfig = {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
          baseUrl: root,
          paths: set.paths,
        },
        files,
      };
      const configPath = path.join(directory, 'tsconfig.json');
      writeFileSync(configPath, JSON.stringify(tsconfig, null, 2));
      const result = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', configPath],
        { encoding: 'utf8', timeout: 240_000 },
      );
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    }, 300_000);
  }
});

describe('rendered JavaScript modules run', () => {
  const set = VERSION_SETS[0];

  it('ESM: imports and every adapter works on a standard tool', async () => {
    const file = path.join(scratch, 'std-tool.mjs');
    writeFileSync(file, renderAdapterModule(request(ALL, set.packages, 'esm'), '0.0.0').text);
    const module = await import(pathToFileURL(file).href);
    await exerciseAdapters(module);
  });

  it('CommonJS: requires and every adapter works on a standard tool', async () => {
    const file = path.join(scratch, 'std-tool.cjs');
    writeFileSync(file, renderAdapterModule(request(ALL, set.packages, 'cjs'), '0.0.0').text);
    // A child process: plain Node require, no vitest transform in between.
    const script = `
      const m = require(${JSON.stringify(file)});
      const { z } = require('zod');
      const tool = { name: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => text.toUpperCase() };
      (async () => {
        const aiTool = m.toAiSdk(tool);
        const viaAi = await aiTool.execute({ text: 'a' }, {});
        const viaLangChain = await m.toLangChain(tool).invoke({ text: 'b' });
        const viaMastra = await m.toMastra(tool).execute({ context: { text: 'c' } });
        console.log(JSON.stringify([viaAi, viaLangChain, viaMastra, typeof m.registerMcpTool, typeof m.toGenkit]));
      })().catch((error) => { console.error(error); process.exit(1); });`;
    const result = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(['A', 'B', 'C', 'function', 'function']);
  }, 120_000);
});

async function exerciseAdapters(module: Record<string, any>): Promise<void> {
  const { z } = await import('zod');
  const tool = {
    name: 'echo',
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }: { text: string }) => text.toUpperCase(),
  };
  expect(await module.toAiSdk(tool).execute({ text: 'a' }, {})).toBe('A');
  expect(await module.toLangChain(tool).invoke({ text: 'b' })).toBe('B');
  expect(await module.toMastra(tool).execute({ context: { text: 'c' } })).toBe('C');
  expect(typeof module.registerMcpTool).toBe('function');
  expect(typeof module.toGenkit).toBe('function');
  expect(() => module.toJsonSchema(z.object({ a: z.string() }), { target: 'draft-07' })).not.toThrow();
}

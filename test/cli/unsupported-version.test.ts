/**
 * A framework installed (or declared) at a version its adapter does not serve: each of its definitions is left as
 * it is and reported (`version-unsupported`), and every other definition of the file and the project migrates.
 * The LangChain adapter makes its tools with `tool()`, which keeps its other fields from @langchain/core 0.2.20 on
 * (added in 0.2.7, it dropped them before); on the cores before it, as the tool classes their code made (0.1.29 to
 * 0.2.6: FungiAgent/FungiAgent's lockfile pins 0.2.6). bracesproul/langgraphjs-examples on 0.2.36 migrates, with the
 * module's 0.2 types (0.3's had made its `tsc` build go from 0 to 7 errors, all in the module).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsupportedVersions } from '../../cli/runner/projects';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const TOOLS = `import { tool as langchainTool } from '@langchain/core/tools';
import { tool } from 'ai';
import { z } from 'zod';

export const lookup = langchainTool(async ({ id }) => id, {
  name: 'lookup',
  description: 'Look up',
  schema: z.object({ id: z.string() }),
});

export const echoTool = tool({
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text,
});
`;

function project(label: string, core: string, installed?: string): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': JSON.stringify({
      name: label,
      private: true,
      dependencies: { '@langchain/core': core, ai: '^5.0.0', zod: '^3.25.0' },
    }),
    'src/tools.ts': TOOLS,
    ...(installed && {
      'node_modules/@langchain/core/package.json': JSON.stringify({ name: '@langchain/core', version: installed }),
    }),
  });
  return root;
}

describe('a framework at a version its adapter does not serve', () => {
  it.each([
    ['declared', '^0.2.10', undefined],
    ['installed', '^0.2.6', '0.2.19'],
  ])(
    '%s @langchain/core from 0.2.7 to 0.2.19: its tool is refused, the AI SDK tool beside it migrates',
    async (_, core, installed) => {
      const root = project('langchain-0-2', core, installed);
      const result = await runCli(['--yes', '--json', '.'], { cwd: root });
      expect(result.code, result.stderr).toBe(0);
      const [file] = parseJson(result).files.filter((entry) => entry.path.includes('tools.ts'));
      const refused = file!.diagnostics.filter((diagnostic) => diagnostic.reason === 'version-unsupported');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.message).toContain(
        `@langchain/core ${installed ?? '0.2.10'}; its adapter serves 0.1.29 to 0.2.6, and 0.2.20 and later, ` +
          `which its range ${core} takes: an update within it is enough`,
      );
      const text = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
      expect(text).toContain('export const lookup = langchainTool(async ({ id }) => id, {');
      expect(text).toContain('toAiSdk(');
      expect(readFileSync(path.join(root, 'std-tool.ts'), 'utf8')).not.toContain('toLangChain');
    },
  );

  it.each([
    ['0.3', '^0.3.78', undefined, 'DynamicStructuredTool<Schema, I, S, O>'],
    ['0.2 (installed)', '^0.2.6', '0.2.36', 'LangChainV02Schema<Schema>'],
    ['0.2 (declared)', '^0.2.20', undefined, 'LangChainV02Schema<Schema>'],
    // Before `tool()`: the module makes the classes.
    ['0.2.6 (installed)', '^0.2.6', '0.2.6', 'return new DynamicStructuredTool({ ...fields'],
    ['0.1 (declared)', '~0.1.40', undefined, 'return new DynamicStructuredTool({ ...fields'],
  ])('core %s migrates both, with its own module', async (label, core, installed, moduleText) => {
    const root = project(`langchain-${label.replace(/\W+/g, '-')}`, core, installed);
    const result = await runCli(['--yes', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(text).toContain('toLangChain(');
    expect(text).toContain('toAiSdk(');
    expect(readFileSync(path.join(root, 'std-tool.ts'), 'utf8')).toContain(moduleText);
  });

  it('eject leaves a LangChain tool as it is on a core before tool(), which it would write', async () => {
    const root = makeTempDir('langchain-0-2-6-eject');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'old-core', private: true, dependencies: { '@langchain/core': '0.2.6' } }),
      'src/tools.ts': `import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

export const lookup = new DynamicStructuredTool({
  name: 'lookup',
  description: 'Look up',
  schema: z.object({ id: z.string() }),
  func: async ({ id }) => id,
});
`,
    });
    expect((await runCli(['--yes', '.'], { cwd: root })).code).toBe(0);
    const migrated = readFileSync(path.join(root, 'src/tools.ts'), 'utf8');
    expect(migrated).toContain('toLangChain(');
    const ejected = await runCli(['eject', '--yes', '--allow-dirty', '.'], { cwd: root });
    expect(ejected.stdout + ejected.stderr).toContain('this @langchain/core has no tool() (it came in 0.2.7)');
    expect(readFileSync(path.join(root, 'src/tools.ts'), 'utf8')).toBe(migrated);
  });

  it('reads release numbers against the served range', () => {
    expect(unsupportedVersions({ '@langchain/core': '0.2.19' })).toEqual({
      langchain: '@langchain/core 0.2.19; its adapter serves 0.1.29 to 0.2.6, and 0.2.20 and later',
    });
    for (const unserved of ['0.2.7', '0.2.19', '0.1.28', '0.1.0'])
      expect(unsupportedVersions({ '@langchain/core': unserved })).toHaveProperty('langchain');
    for (const served of ['0.1.29', '0.1.63', '0.2.6', '0.2.20-rc.1', '0.2.36', '0.3.78', '1.1.40'])
      expect(unsupportedVersions({ '@langchain/core': served })).toEqual({});
    expect(unsupportedVersions({})).toEqual({});
  });

  it('says where the declared range takes a newer version the adapter serves, and only there', () => {
    const installed = { '@langchain/core': '0.2.10' };
    const within = ', which its range ^0.2.10 takes: an update within it is enough';
    expect(unsupportedVersions(installed, { '@langchain/core': '^0.2.10' }).langchain).toContain(within);
    expect(unsupportedVersions(installed, { '@langchain/core': '~0.2.10' }).langchain).toContain('takes');
    expect(unsupportedVersions(installed, { '@langchain/core': '>=0.2.10 <0.3' }).langchain).toContain('takes');
    expect(unsupportedVersions(installed, { '@langchain/core': '<0.2.15' }).langchain).not.toContain('its range');
    expect(unsupportedVersions(installed, { '@langchain/core': '0.2.10' }).langchain).not.toContain('its range');
    // Served versions below the installed one are no update.
    expect(unsupportedVersions(installed, { '@langchain/core': '>=0.2.0 <0.2.15' }).langchain).not.toContain('range');
    expect(unsupportedVersions(installed, { '@langchain/core': 'latest' }).langchain).not.toContain('its range');
  });
});

/**
 * The adapter module imports at run time only what the package provides then: its
 * `dependencies`/`peerDependencies`, or what the migrated code imports already. A schema
 * library that only dev code uses (valibot as a devDependency of an MCP server whose tools
 * are zod) brings in no machinery: packed and installed without dev dependencies, the
 * module once failed with `Cannot find package '@valibot/to-json-schema'`.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'demo', version: '1.0.0' });

server.registerTool(
  'echo',
  { description: 'Echo a text', inputSchema: { text: z.string() } },
  async ({ text }) => ({ content: [{ type: 'text', text }] }),
);
`;

const VALIBOT_TOOL = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';

export const other = new McpServer({ name: 'other', version: '1.0.0' });

other.registerTool(
  'shout',
  { description: 'Shout a text', inputSchema: toStandardJsonSchema(v.object({ text: v.string() })) },
  async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
);
`;

async function migrated(label: string, manifest: object, files: Record<string, string>) {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': `${JSON.stringify({ name: label, type: 'module', ...manifest }, null, 2)}\n`,
    ...files,
  });
  const result = await runCli(['--yes', 'src'], { cwd: root });
  expect(result.code, result.stderr).toBe(0);
  return { module: readFileSync(path.join(root, 'std-tool.ts'), 'utf8'), stderr: result.stderr };
}

const migratedModule = async (label: string, manifest: object, files: Record<string, string>) =>
  (await migrated(label, manifest, files)).module;

const importsOf = (module: string) => [...module.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);

describe('the adapter module imports only what the package has at run time', () => {
  const zodServer = { dependencies: { '@modelcontextprotocol/sdk': '^1.32.2', zod: '^3.25.76' } };
  const valibotForDev = { devDependencies: { valibot: '^1.5.0', '@valibot/to-json-schema': '^1.8.0' } };

  it('a schema library only dev code uses brings no machinery', async () => {
    const module = await migratedModule(
      'runtime-dev-valibot',
      { ...zodServer, ...valibotForDev },
      {
        'src/server.ts': SERVER,
      },
    );
    expect(importsOf(module)).not.toContain('@valibot/to-json-schema');
    expect(module).not.toContain('function toJsonSchema');
    expect(module.split('\n').length).toBeLessThan(400);
  });

  it('a dev-only converter is not imported, though migrated code uses its library', async () => {
    const module = await migratedModule(
      'runtime-dev-valibot-used',
      { ...zodServer, ...valibotForDev },
      {
        'src/server.ts': SERVER,
        'src/other.ts': VALIBOT_TOOL.replace(/^import \{ toStandardJsonSchema \}.*\n/m, '').replace(
          'toStandardJsonSchema(v.object({ text: v.string() }))',
          'v.object({ text: v.string() })',
        ),
      },
    );
    // valibot's schemas are the migrated code's: the JSON Schema machinery comes in, its dev-only converter does not.
    expect(module).toContain('function toJsonSchema');
    expect(importsOf(module)).not.toContain('@valibot/to-json-schema');
  });

  it('a converter the package depends on at run time, or the migrated code imports, is imported', async () => {
    const runtime = {
      dependencies: { ...zodServer.dependencies, valibot: '^1.5.0', '@valibot/to-json-schema': '^1.8.0' },
    };
    expect(importsOf(await migratedModule('runtime-valibot', runtime, { 'src/server.ts': SERVER }))).toContain(
      '@valibot/to-json-schema',
    );
    const imported = await migratedModule(
      'runtime-valibot-imported',
      { ...zodServer, ...valibotForDev },
      {
        'src/server.ts': SERVER,
        'src/other.ts': VALIBOT_TOOL,
      },
    );
    expect(importsOf(imported)).toContain('@valibot/to-json-schema');
  });
});

describe('a package the module imports that the project does not declare', () => {
  // Issue 35 (deepagentsjs's evals packages, under pnpm): langchain re-exports what the module needs.
  it('is none where only langchain is declared: the module imports from langchain', async () => {
    const manifest = { dependencies: { langchain: '^1.5.14', zod: '^4.2.0' } };
    const weather = [
      "import { tool } from 'langchain';",
      "import { z } from 'zod';",
      '',
      'export const weather = tool(async ({ city }) => city, {',
      "  name: 'get_weather',",
      "  description: 'Weather in a city',",
      '  schema: z.object({ city: z.string() }),',
      '});',
      '',
    ].join('\n');
    const { module, stderr } = await migrated('runtime-langchain-only', manifest, { 'src/weather.ts': weather });
    expect(importsOf(module)).toEqual(['langchain']);
    expect(stderr).not.toContain('does not declare');
    const declared = await migrated(
      'runtime-langchain-core',
      { dependencies: { ...manifest.dependencies, '@langchain/core': '^1.4.0' } },
      { 'src/weather.ts': weather },
    );
    expect(importsOf(declared.module)).toEqual(['@langchain/core/tools']);
    expect(declared.stderr).not.toContain('does not declare');
  });
});

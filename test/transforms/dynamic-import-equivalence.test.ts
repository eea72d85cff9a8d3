/**
 * The new shape of `await import()` bindings: a CommonJS file that loads LangChain lazily
 * gets the adapter module with `require` (a CommonJS adapter module), and runs as before.
 * The original and the migrated `.cjs` are loaded by Node's own `require`, their tools
 * built, and compared on what LangChain exposes (name, description, JSON Schema) and on
 * `invoke` with a valid and an invalid input, through the real @langchain/core.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import { transformSource } from '../../transforms/lib/engine';

const source = `const { z } = require('zod');

/** Loads LangChain only when the tools are asked for. */
async function makeTools() {
  const { tool } = await import('@langchain/core/tools');
  const search = tool(async ({ query, limit }) => \`found \${query} (\${limit})\`, {
    name: 'search',
    description: 'Search the catalogue',
    schema: z.object({ query: z.string(), limit: z.number().default(3) }),
  });
  return [search];
}

module.exports = { makeTools };
`;

interface LangChainToolLike {
  name: string;
  description: string;
  schema: unknown;
  invoke(input: unknown): Promise<unknown>;
}

const directory = path.join(__dirname, '..', '..', `.tmp-dynamic-import-${process.pid}`);
let migratedSource = '';

async function observe(file: string): Promise<unknown> {
  const { makeTools } = createRequire(__filename)(file) as { makeTools(): Promise<LangChainToolLike[]> };
  const tools = await makeTools();
  return Promise.all(
    tools.map(async (tool) => ({
      name: tool.name,
      description: tool.description,
      jsonSchema: toJsonSchema(tool.schema as never),
      valid: await tool.invoke({ query: 'owls' }),
      invalid: await tool.invoke({ query: 42 }).then(
        (value) => ({ value }),
        (error: unknown) => ({ threw: (error as Error).name }),
      ),
    })),
  );
}

describe('await import() in CommonJS: the adapter module comes in with require', () => {
  beforeAll(() => {
    mkdirSync(directory, { recursive: true });
    const adapterPath = path.join(directory, 'std-tool.cjs');
    const packages = { '@langchain/core': '1.4.0', zod: '4.6.7' };
    writeFileSync(
      adapterPath,
      renderAdapterModule({ frameworks: ['langchain'], packages, style: 'cjs' }, '0.0.0').text,
    );
    const migratedPath = path.join(directory, 'migrated.cjs');
    const result = transformSource(source, migratedPath, [langChainFrontEnd], { adapterPath });
    migratedSource = result.output ?? '';
    writeFileSync(path.join(directory, 'original.cjs'), source);
    writeFileSync(migratedPath, migratedSource);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('is migrated, with a require of the adapter module', () => {
    expect(migratedSource).toContain("const { toLangChain } = require('./std-tool.cjs');");
    expect(migratedSource).not.toMatch(/\btool\(/);
  });

  it('builds the same tool, which answers the same', async () => {
    const before = await observe(path.join(directory, 'original.cjs'));
    const after = await observe(path.join(directory, 'migrated.cjs'));
    expect(before).toMatchObject([{ valid: 'found owls (3)', invalid: { threw: expect.any(String) } }]);
    expect(after).toEqual(before);
  });
});

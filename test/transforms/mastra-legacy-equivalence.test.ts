/**
 * Mastra pre-0.1 equivalence: a module of `createTool({ label, schema, executor })` tools is
 * migrated by the mastra transform, and the original and the migrated module are each given
 * to the real @mastra/core 0.1.27-alpha.15 (installed as `mastra-v0-legacy`; or the package
 * folder in STM_MASTRA_LEGACY_DIR) as `new Mastra({ tools: module })`, the way its examples
 * register them. Each tool is compared on what Mastra keeps (label, description,
 * documentation), on what its agents hand the model (`llm.convertTools`: description and the
 * `{ data }` parameters schema) and run (that tool's `execute`, as the AI SDK calls it), and
 * on `mastra.getTool(key).execute(input)`.
 */
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { EquivalenceWorkspace } from './support/equivalence';

const VERSION = '0.1.27-alpha.15';
const requireHere = createRequire(__filename);

/** The legacy package's folder: the alias, else the folder the environment names. */
function legacyPackageDirectory(): string {
  const fromEnvironment = process.env.STM_MASTRA_LEGACY_DIR;
  if (fromEnvironment) return fromEnvironment;
  try {
    return path.dirname(requireHere.resolve('mastra-v0-legacy/package.json'));
  } catch {
    throw new Error(`install @mastra/core@${VERSION} as the dev dependency mastra-v0-legacy`);
  }
}

interface LegacyTool {
  label: string;
  description: string;
  documentation?: string;
  schema: unknown;
  executor: (params: Record<string, unknown>) => Promise<unknown>;
}
interface ConvertedTool {
  description: string;
  parameters: {
    safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } };
  };
  execute(args: unknown, options: unknown): Promise<unknown>;
}
interface LegacyMastra {
  getTool(name: string): LegacyTool & { execute(input: unknown): Promise<unknown> };
  llm: { convertTools(enabled: Record<string, boolean>): Record<string, ConvertedTool> };
  agents: Map<string, unknown>;
}
type LegacyModule = { Mastra: new (config: { tools: Record<string, unknown> }) => LegacyMastra };

const source = `import { createTool } from '@mastra/core';
import { z } from 'zod';

export const imageTool = createTool({
  label: 'Get a random image',
  description: 'Gets a random image for a query',
  schema: z.object({ query: z.enum(['wildlife', 'birds']) }),
  executor: async ({ data }) => ({ url: \`https://images.example/\${data.query}\` }),
});

export const priceTool = createTool({
  label: 'Get price',
  schema: z.object({ id: z.string(), days: z.number().default(7) }),
  description: 'Gets a price',
  executor: async ({ data: { id, days } }) => \`\${id} over \${days} days\`,
});

export const searchTool = createTool({
  label: 'Search',
  schema: z.object({ keyword: z.string() }),
  description: 'Searches by keyword',
  executor: async (params) => {
    const {
      data: { keyword },
    } = params;
    return keyword.toUpperCase();
  },
});

export const crawlTool = createTool({
  label: 'Site Crawl',
  schema: z.object({ url: z.string().url() }),
  description: 'Crawls a site',
  documentation: 'Crawls one site with an integration',
  outputSchema: z.object({ url: z.string() }),
  executor: async ({ data, integrationsRegistry, agents, llm, engine }) => ({
    url: data.url,
    registry: typeof integrationsRegistry,
    agents: agents instanceof Map,
    llm: typeof llm,
    engine: engine === undefined,
  }),
});

async function countWords({ data, agents }) {
  return { words: data.text.split(' ').length, agents: agents.size };
}

export const wordTool = createTool({
  label: 'Count words',
  schema: z.object({ text: z.string() }),
  description: 'Counts words',
  executor: countWords,
});

export const failingTool = createTool({
  label: 'Fails',
  schema: z.object({ q: z.string() }),
  description: 'Throws',
  executor: async ({ data }) => {
    throw new Error(\`cannot \${data.q}\`);
  },
});
`;

const inputs: Record<string, unknown[]> = {
  imageTool: [{ query: 'birds' }, { query: 'cats' }],
  priceTool: [{ id: 'btc' }, { id: 'eth', days: 3 }, { days: 1 }],
  searchTool: [{ keyword: 'owl' }],
  crawlTool: [{ url: 'https://example.com' }, { url: 'not a url' }],
  wordTool: [{ text: 'one two three' }],
  failingTool: [{ q: 'fly' }],
};

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { returned: await run() };
  } catch (error) {
    return { threw: error instanceof Error ? error.message : String(error) };
  }
}

/** What Mastra keeps of a tool and what it does with each input, the two ways it runs one. */
async function observe(mastra: LegacyMastra, key: string): Promise<unknown> {
  const tool = mastra.getTool(key);
  const [converted] = Object.values(mastra.llm.convertTools({ [key]: true }));
  const calls = [];
  for (const input of inputs[key]!) {
    const parsed = converted!.parameters.safeParse({ data: input });
    calls.push({
      parsed: parsed.success ? { data: parsed.data } : { issues: parsed.error!.issues },
      agent: parsed.success
        ? await outcome(() => converted!.execute(parsed.data, { toolCallId: 'call-1', messages: [] }))
        : 'rejected by the parameters schema',
      direct: await outcome(() => tool.execute(input)),
    });
  }
  return {
    label: tool.label,
    description: tool.description,
    documentation: tool.documentation,
    agentDescription: converted!.description,
    keys: Object.keys(tool).sort(),
    calls,
  };
}

describe('Mastra pre-0.1: original and migrated tools behave the same in the real @mastra/core ' + VERSION, () => {
  let workspace: EquivalenceWorkspace;
  let legacy: LegacyModule;
  let migratedSource: string;
  const mastras: { original?: LegacyMastra; migrated?: LegacyMastra } = {};

  beforeAll(async () => {
    const directory = legacyPackageDirectory();
    const requireLegacy = createRequire(path.join(directory, 'package.json'));
    const entry = path.join(directory, 'dist', 'core.esm.js');
    // The tools' zod must be the one the framework nests their schemas in.
    const zod = requireLegacy.resolve('zod');
    workspace = new EquivalenceWorkspace('mastra-legacy', {
      '@mastra/core': pathToFileURL(entry).href,
      zod: pathToFileURL(zod).href,
    });
    workspace.writeAdapterModule({ frameworks: ['mastra'], packages: { '@mastra/core': VERSION, zod: '4.6.7' } });
    legacy = (await import(pathToFileURL(entry).href)) as LegacyModule;
    const pair = await workspace.migrate<Record<string, unknown>>(source, mastraFrontEnd);
    migratedSource = pair.migratedSource;
    mastras.original = new legacy.Mastra({ tools: { ...pair.original } });
    mastras.migrated = new legacy.Mastra({ tools: { ...pair.migrated } });
  });
  afterAll(() => workspace?.dispose());

  it('migrates every tool', () => {
    expect(migratedSource).not.toContain('createTool');
    expect(migratedSource.match(/toMastra\(/g)).toHaveLength(Object.keys(inputs).length);
  });

  it.each(Object.keys(inputs))('%s', async (key) => {
    const original = await observe(mastras.original!, key);
    const migrated = await observe(mastras.migrated!, key);
    expect(migrated).toEqual(original);
  });

  it('the original ran in the legacy API (the harness is not comparing two failures)', async () => {
    const observed = (await observe(mastras.original!, 'crawlTool')) as { calls: Array<{ direct: unknown }> };
    expect(observed.calls[0]!.direct).toEqual({
      returned: { url: 'https://example.com', registry: 'function', agents: true, llm: 'object', engine: true },
    });
  });
});

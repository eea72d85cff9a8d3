/**
 * LangChain equivalence on `@langchain/core` 0.2 (0.2.36, what a `^0.2.x` range installs, and 0.2.20, the oldest the
 * adapter serves: where `tool()` first keeps its other fields and takes a JSON Schema object), through the real
 * packages under npm aliases. The shapes are those of the 0.2 projects in the corpora
 * (bracesproul/langgraphjs-examples' `tool()` tools, FungiAgent's `new DynamicStructuredTool`), plus a string tool,
 * a function that reads its run manager and config, and returnDirect. The original, migrated and ejected modules
 * must tell the model the same (`convertToOpenAITool`), return the same from `invoke(args)` and `invoke(toolCall)`,
 * fail the same, and cause the same callback events. Core 0.2 has no agent factory, so there is no agent run; 1.x's
 * is in langchain-equivalence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import { langchainMessageShape } from '../adapters/support/langchain-harness';
import { EquivalenceWorkspace } from './support/equivalence';

/** The parts of a 0.2 tool these tests read. */
interface V02Tool {
  name: string;
  constructor: { name: string };
  returnDirect?: boolean;
  invoke(input: unknown, config?: object): Promise<unknown>;
}

interface CaseModule {
  tools: V02Tool[];
}

interface Case {
  name: string;
  source: string;
  calls: Array<{ name: string; args: unknown }>;
  /** Inputs given to `invoke` as they are (a string tool takes a bare string). */
  directInputs?: Array<{ name: string; input: unknown }>;
  /** Written with `tool()`, which cores before 0.2.7 lack. */
  usesTool?: true;
}

interface CoreModules {
  convertToOpenAITool: (tool: V02Tool) => unknown;
  BaseCallbackHandler: { fromMethods(methods: object): object };
}

/** `hasTool`: the core has `tool()` (0.2.7 and later); before it, the module makes the classes the code made. */
const CORES = [
  { version: '0.2.36', alias: 'langchain-core-v02', hasTool: true },
  { version: '0.2.20', alias: 'langchain-core-v0220', hasTool: true },
  { version: '0.2.6', alias: 'langchain-core-v0206', hasTool: false },
  { version: '0.1.29', alias: 'langchain-core-v0129', hasTool: false },
] as const;

const header = `import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';\nimport { z } from 'zod';\n`;

const cases: Case[] = [
  {
    name: 'tool() with an optional field and a default, as langgraphjs-examples writes its stock tools',
    usesTool: true,
    source: `import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const incomeStatementsTool = tool(
  async (input) => {
    if (input.ticker === 'FAIL') throw new Error('Failed to fetch data from /financials/income-statements');
    return JSON.stringify({ ticker: input.ticker, period: input.period ?? 'annual', limit: input.limit.toString() });
  },
  {
    name: 'income_statements',
    description: 'Retrieves income statements for a given company ticker.',
    schema: z.object({
      ticker: z.string().describe('The ticker of the stock. Example: AAPL'),
      period: z.enum(['annual', 'quarterly', 'ttm']).describe('The time period of the income statement.').optional(),
      limit: z.number().int().positive().default(5).describe('The number of statements to return.'),
    }),
  },
);
export const tools = [incomeStatementsTool];
`,
    calls: [
      { name: 'income_statements', args: { ticker: 'AAPL' } },
      { name: 'income_statements', args: { ticker: 'AAPL', period: 'ttm', limit: 2 } },
      { name: 'income_statements', args: { ticker: 'AAPL', period: 'weekly' } },
      { name: 'income_statements', args: { ticker: 'FAIL' } },
    ],
  },
  {
    name: 'new DynamicStructuredTool in an exported array, as FungiAgent writes them',
    source: `${header}
export const tools = [
  new DynamicStructuredTool({
    name: 'Check-Portfolio',
    description: "Check the user's portfolio of tokens",
    schema: z.object({
      scAccount: z.string().describe('The account of the recipient'),
      chainId: z.number().describe('The id of the chain'),
    }),
    func: async ({ chainId, scAccount }) => {
      if (chainId && scAccount) return \`The user's portfolio on \${chainId} is \${scAccount.length} tokens.\`;
      return 'error with portfolio params';
    },
  }),
  new DynamicStructuredTool({
    name: 'Simulate-Transfer',
    description: 'Simulate a transfer of assets',
    schema: z.object({ tokenAddress: z.string(), amount: z.string(), recipient: z.string() }),
    func: async ({ tokenAddress, amount, recipient }) =>
      \`Simulated transfer of \${amount} tokens of \${tokenAddress} to \${recipient}.\`,
    returnDirect: true,
  }),
];
`,
    calls: [
      { name: 'Check-Portfolio', args: { scAccount: '0xabc', chainId: 8453 } },
      { name: 'Check-Portfolio', args: { scAccount: '', chainId: 0 } },
      { name: 'Check-Portfolio', args: { scAccount: '0xabc' } },
      { name: 'Simulate-Transfer', args: { tokenAddress: '0x0', amount: '1', recipient: '0xdef' } },
    ],
  },
  {
    name: 'a function that reads its run manager and its config; a string tool',
    source: `import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
${header}
const traced = new DynamicStructuredTool({
  name: 'traced',
  description: 'Says what its run gave it',
  schema: z.object({ q: z.string() }),
  func: async ({ q }, runManager?: CallbackManagerForToolRun, config?: RunnableConfig) => {
    await runManager?.handleText(\`looking up \${q}\`);
    return \`\${q}: \${typeof runManager?.runId} \${JSON.stringify(config?.configurable ?? null)} \${config?.tags?.join(',')}\`;
  },
});
const shout = new DynamicTool({
  name: 'shout',
  description: 'Upper-cases its input',
  func: async (input: string) => input.toUpperCase(),
});
export const tools = [traced, shout];
`,
    calls: [
      { name: 'traced', args: { q: 'zod' } },
      { name: 'shout', args: { input: 'hi' } },
    ],
    directInputs: [
      { name: 'shout', input: 'there' },
      { name: 'traced', input: { q: 'direct' } },
    ],
  },
];

/** A value, or the error it threw, as comparable data. */
async function settle(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { value: messageShape(value) ?? value };
  } catch (error) {
    const { name, message, output } = error as { name: string; message: string; output?: string };
    return { error: { kind: (error as object).constructor.name, name, message, output } };
  }
}

/** A ToolMessage as data, and its class's name (the core's own class: fields are compared, not the instance). */
function messageShape(value: unknown) {
  if (typeof value !== 'object' || value === null || !('tool_call_id' in value)) return undefined;
  return { kind: value.constructor.name, ...langchainMessageShape(value) };
}

async function observe(module: CaseModule, testCase: Case, core: CoreModules) {
  const events: unknown[] = [];
  const handler = () =>
    core.BaseCallbackHandler.fromMethods({
      handleToolStart: (_tool: unknown, input: string) => void events.push(['tool-start', input]),
      handleToolEnd: (output: unknown) => void events.push(['tool-end', output]),
      handleToolError: (error: Error) => void events.push(['tool-error', error.message]),
      handleText: (text: string) => void events.push(['text', text]),
    });
  const config = () => ({ callbacks: [handler()], tags: ['equivalence'], configurable: { user: 'u1' } });
  const tool = (name: string) => module.tools.find((candidate) => candidate.name === name)!;
  const exposed = module.tools.map((each) => ({
    openAi: core.convertToOpenAITool(each),
    kind: each.constructor.name,
    returnDirect: each.returnDirect,
  }));
  const invocations = [];
  for (const [index, call] of testCase.calls.entries()) {
    invocations.push({
      direct: await settle(() => tool(call.name).invoke(call.args)),
      toolCall: await settle(() =>
        tool(call.name).invoke({ type: 'tool_call', id: `call-${index}`, name: call.name, args: call.args }),
      ),
      withConfig: await settle(() => tool(call.name).invoke(call.args, config())),
    });
  }
  for (const { name, input } of testCase.directInputs ?? []) {
    invocations.push({ input, direct: await settle(() => tool(name).invoke(input, config())) });
  }
  return { exposed, invocations, events };
}

describe.each(CORES)('LangChain on @langchain/core $version: original and migrated behave the same', (core) => {
  let workspace: EquivalenceWorkspace;
  let modules: CoreModules;

  beforeAll(async () => {
    const redirects = {
      '@langchain/core/tools': `${core.alias}/tools`,
      '@langchain/core/callbacks/manager': `${core.alias}/callbacks/manager`,
      '@langchain/core/runnables': `${core.alias}/runnables`,
      zod: 'zod3',
    };
    workspace = new EquivalenceWorkspace(`langchain-${core.alias}`, redirects, {
      langchainWithoutTool: !core.hasTool,
    });
    workspace.writeAdapterModule({
      frameworks: ['langchain'],
      packages: { '@langchain/core': core.version, zod: '3.25.76' },
    });
    const [functionCalling, callbacks] = (await Promise.all([
      import(`${core.alias}/utils/function_calling`),
      import(`${core.alias}/callbacks/base`),
    ])) as [Pick<CoreModules, 'convertToOpenAITool'>, Pick<CoreModules, 'BaseCallbackHandler'>];
    modules = { ...functionCalling, ...callbacks };
  });

  afterAll(() => workspace.dispose());

  for (const testCase of cases.filter((each) => core.hasTool || !each.usesTool)) {
    it(testCase.name, async () => {
      const { original, migrated, migratedSource, ejected, ejectedSource } = await workspace.migrate<CaseModule>(
        testCase.source,
        langChainFrontEnd,
      );
      expect(migratedSource).toContain('toLangChain(');
      expect(migratedSource).not.toMatch(/\b(tool|DynamicStructuredTool|DynamicTool)\(/);
      const before = await observe(original, testCase, modules);
      expect(before.invocations.length).toBeGreaterThan(0);
      expect(await observe(migrated, testCase, modules)).toEqual(before);
      // Eject writes `tool()`, which the cores before 0.2.7 lack: there it leaves the tools as they are.
      if (!core.hasTool) expect(ejectedSource).toBe(migratedSource);
      expect(await observe(ejected, testCase, modules)).toEqual(before);
    });
  }
});

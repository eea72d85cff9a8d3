/**
 * Mastra equivalence, one table row per major: each case module is migrated by the
 * mastra transform (the major inferred from the signatures, as without a runner), and
 * the original and the migrated module are driven through the real `@mastra/core` of
 * that major (0.24 as installed; 1.71 installed as `mastra-v1`, the modules' and the
 * adapter module's '@mastra/core/...' imports redirected to it). Every exported tool
 * (and every tool of an exported `tools` record) is compared on what Mastra exposes
 * (id, title, description, schemas, options) and on what a direct call in the major's
 * convention returns or throws; an Agent on a mock model sees the same tools and results.
 */
import { RuntimeContext } from '@mastra/core/runtime-context';
import { createTool as createToolV0 } from '@mastra/core/tools';
import { RequestContext } from 'mastra-v1/request-context';
import { createTool as createToolV1, Tool as MastraV1Tool } from 'mastra-v1/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { transformSource } from '../../transforms/lib/engine';
import { mastraModelV2, mastraModelV3, mastraModelView, type MastraToolCall } from '../adapters/support/mastra-models';
import { EquivalenceWorkspace } from './support/equivalence';
import {
  expectSameTools,
  outcome,
  schemaView,
  type MastraEquivalenceCase,
  type MastraToolLike,
} from './support/mastra-equivalence';
import { v0AgentSource, v0Cases, v1AgentSource, v1Cases } from './support/mastra-equivalence-cases';

interface RunnerCase {
  name: string;
  source: string;
  /** Texts the migrated file contains; undefined: the file is left as it is. */
  migratedContains: string[] | undefined;
  reasons: string[];
}

interface MajorRow {
  major: 0 | 1;
  /** The version the adapter module is rendered for. */
  version: string;
  redirects: Record<string, string>;
  cases: MastraEquivalenceCase[];
  /** Calls every input in the major's convention and records what Mastra exposes. */
  observe(tool: MastraToolLike, inputs: unknown[]): Promise<Record<string, unknown>>;
  /** A tool built by the test itself: it shows the real major runs. */
  probe(): Promise<{ isMajor: boolean; result: unknown }>;
  /** What the original tool must show: it ran under this major. */
  checkOriginal(observed: unknown, key: string): void;
  agentSource: string;
  model(calls: MastraToolCall[]): { doGenerateCalls: unknown[]; doStreamCalls: unknown[] };
  /** Cases migrated with the runner naming the installed major. */
  runnerCases: RunnerCase[];
}

const header = `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n`;
const echoTool = (execute: string, prelude = '') =>
  `${header}${prelude}export const echoTool = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: ${execute} });\n`;

const majors: MajorRow[] = [
  {
    major: 0,
    version: '0.24.9',
    redirects: {},
    cases: v0Cases,
    async observe(tool, inputs) {
      const runtimeContext = new RuntimeContext();
      runtimeContext.set('user', 'ada');
      const calls = [];
      for (const input of inputs) {
        calls.push(
          await outcome(() =>
            tool.execute(
              { context: input, runtimeContext, threadId: 'thread-1', resourceId: 'resource-1' },
              { toolCallId: 'call-1', messages: [] },
            ),
          ),
        );
      }
      return {
        id: tool.id,
        description: tool.description,
        inputSchema: schemaView(tool.inputSchema),
        outputSchema: schemaView(tool.outputSchema),
        suspendSchema: schemaView(tool.suspendSchema),
        resumeSchema: schemaView(tool.resumeSchema),
        requireApproval: tool.requireApproval,
        calls,
      };
    },
    async probe() {
      const probe = createToolV0({
        id: 'probe',
        description: 'probe',
        inputSchema: z.object({ a: z.string() }),
        execute: async ({ context }) => context.a,
      });
      return { isMajor: true, result: await probe.execute!({ context: { a: 'x' } } as never) };
    },
    checkOriginal: () => {},
    agentSource: v0AgentSource,
    model: mastraModelV2,
    runnerCases: [
      {
        name: 'rewrites a { context } execute without assuming anything',
        source: echoTool('async ({ context }) => context.text'),
        migratedContains: ['execute: async (context) => context.text'],
        reasons: [],
      },
      {
        name: 'leaves an (input, ctx) execute alone: under 0.x its first argument is { context, ... }',
        source: echoTool('async (input) => input'),
        migratedContains: undefined,
        reasons: ['execute-input-as-whole'],
      },
      {
        name: 'wraps an execute defined elsewhere: it gets its 0.x argument put back together',
        source: echoTool('run', 'const run = async ({ context }: any) => context;\n'),
        migratedContains: ['execute: (context, { options, ...rest }) => run({ context, ...rest }, options)'],
        reasons: ['tied-to-framework'],
      },
      {
        name: 'leaves an execute given as a member alone: it would be called with another `this`',
        source: echoTool('handlers.run', 'const handlers = { run: async ({ context }: any) => context };\n'),
        migratedContains: undefined,
        reasons: ['execute-not-inline'],
      },
    ],
  },
  {
    major: 1,
    version: '1.71.0',
    redirects: { '@mastra/core/tools': 'mastra-v1/tools', '@mastra/core/agent': 'mastra-v1/agent' },
    cases: v1Cases,
    async observe(tool, inputs) {
      const requestContext = new RequestContext();
      requestContext.set('user', 'ada');
      const calls = [];
      for (const input of inputs) {
        const ctx = { requestContext, agent: { toolCallId: 'call-1', messages: [], suspend: async () => undefined } };
        calls.push(await outcome(() => tool.execute(input, ctx)));
      }
      return {
        isTool: tool instanceof MastraV1Tool,
        id: tool.id,
        title: tool.title,
        description: tool.description,
        inputSchema: schemaView(tool.inputSchema),
        outputSchema: schemaView(tool.outputSchema),
        suspendSchema: schemaView(tool.suspendSchema),
        requireApproval: tool.requireApproval,
        mcp: tool.mcp,
        calls,
      };
    },
    async probe() {
      const probe = createToolV1({
        id: 'probe',
        description: 'probe',
        inputSchema: z.object({ a: z.string() }),
        execute: async (input: { a: string }) => input.a,
      } as never);
      return {
        isMajor: probe instanceof MastraV1Tool,
        result: await (probe as unknown as MastraToolLike).execute({ a: 'x' }, {}),
      };
    },
    checkOriginal: (observed, key) =>
      expect((observed as { isTool: boolean }).isTool, `${key} is a Mastra 1.x Tool`).toBe(true),
    agentSource: v1AgentSource,
    model: mastraModelV3,
    runnerCases: [
      {
        name: 'migrates an execute defined elsewhere: 1.x already calls it as (input, ctx)',
        source: echoTool('run', 'const run = async ({ text }: { text: string }) => text;\n'),
        migratedContains: ['execute: run', 'toMastra(echo)'],
        reasons: [],
      },
      {
        name: 'keeps a 0.x-looking { context } execute as it is (it already gets the input), with a warning',
        source: echoTool('async ({ context }) => context'),
        migratedContains: ['execute: async ({ context }) => context'],
        reasons: ['mastra-v0-execute-under-v1'],
      },
    ],
  },
];

describe.each(majors)('Mastra $major.x', (row) => {
  let workspace: EquivalenceWorkspace;
  beforeAll(() => {
    workspace = new EquivalenceWorkspace(`mastra-v${row.major}`, row.redirects, {
      frameworkVersions: { '@mastra/core': row.major },
    });
    workspace.writeAdapterModule({ frameworks: ['mastra'], packages: { '@mastra/core': row.version, zod: '4.6.7' } });
  });
  afterAll(() => workspace.dispose());

  describe('original and migrated modules behave the same through direct execute', () => {
    it(`has at least 6 cases (${row.cases.length})`, () => expect(row.cases.length).toBeGreaterThanOrEqual(6));

    it(`runs the real ${row.major}.x`, async () => {
      expect(await row.probe()).toEqual({ isMajor: true, result: 'x' });
    });

    it.each(row.cases)('$name', async (testCase) => {
      const { original, migrated, migratedSource, ejected } = await workspace.migrate<Record<string, unknown>>(
        testCase.source,
        mastraFrontEnd,
      );
      expect(migratedSource).toContain('toMastra(');
      expect(migratedSource).not.toMatch(/createTool|mastraTool\(|new Tool/);
      await expectSameTools(original, migrated, testCase.inputs, row.observe, row.checkOriginal);
      // The way back: eject(migrate(original)) behaves as the original too.
      await expectSameTools(original, ejected, testCase.inputs, row.observe, row.checkOriginal);
    });

    it('in an Agent on a mock model: the same tool names (record keys), schemas and results', async () => {
      const calls: MastraToolCall[] = [
        { name: 'weather', args: { city: 'Oslo' } },
        { name: 'lookup', args: { id: 'r1' } },
        { name: 'weather', args: { city: 3 } },
      ];
      type AgentModule = {
        makeAgent: (model: unknown) => { generate: (prompt: string) => Promise<{ text: string }> };
      };
      const run = async (module: AgentModule) => {
        const model = row.model(calls);
        const response = await module.makeAgent(model).generate('go');
        return { text: response.text, ...mastraModelView(model) };
      };
      const { original, migrated, migratedSource, ejected } = await workspace.migrate<AgentModule>(
        row.agentSource,
        mastraFrontEnd,
      );
      expect(migratedSource).not.toContain('createTool');
      const before = await run(original);
      expect(Object.keys(before.definitions)).toEqual(['weather', 'lookup']);
      expect(before.results).toHaveLength(3);
      expect(await run(migrated)).toEqual(before);
      expect(await run(ejected)).toEqual(before);
    });

    it(`the migrated modules type-check (strict) like the originals, against the real @mastra/core ${row.major}.x`, () => {
      const { status, output } = workspace.typeCheck();
      expect(output).toBe('');
      expect(status).toBe(0);
    }, 240_000);
  });

  describe(`named by the runner (installed major ${row.major})`, () => {
    it.each(row.runnerCases)('$name', ({ source, migratedContains, reasons }) => {
      const result = transformSource(source, 'tools.ts', [mastraFrontEnd], {
        frameworkVersions: { '@mastra/core': row.major },
      });
      if (migratedContains === undefined) expect(result.output).toBeUndefined();
      else for (const text of migratedContains) expect(result.output).toContain(text);
      expect(result.diagnostics.map((diagnostic) => diagnostic.reason).sort()).toEqual(reasons);
    });
  });
});

/**
 * Mastra 0.x tools that read their context only as `tracingContext?.currentSpan?.…` are
 * migrated untied (transforms/front-ends/mastra/execute-v0-tracing.ts). Through the real
 * Mastra 0.24, traced (an Agent in a Mastra with an AI tracing exporter), the migrated tools
 * create and end the same spans, with the same inputs, outputs and errors, and give the same
 * results as the originals; untraced (no observability, or a direct call without a tracing
 * context) they give the same results too. The migrated standard tools, through the AI SDK's
 * `generateText` (mock model) and LangChain's `invoke`, where there is no tracing context,
 * give the results the originals give in Mastra; and they type-check strictly passed to
 * `toAiSdk` and `toLangChain`.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { RuntimeContext } from '@mastra/core/runtime-context';
import { generateText, stepCountIs, type ToolSet } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { mastraModelV2, mastraModelView, type MastraToolCall } from '../adapters/support/mastra-models';
import { EquivalenceWorkspace } from './support/equivalence';

const source = `import { Agent } from '@mastra/core/agent';
import { AISpanType } from '@mastra/core/ai-tracing';
import { Mastra } from '@mastra/core/mastra';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

const temperatures: Record<string, number> = { Oslo: 4, Lima: 19 };

export const forecastTool = createTool({
  id: 'forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context, tracingContext }) => {
    const span = tracingContext?.currentSpan?.createChildSpan({
      type: AISpanType.GENERIC,
      name: 'look-up',
      input: { city: context.city },
    });
    try {
      const temperature = temperatures[context.city];
      if (temperature === undefined) throw new Error(\`no forecast for \${context.city}\`);
      span?.end({ output: { temperature } });
      return { city: context.city, temperature };
    } catch (error) {
      span?.error({ error: error as Error });
      throw error;
    }
  },
});

export const reportTool = createTool({
  id: 'report',
  description: 'Report on cities',
  inputSchema: z.object({ cities: z.array(z.string()) }),
  async execute({ context: { cities }, tracingContext: tracing }) {
    const rootSpan = tracing?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'report', input: cities });
    const lines = cities.map((city) => {
      const lineSpan = rootSpan?.createChildSpan({ type: AISpanType.GENERIC, name: \`line \${city}\` });
      lineSpan?.end({ output: city.length });
      return \`\${city}: \${city.length}\`;
    });
    rootSpan?.end({ output: { count: lines.length } });
    return lines.join('; ');
  },
});

export const echoTool = createTool({
  id: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async (args) => {
    const span = args.tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'echo' });
    span?.end({ output: args.context.text });
    return { echoed: args.context.text };
  },
});

export function makeMastra(model: any, exporter?: any) {
  const agent = new Agent({
    name: 'agent',
    instructions: 'Use the tools.',
    model,
    tools: { forecast: forecastTool, report: reportTool, echo: echoTool },
  });
  return new Mastra({
    agents: { agent },
    logger: false,
    ...(exporter && { observability: { configs: { test: { serviceName: 'test', exporters: [exporter] } } } }),
  });
}
`;

const calls: MastraToolCall[] = [
  { name: 'forecast', args: { city: 'Oslo' } },
  { name: 'forecast', args: { city: 'Atlantis' } },
  { name: 'report', args: { cities: ['Oslo', 'Lima'] } },
  { name: 'echo', args: { text: 'hello' } },
];

interface ExportedSpan {
  id: string;
  parentSpanId?: string;
  name: string;
  type: string;
  input?: unknown;
  output?: unknown;
  errorInfo?: { message: string };
  endTime?: unknown;
}

type MastraModule = {
  makeMastra: (
    model: unknown,
    exporter?: unknown,
  ) => {
    getAgent: (name: string) => { generate: (prompt: string) => Promise<{ text: string }> };
    shutdown: () => Promise<void>;
  };
};

type ToolLike = { execute: (...args: unknown[]) => Promise<unknown> };

/** The spans an exporter saw, by name under their parent's name (ids and times differ run to run). */
function spanTree(events: Array<{ type: string; exportedSpan: ExportedSpan }>) {
  const ended = events.filter((event) => event.type === 'span_ended').map((event) => event.exportedSpan);
  const started = events.filter((event) => event.type === 'span_started').map((event) => event.exportedSpan);
  const names = new Map(started.map((span) => [span.id, span.name]));
  const view = (span: ExportedSpan) => ({
    name: span.name,
    type: span.type,
    parent: span.parentSpanId === undefined ? undefined : names.get(span.parentSpanId),
    input: span.input,
    output: span.output,
    error: span.errorInfo?.message,
  });
  // Tools run concurrently: ordered by what they show, not by when they ended.
  const shown = (value: unknown) => JSON.stringify(value);
  return {
    started: started.map((span) => span.name).sort(),
    ended: ended.map(view).sort((a, b) => shown(a).localeCompare(shown(b))),
  };
}

async function runAgent(module: MastraModule, traced: boolean) {
  const events: Array<{ type: string; exportedSpan: ExportedSpan }> = [];
  const exporter = {
    name: 'recorder',
    exportEvent: async (event: { type: string; exportedSpan: ExportedSpan }) => void events.push(event),
    shutdown: async () => {},
  };
  const model = mastraModelV2(calls);
  const mastra = module.makeMastra(model, traced ? exporter : undefined);
  const response = await mastra.getAgent('agent').generate('go');
  await mastra.shutdown();
  return { text: response.text, ...mastraModelView(model), spans: spanTree(events) };
}

/** A direct call in 0.x's convention, with the tracing context given (or not). */
async function callDirectly(tool: ToolLike, input: unknown, tracingContext?: unknown) {
  try {
    return { result: await tool.execute({ context: input, runtimeContext: new RuntimeContext(), tracingContext }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A span that records what is done with it: the tool's own tracing, seen directly. */
function recordingSpan(log: unknown[], name = 'root') {
  return {
    name,
    createChildSpan(options: { name: string; input?: unknown }) {
      log.push(['create', name, options.name, options.input]);
      return recordingSpan(log, options.name);
    },
    end(options?: unknown) {
      log.push(['end', name, options]);
    },
    error(options: { error: Error }) {
      log.push(['error', name, options.error.message]);
    },
  };
}

let workspace: EquivalenceWorkspace;
let original: MastraModule & Record<string, unknown>;
let migrated: MastraModule & Record<string, unknown>;
let migratedSource: string;

beforeAll(async () => {
  workspace = new EquivalenceWorkspace('mastra-tracing', {}, { frameworkVersions: { '@mastra/core': 0 } });
  workspace.writeAdapterModule({
    frameworks: ['mastra', 'ai-sdk', 'langchain'],
    packages: { '@mastra/core': '0.24.9', ai: '6.0.326', '@langchain/core': '1.4.0', zod: '4.6.7' },
  });
  ({ original, migrated, migratedSource } = await workspace.migrate<MastraModule & Record<string, unknown>>(
    source,
    mastraFrontEnd,
    { frameworkVersions: { '@mastra/core': 0 } },
  ));
});

afterAll(() => workspace.dispose());

/** The migrated module's standard tools, by name (what `toMastra` was given). */
function standardTools(): Record<string, ToolLike & { name: string }> {
  const tools = Object.values(migrated).filter(
    (value): value is ToolLike & { name: string } =>
      typeof value === 'object' && value !== null && 'execute' in value && 'name' in value && !('id' in value),
  );
  return Object.fromEntries(tools.map((tool) => [tool.name, tool]));
}

describe('Mastra 0.x tools traced only through ?.: migrated untied, the same in Mastra', () => {
  it('migrates every tool, tracing as written', () => {
    expect(migratedSource).not.toContain('createTool');
    expect(migratedSource.match(/toMastra\(/g)).toHaveLength(3);
    expect(Object.keys(standardTools()).sort()).toEqual(['echo', 'forecast', 'report']);
  });

  it('traced by Mastra: the same spans, started, ended and failed, and the same results', async () => {
    const before = await runAgent(original, true);
    // The tools' own spans are there (the test would show nothing if tracing were off).
    expect(before.spans.ended.map((span) => span.name)).toEqual(
      expect.arrayContaining(['look-up', 'report', 'line Oslo', 'line Lima', 'echo']),
    );
    expect(before.spans.ended.find((span) => span.error !== undefined)?.error).toBe('no forecast for Atlantis');
    expect(before.results).toHaveLength(4);
    expect(await runAgent(migrated, true)).toEqual(before);
  });

  it('untraced in Mastra (no observability): the same results, no spans', async () => {
    const before = await runAgent(original, false);
    expect(before.spans).toEqual({ started: [], ended: [] });
    expect(await runAgent(migrated, false)).toEqual(before);
  });

  it('called directly, with a tracing context, { currentSpan: undefined } or none: the same', async () => {
    const inputs: Array<[string, unknown]> = [
      ['forecastTool', { city: 'Lima' }],
      ['forecastTool', { city: 'Atlantis' }],
      ['reportTool', { cities: ['Oslo', 'Lima'] }],
      ['echoTool', { text: 'hi' }],
    ];
    for (const [name, input] of inputs) {
      for (const given of ['span', 'no span', 'none'] as const) {
        const run = async (module: Record<string, unknown>) => {
          const log: unknown[] = [];
          const context =
            given === 'span'
              ? { currentSpan: recordingSpan(log) }
              : given === 'no span'
                ? { currentSpan: undefined }
                : undefined;
          return { ...(await callDirectly(module[name] as ToolLike, input, context)), log };
        };
        const before = await run(original);
        if (given === 'span') expect(before.log.length, `${name} traces`).toBeGreaterThan(0);
        expect(await run(migrated), `${name}, ${given}`).toEqual(before);
      }
    }
  });
});

describe('the migrated standard tools elsewhere (no tracing context): the results the originals give in Mastra', () => {
  const inputs: Array<[string, string, unknown]> = [
    ['forecast', 'forecastTool', { city: 'Oslo' }],
    ['report', 'reportTool', { cities: ['Oslo', 'Lima'] }],
    ['echo', 'echoTool', { text: 'hello' }],
  ];

  it('through the AI SDK (generateText, mock model)', async () => {
    const adapters = (await import(path.join(workspace.directory, 'std-tool.ts'))) as {
      toAiSdk: (tool: unknown) => ToolSet[string];
    };
    const tools = Object.fromEntries(
      Object.entries(standardTools()).map(([name, tool]) => [name, adapters.toAiSdk(tool)]),
    );
    let turn = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        turn += 1;
        const usage = {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        };
        if (turn > 1)
          return {
            content: [{ type: 'text', text: 'done' }],
            finishReason: { unified: 'stop', raw: 'stop' },
            usage,
            warnings: [],
          };
        return {
          content: inputs.map(([name, , input], index) => ({
            type: 'tool-call',
            toolCallId: `call-${index}`,
            toolName: name,
            input: JSON.stringify(input),
          })),
          finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
          usage,
          warnings: [],
        };
      },
    });
    const result = await generateText({ model, prompt: 'go', tools, stopWhen: stepCountIs(2) });
    const outputs = result.steps[0]!.content.filter((part) => part.type === 'tool-result').map((part) => part.output);
    const expected = [];
    for (const [, exportName, input] of inputs)
      expected.push((await callDirectly(original[exportName] as ToolLike, input)).result);
    expect(outputs).toEqual(expected);
  });

  it('through LangChain (invoke)', async () => {
    const adapters = (await import(path.join(workspace.directory, 'std-tool.ts'))) as {
      toLangChain: (tool: unknown) => { invoke: (input: unknown) => Promise<unknown> };
    };
    for (const [name, exportName, input] of inputs) {
      const expected = (await callDirectly(original[exportName] as ToolLike, input)).result;
      expect(await adapters.toLangChain(standardTools()[name]).invoke(input), name).toEqual(expected);
    }
  });

  it('type-check (strict) passed to toMastra, toAiSdk and toLangChain', () => {
    const migratedModule = migratedSource.includes('export const forecast ') ? 'forecast' : 'forecastDefinition';
    writeFileSync(
      path.join(workspace.directory, 'portable-check.ts'),
      `import { toAiSdk, toLangChain, toMastra } from './std-tool';\n` +
        `import * as migrated from './case1-migrated';\n` +
        `export const elsewhere = [toAiSdk(migrated.${migratedModule}), toLangChain(migrated.${migratedModule}), toMastra(migrated.${migratedModule})];\n`,
    );
    const { status, output } = workspace.typeCheck();
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 240_000);
});

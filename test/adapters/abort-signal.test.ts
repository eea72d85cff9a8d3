/**
 * `abortSignalOf(context)` through each framework's adapter and real package: the signal the
 * caller gives the framework is what a standard tool reads (the very object where the framework
 * passes it on; aborting it aborts what the tool holds), and a call given none reads a signal
 * that never aborts. MCP (1.x `extra.signal`, 2.x `ctx.mcpReq.signal`) is run with a real client
 * that cancels a call in test/transforms/mcp-equivalence.test.ts.
 */
import { genkit } from 'genkit';
import { describe, expect, it } from 'vitest';
import { toAiSdk } from '../../adapters/ai-sdk';
import { toGenkit } from '../../adapters/genkit';
import { toLangChain } from '../../adapters/langchain';
import { toMastra as toMastraV0 } from '../../adapters/mastra-v0';
import { toOpenAIAgents } from '../../adapters/openai-agents';
import { abortSignalOf, type StandardTool } from '../../adapters/standard-tool';
import { aiSdkDrivers, runAiSdkV4 } from './support/ai-sdk-harness';
import { loadAdapter } from './support/load-adapter';

const aiSdkV4 = await loadAdapter({
  load: () => import('../../adapters/ai-sdk-v4'),
  redirects: { ai: () => import('ai-v4') },
});
const mastraV1 = await loadAdapter({
  load: () => import('../../adapters/mastra'),
  redirects: { '@mastra/core/tools': () => import('mastra-v1/tools') },
});

/** A tool without input that records the signal it reads. */
function probe(): { tool: StandardTool; seen: AbortSignal[] } {
  const seen: AbortSignal[] = [];
  const tool: StandardTool = {
    name: 'probe',
    description: 'Reads its abort signal',
    execute: (_input, context) => {
      seen.push(abortSignalOf(context));
      return 'ok';
    },
  };
  return { tool, seen };
}

const call = { toolName: 'probe', input: {} };

/** Each framework run once with the tool, given `signal` the way its callers give one. */
const frameworks: Array<[name: string, run: (tool: StandardTool, signal?: AbortSignal) => Promise<unknown>]> = [
  ['AI SDK 4', (tool, signal) => runAiSdkV4({ probe: aiSdkV4.toAiSdk(tool) }, call, { abortSignal: signal })],
  ...(['v5', 'v6', 'v7'] as const).map(
    (major): [string, (tool: StandardTool, signal?: AbortSignal) => Promise<unknown>] => [
      `AI SDK ${major.slice(1)}`,
      (tool, signal) => aiSdkDrivers[major].run({ probe: toAiSdk(tool) }, call, undefined, { abortSignal: signal }),
    ],
  ),
  ['LangChain', (tool, signal) => toLangChain(tool).invoke({}, { signal })],
  ['Genkit', (tool, signal) => toGenkit(genkit({}), tool)(undefined, { abortSignal: signal })],
  // Mastra's agents call a tool's execute with the run's abortSignal in its context (1.x) or options (0.x).
  ['Mastra 1.x', (tool, signal) => mastraV1.toMastra(tool).execute!(undefined as never, { abortSignal: signal })],
  [
    'Mastra 0.x',
    (tool, signal) =>
      toMastraV0(tool).execute(
        { context: undefined } as never,
        {
          toolCallId: 'call-1',
          messages: [],
          abortSignal: signal,
        } as never,
      ),
  ],
];

describe.each(frameworks)('%s', (_name, run) => {
  it('gives the tool the signal its caller gave: aborting it aborts what the tool read', async () => {
    const { tool, seen } = probe();
    const controller = new AbortController();
    await run(tool, controller.signal);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.aborted).toBe(false);
    controller.abort('stop');
    expect(seen[0]!.aborted).toBe(true);
    expect(seen[0]!.reason).toBe('stop');
  });

  it('gives a signal that never aborts where the caller gave none', async () => {
    const { tool, seen } = probe();
    await run(tool);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(seen[0]!.aborted).toBe(false);
  });
});

describe('abortSignalOf', () => {
  it('reads each framework context shape, the very signal given', () => {
    const signal = new AbortController().signal;
    expect(abortSignalOf({ signal })).toBe(signal); // MCP 1.x extra, LangChain config
    expect(abortSignalOf({ abortSignal: signal })).toBe(signal); // AI SDK, Genkit, Mastra 1.x
    expect(abortSignalOf({ mcpReq: { signal } })).toBe(signal); // MCP 2.x
    expect(abortSignalOf({ options: { abortSignal: signal } })).toBe(signal); // Mastra 0.x (the adapter's context)
  });

  it('gives a fresh never-aborting signal for no context, or one without a signal', () => {
    for (const context of [undefined, null, 'text', {}, { signal: 'not a signal' }, { abortSignal: undefined }]) {
      const read = abortSignalOf(context);
      expect(read).toBeInstanceOf(AbortSignal);
      expect(read.aborted).toBe(false);
    }
    // Fresh each time: a listener added to one call's signal is never kept for another.
    expect(abortSignalOf(undefined)).not.toBe(abortSignalOf(undefined));
  });

  it('OpenAI Agents: the signal is not in the context its adapter passes (a never-aborting one)', async () => {
    const { tool, seen } = probe();
    const controller = new AbortController();
    controller.abort('stop');
    const agentsTool = toOpenAIAgents(tool);
    await agentsTool.invoke({ context: {} } as never, '{}', { signal: controller.signal } as never);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.aborted).toBe(false);
  });
});

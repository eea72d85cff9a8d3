/**
 * Scripted mock language models for Mastra agents, offline: turn 1 makes the given
 * tool calls, turn 2 answers "done". Mastra 1.x takes an AI SDK v6 `MockLanguageModelV3`
 * ('ai/test'); Mastra 0.x treats a V3 model as a legacy v4 model and refuses it in
 * `generate()`, so 0.x gets a `MockLanguageModelV2` from AI SDK v5 ('ai-v5/test').
 */
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { MockLanguageModelV2, simulateReadableStream as simulateReadableStreamV5 } from 'ai-v5/test';

export interface MastraToolCall {
  name: string;
  args: unknown;
}

type Turn = { calls: MastraToolCall[] } | { text: string };

function mastraTurns(calls: MastraToolCall[]): Turn[] {
  return calls.length > 0 ? [{ calls }, { text: 'done' }] : [{ text: 'done' }];
}

function mastraToolCallParts(calls: MastraToolCall[]) {
  return calls.map((call, index) => ({
    type: 'tool-call' as const,
    toolCallId: `call-${index}`,
    toolName: call.name,
    input: JSON.stringify(call.args),
  }));
}

/** AI SDK v6 mock (LanguageModelV3), for Mastra 1.x. */
export function mastraModelV3(calls: MastraToolCall[]) {
  const turns = mastraTurns(calls);
  let index = 0;
  const next = () => turns[Math.min(index++, turns.length - 1)];
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  };
  const finish = (turn: Turn) => ({ unified: 'calls' in turn ? 'tool-calls' : 'stop', raw: undefined }) as const;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      const turn = next();
      return {
        content: 'calls' in turn ? mastraToolCallParts(turn.calls) : [{ type: 'text', text: turn.text }],
        finishReason: finish(turn),
        usage,
        warnings: [],
      } as any;
    },
    doStream: async () => {
      const turn = next();
      const body =
        'calls' in turn
          ? mastraToolCallParts(turn.calls)
          : [
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: turn.text },
              { type: 'text-end', id: 't' },
            ];
      const chunks = [
        { type: 'stream-start', warnings: [] },
        ...body,
        { type: 'finish', finishReason: finish(turn), usage },
      ];
      return { stream: simulateReadableStream({ chunks }) } as any;
    },
  });
}

/** AI SDK v5 mock (LanguageModelV2), for Mastra 0.x. */
export function mastraModelV2(calls: MastraToolCall[]) {
  const turns = mastraTurns(calls);
  let index = 0;
  const next = () => turns[Math.min(index++, turns.length - 1)];
  const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
  return new MockLanguageModelV2({
    doGenerate: async () => {
      const turn = next();
      return {
        content: 'calls' in turn ? mastraToolCallParts(turn.calls) : [{ type: 'text', text: turn.text }],
        finishReason: 'calls' in turn ? 'tool-calls' : 'stop',
        usage,
        warnings: [],
      } as any;
    },
    doStream: async () => {
      const turn = next();
      const body =
        'calls' in turn
          ? mastraToolCallParts(turn.calls)
          : [
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: turn.text },
              { type: 'text-end', id: 't' },
            ];
      const chunks = [
        { type: 'stream-start', warnings: [] },
        ...body,
        { type: 'finish', finishReason: 'calls' in turn ? 'tool-calls' : 'stop', usage },
      ];
      return { stream: simulateReadableStreamV5({ chunks }) } as any;
    },
  });
}

interface RecordedCall {
  tools?: Array<{ name: string; description?: string; inputSchema?: unknown }>;
  prompt: Array<{ role: string; content: unknown }>;
}

/** What the model was sent: the tool definitions of turn 1, and the tool results fed back in turn 2. */
export function mastraModelView(model: { doGenerateCalls: unknown[]; doStreamCalls: unknown[] }) {
  const calls = (model.doStreamCalls.length > 0 ? model.doStreamCalls : model.doGenerateCalls) as RecordedCall[];
  const definitions = Object.fromEntries((calls[0]?.tools ?? []).map((tool) => [tool.name, tool]));
  const results = (calls[1]?.prompt ?? [])
    .filter((message) => message.role === 'tool')
    .flatMap((message) => message.content as Array<{ toolCallId: string; toolName: string; output: unknown }>)
    // As the provider would serialize it (a MastraError result becomes its toJSON()).
    .map(({ toolCallId, toolName, output }) => ({ toolCallId, toolName, output: JSON.parse(JSON.stringify(output)) }))
    .sort((a, b) => a.toolCallId.localeCompare(b.toolCallId, 'en', { numeric: true }));
  return { definitions, results };
}

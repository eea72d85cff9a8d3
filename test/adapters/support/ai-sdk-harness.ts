/**
 * AI SDK test harness: one `generateText` turn per call, on the mock language model of
 * each major (`MockLanguageModelV1` for v4, `V2` for v5, `V3` for v6, `V4` for v7),
 * offline. Step 1 the model calls one tool (or, without a call, answers "done" at once:
 * to read the tool definitions only); step 2 it answers "done". The harness reports what
 * the model was told (the tool definitions), what step 1 did with the call and the tool
 * message the model got back in step 2. v5 to v7 report step 1 as content parts
 * (tool-call, tool-result or tool-error); v4 as tool calls and tool results, and it
 * rejects on invalid input or a throwing tool.
 */
import * as aiV6 from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { generateText as generateTextV4 } from 'ai-v4';
import { MockLanguageModelV1 } from 'ai-v4/test';
import * as aiV5 from 'ai-v5';
import { MockLanguageModelV2 } from 'ai-v5/test';
import * as aiV7 from 'ai-v7';
import { MockLanguageModelV4 } from 'ai-v7/test';

export type AiSdkMajor = 'v5' | 'v6' | 'v7';

export interface AiSdkToolCall {
  toolName: string;
  /** Sent as the model's JSON text. */
  input: unknown;
}

export interface AiSdkTurn {
  /** The tool definitions the model received, in order. */
  toolsSent: any[];
  /** Step 1 content: the tool call, then its tool-result or tool-error. */
  content: any[];
  /** The last prompt message of step 2: the tool message carrying the result. */
  toolMessage: any;
}

interface AiSdkDriver {
  /** The major's own `tool()` (the identity function). */
  tool: (definition: any) => any;
  /** The major's own `jsonSchema()`. */
  jsonSchema: (json: any) => any;
  /** `settings`: more of `generateText`'s settings (`abortSignal`). */
  run(
    tools: Record<string, unknown>,
    call?: AiSdkToolCall,
    context?: unknown,
    settings?: Record<string, unknown>,
  ): Promise<AiSdkTurn>;
  /** Where `execute`'s options carry the per-call context given to `run`. */
  contextIn(options: any): unknown;
}

const TOOL_CALL_ID = 'call-1';

/** v6 and v7 share the result shape (structured finish reason and usage). */
function structuredResult(call: AiSdkToolCall | undefined) {
  return {
    content: call
      ? [{ type: 'tool-call', toolCallId: TOOL_CALL_ID, toolName: call.toolName, input: JSON.stringify(call.input) }]
      : [{ type: 'text', text: 'done' }],
    finishReason: call ? { unified: 'tool-calls', raw: 'tool_calls' } : { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    },
    warnings: [],
  };
}

function v5Result(call: AiSdkToolCall | undefined) {
  return {
    content: call
      ? [{ type: 'tool-call', toolCallId: TOOL_CALL_ID, toolName: call.toolName, input: JSON.stringify(call.input) }]
      : [{ type: 'text', text: 'done' }],
    finishReason: call ? 'tool-calls' : 'stop',
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    warnings: [],
  };
}

/** Runs one turn; `createModel` gets the `doGenerate` to install. */
async function runTurn(
  createModel: (doGenerate: (options: any) => Promise<any>) => unknown,
  result: (call: AiSdkToolCall | undefined) => unknown,
  generate: (model: unknown) => Promise<{ steps: Array<{ content: any[] }> }>,
  call: AiSdkToolCall | undefined,
): Promise<AiSdkTurn> {
  const requests: any[] = [];
  const model = createModel(async (options) => {
    requests.push(options);
    return result(requests.length === 1 ? call : undefined);
  });
  const generated = await generate(model);
  return {
    toolsSent: requests[0].tools,
    content: generated.steps[0].content,
    toolMessage: requests[1]?.prompt.at(-1),
  };
}

export const aiSdkDrivers: Record<AiSdkMajor, AiSdkDriver> = {
  v5: {
    tool: (definition) => aiV5.tool(definition),
    jsonSchema: (json) => aiV5.jsonSchema(json),
    run: (tools, call, context, settings) =>
      runTurn(
        (doGenerate) => new MockLanguageModelV2({ doGenerate }),
        v5Result,
        (model) =>
          aiV5.generateText({
            model: model as any,
            prompt: 'go',
            tools: tools as any,
            stopWhen: aiV5.stepCountIs(2),
            ...(context !== undefined && { experimental_context: context }),
            ...settings,
          }),
        call,
      ),
    contextIn: (options) => options.experimental_context,
  },
  v6: {
    tool: (definition) => aiV6.tool(definition),
    jsonSchema: (json) => aiV6.jsonSchema(json),
    run: (tools, call, context, settings) =>
      runTurn(
        (doGenerate) => new MockLanguageModelV3({ doGenerate }),
        structuredResult,
        (model) =>
          aiV6.generateText({
            model: model as any,
            prompt: 'go',
            tools: tools as any,
            stopWhen: aiV6.stepCountIs(2),
            ...(context !== undefined && { experimental_context: context }),
            ...settings,
          }),
        call,
      ),
    contextIn: (options) => options.experimental_context,
  },
  v7: {
    tool: (definition) => aiV7.tool(definition),
    jsonSchema: (json) => aiV7.jsonSchema(json),
    run: (tools, call, context, settings) =>
      runTurn(
        (doGenerate) => new MockLanguageModelV4({ doGenerate }),
        structuredResult,
        (model) =>
          aiV7.generateText({
            model: model as any,
            prompt: 'go',
            tools: tools as any,
            stopWhen: aiV7.isStepCount(2),
            // v7 replaced `experimental_context` by a context per tool name.
            ...(context !== undefined && call && { toolsContext: { [call.toolName]: context } as any }),
            ...settings,
          }),
        call,
      ),
    contextIn: (options) => options.context,
  },
};

export interface AiSdkV4Turn {
  /** `mode.tools` of the first model call. */
  toolsSent: any[];
  toolCalls: any[];
  toolResults: any[];
  /** The last prompt message of step 2: the tool message carrying the result. */
  toolMessage: any;
}

/** One AI SDK 4 turn (`generateText` with `maxSteps: 2`): the v4 counterpart of a driver's `run`. */
export async function runAiSdkV4(
  tools: Record<string, unknown>,
  call?: AiSdkToolCall,
  settings?: Record<string, unknown>,
): Promise<AiSdkV4Turn> {
  const requests: any[] = [];
  const model = new MockLanguageModelV1({
    doGenerate: async (options: any) => {
      requests.push(options);
      const base = { rawCall: { rawPrompt: null, rawSettings: {} }, usage: { promptTokens: 1, completionTokens: 1 } };
      if (requests.length > 1 || call === undefined) return { ...base, finishReason: 'stop', text: 'done' };
      const { toolName, input } = call;
      return {
        ...base,
        finishReason: 'tool-calls',
        toolCalls: [{ toolCallType: 'function', toolCallId: TOOL_CALL_ID, toolName, args: JSON.stringify(input) }],
      };
    },
  });
  const result = await generateTextV4({ model, prompt: 'go', tools: tools as any, maxSteps: 2, ...settings });
  return {
    toolsSent: requests[0].mode.tools,
    toolCalls: result.steps[0]!.toolCalls,
    toolResults: result.steps[0]!.toolResults,
    toolMessage: requests[1]?.prompt.at(-1),
  };
}

/** The message of a tool-error part (an Error, or already a string). */
export function aiSdkErrorText(part: { error: unknown }): string {
  return typeof part.error === 'string' ? part.error : (part.error as Error).message;
}

/**
 * A turn with every Error replaced by its name, message and cause chain, for deep
 * comparison: zod 3 puts per-instance functions on its errors, so two equal failures
 * are never `toEqual` as objects.
 */
export function aiSdkComparable(value: unknown, ancestors: object[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  // arktype's issues point back at their parents.
  if (ancestors.includes(value)) return '[circular]';
  const inner = [...ancestors, value];
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause;
    return { error: value.name, message: value.message, cause: aiSdkComparable(cause, inner) };
  }
  if (Array.isArray(value)) return value.map((entry) => aiSdkComparable(entry, inner));
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, aiSdkComparable(entry, inner)]));
}

/**
 * LangChain test harness: runs tools in a `createAgent` loop driven by
 * `FakeToolCallingModel` (exported by 'langchain' 1.x), reduces messages to data, and
 * records the callback events of a run.
 */
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { createAgent, FakeToolCallingModel, ToolMessage } from 'langchain';

export interface LangChainCall {
  name: string;
  args: Record<string, unknown>;
}

/** A ToolMessage as comparable data; error texts lose the stack trace LangChain embeds. */
export function langchainMessageShape(message: unknown) {
  const tool = message as ToolMessage;
  return {
    name: tool.name,
    tool_call_id: tool.tool_call_id,
    status: tool.status,
    content: typeof tool.content === 'string' ? langchainWithoutStack(tool.content) : tool.content,
    artifact: tool.artifact,
  };
}

export function langchainWithoutStack(text: string): string {
  return text.replace(/\n {4}at [^\n]*/g, '');
}

/** One agent turn: the fake model calls `calls` (ids call-0, call-1, ...), then stops. */
export async function langchainAgentRun(
  tools: StructuredToolInterface[],
  calls: LangChainCall[],
  context?: Record<string, unknown>,
) {
  const model = new FakeToolCallingModel({
    toolCalls: [calls.map((call, index) => ({ ...call, id: `call-${index}` })), []],
  });
  const agent = createAgent({ model, tools });
  const result = await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, context ? { context } : {});
  return result.messages.filter((message) => ToolMessage.isInstance(message)).map(langchainMessageShape);
}

/** Resolves to the thrown error. */
export async function langchainError(run: () => Promise<unknown>): Promise<any> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

/** A callback event: its kind, what it carried, its run and parent run (`run-0`, `run-1`... in order of appearance). */
export type LangChainEvent = [kind: string, payload: unknown, run: string, parent: string | undefined];

/** Records tool, chain and text events, awaited (not in the background), with run ids numbered. */
export class LangChainEventRecorder extends BaseCallbackHandler {
  name = 'event-recorder';
  override awaitHandlers = true;
  readonly events: LangChainEvent[] = [];
  private readonly runs = new Map<string, string>();

  private label(runId: string | undefined): string | undefined {
    if (runId === undefined) return undefined;
    if (!this.runs.has(runId)) this.runs.set(runId, `run-${this.runs.size}`);
    return this.runs.get(runId);
  }

  private record(kind: string, payload: unknown, runId: string, parentRunId?: string) {
    this.events.push([kind, payload, this.label(runId)!, this.label(parentRunId)]);
  }

  override handleToolStart(_tool: unknown, input: string, runId: string, parentRunId?: string) {
    this.record('tool-start', input, runId, parentRunId);
  }
  override handleToolEnd(output: unknown, runId: string, parentRunId?: string) {
    this.record('tool-end', (output as { content?: unknown } | null)?.content ?? output, runId, parentRunId);
  }
  override handleToolError(error: Error, runId: string, parentRunId?: string) {
    this.record('tool-error', error.message, runId, parentRunId);
  }
  override handleText(text: string, runId: string, parentRunId?: string) {
    this.record('text', text, runId, parentRunId);
  }
  /** Its parent run is left out: @langchain/core 1.x passes it where its own types say `runType`. */
  override handleChainStart(_chain: unknown, inputs: unknown, runId: string) {
    this.record('chain-start', inputs, runId);
  }
  override handleChainEnd(outputs: unknown, runId: string, parentRunId?: string) {
    this.record('chain-end', outputs, runId, parentRunId);
  }
}

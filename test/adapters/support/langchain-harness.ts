/**
 * LangChain test harness: runs tools in a `createAgent` loop driven by
 * `FakeToolCallingModel` (exported by 'langchain' 1.x), and reduces messages to data.
 */
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

/**
 * A context parameter declared and never read takes nothing from its framework (unread-parameter.ts): the tool is
 * not tied by it, in every front end, and the parameter gets no framework type. Read, typed by its author, or
 * reachable without its name (`arguments`, a direct `eval`): tied as before. Fixtures mastra/42, mcp-sdk/107,
 * genkit/42, langchain/71, ai-sdk/101 and openai-agents/16.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { genkitFrontEnd } from '../../transforms/front-ends/genkit';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { openAIAgentsFrontEnd } from '../../transforms/front-ends/openai-agents';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { transformSource } from '../../transforms/lib/engine';

const fixtures = path.join(__dirname, '..', '..', '__testfixtures__');

function migrate(folder: string, file: string, frontEnd: FrontEnd) {
  const inputPath = path.join(fixtures, folder, file);
  const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [frontEnd], {
    adapterPath: path.join(fixtures, folder, 'std-tool.ts'),
  });
  expect(result.error).toBeUndefined();
  return { tied: Object.fromEntries(result.tools.map((tool) => [tool.name, tool.tied])), output: result.output ?? '' };
}

describe('a context parameter nothing reads', () => {
  it('Mastra 1.x: untied when unread or only written; tied when read, typed, or reachable by arguments or eval', () => {
    const { tied } = migrate('mastra', '42-unread-context.input.ts', mastraFrontEnd);
    const reads = ["execute reads Mastra's ctx (its second argument)"];
    expect(tied).toEqual({ search: [], reset: [], whoami: reads, arity: reads, evaluate: reads, typed: reads });
  });

  it('MCP: untied inline, without an input schema, and in a handler named elsewhere; no McpToolContext for it', () => {
    const { tied, output } = migrate('mcp-sdk', '107-unread-context.input.ts', mcpSdkFrontEnd);
    const reads = ['execute reads the MCP request context (its second argument, the SDK `extra`)'];
    // `reverse` is a function of the file, whose MCP result is kept as it is: tied by that alone.
    const kept = ['keeps an MCP-shaped result (the adapter passes it through unchanged)'];
    expect(tied).toEqual({ count: [], ping: [], reverse: kept, session: reads, arity: reads });
    expect(output).toContain('execute: async ({ text }, extra) => String(');
    expect(output).toContain("execute: async (_input, extra) => 'pong'");
  });

  it('Genkit, LangChain, the AI SDK and the OpenAI Agents SDK: untied, and left untyped', () => {
    const genkit = migrate('genkit', '42-unread-context.input.ts', genkitFrontEnd);
    expect(genkit.tied).toEqual({
      add: [],
      whoami: ['execute reads the Genkit tool context (its second argument, `ctx`)'],
    });
    expect(genkit.output).toContain('execute: async ({ a, b }, ctx) => a + b');

    const langChain = migrate('langchain', '71-unread-config.input.ts', langChainFrontEnd);
    expect(langChain.tied).toEqual({ add: [], thread: ['execute reads the LangChain config (its second argument)'] });
    expect(langChain.output).toContain('execute: async ({ a, b }, config) => String(a + b)');

    const aiSdk = migrate('ai-sdk', '101-unread-options.input.ts', aiSdkFrontEnd);
    expect(aiSdk.tied).toEqual({ add: [], callId: ['execute reads the AI SDK call options (its second argument)'] });
    expect(aiSdk.output).toContain('execute: async ({ a, b }, options) => a + b');

    const agents = migrate('openai-agents', '16-unread-run-context.input.ts', openAIAgentsFrontEnd);
    expect(agents.tied).toEqual({
      cancelOrder: [],
      user: ['execute reads the OpenAI Agents run context (its second argument)'],
    });
    expect(agents.output).toContain('execute: async ({ orderId }, runContext) => `cancelled ${orderId}`');
  });
});

import { tool } from 'ai';
import { z } from 'zod';
import { RAG_TOOL, RETRIES, ToolName } from './97-computed-record-key.module';
import { toAiSdk } from './std-tool';

const ECHO_TOOL = 'echo';

export const ragFactory = (userId: string) => ({
  // The key is the constant of another module: a string by its type.
  [RAG_TOOL]: toAiSdk({
    name: RAG_TOOL,
    description: 'Find chunks.',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => find(userId, query),
  }),
  [ECHO_TOOL]: toAiSdk({
    name: ECHO_TOOL,
    description: 'Echo.',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  }),
  [ToolName.Search]: toAiSdk({
    name: ToolName.Search,
    description: 'Search the web.',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => search(query),
  }),
  // A number: the record's key is "3", the tool's name could not be 3.
  [RETRIES]: tool({
    description: 'Retry.',
    inputSchema: z.object({}),
    execute: async () => 'again',
  }),
  // Read again, a call could give another name.
  [nextName()]: tool({
    description: 'Next.',
    inputSchema: z.object({}),
    execute: async () => 'next',
  }),
});

export function withFinalAnswer(tools: Record<string, unknown>) {
  let finalName = `${RAG_TOOL}_final`;
  while (finalName in tools) finalName += '_';
  // Assigned under a name that is a string by its type (a template literal).
  tools[finalName] = toAiSdk({
    name: finalName,
    description: 'Give the final answer.',
    inputSchema: z.object({ answer: z.string() }),
    execute: async () => 'Final answer recorded.',
  });
  return tools;
}

declare function find(userId: string, query: string): Promise<string[]>;
declare function search(query: string): Promise<string[]>;
declare function nextName(): string;

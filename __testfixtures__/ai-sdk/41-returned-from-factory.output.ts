import { tool } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

interface Session {
  user: string;
}

// The vercel/ai-chatbot pattern: a tool built per request, reading the factory's parameters.
export const createDocument = ({ session }: { session: Session }) =>
  toAiSdk({
    name: 'createDocument',
    description: 'Create a document',
    inputSchema: z.object({ title: z.string() }),
    execute: async ({ title }) => `${session.user}: ${title}`,
  });

export function weatherTool(unit: 'C' | 'F') {
  // Returned from a block body.
  return toAiSdk({
    name: 'weather',
    description: 'Weather in a city',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => `${city}: 20°${unit}`,
  });
}

// A return inside a branch is not named (two branches would share one name).
export function pick(flag: boolean) {
  if (flag) return tool({ description: 'a', inputSchema: z.object({}), execute: async () => 'a' });
  return null;
}

// An anonymous function names nothing.
export default () => tool({ description: 'b', inputSchema: z.object({}), execute: async () => 'b' });

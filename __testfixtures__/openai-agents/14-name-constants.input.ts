import { tool } from '@openai/agents';
import { z } from 'zod';

const TOOL_ECHO = 'echo';

export const echoTool = tool({
  name: TOOL_ECHO,
  description: 'Echoes back the query',
  parameters: z.object({ query: z.string() }),
  async execute({ query }: { query: string }) {
    return `echo:${query}`;
  },
});

export function lookupTool(name: string, description: string) {
  return tool({
    name,
    description,
    parameters: z.object({ id: z.string() }),
    async execute({ id }: { id: string }) {
      return `customer ${id}`;
    },
  });
}

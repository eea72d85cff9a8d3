import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

const TOOL_ECHO = 'echo';

export const echo = standardTool({
  name: TOOL_ECHO,
  description: 'Echoes back the query',
  inputSchema: z.object({ query: z.string() }),
  async execute({ query }: { query: string }) {
    return `echo:${query}`;
  },
});
export const echoTool = toOpenAIAgents(echo);

export function lookupTool(name: string, description: string) {
  return toOpenAIAgents({
    name,
    description,
    inputSchema: z.object({ id: z.string() }),
    async execute({ id }: { id: string }) {
      return `customer ${id}`;
    },
  });
}

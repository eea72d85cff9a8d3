import { tool } from 'ai';
import { z } from 'zod';

// Provider-defined tools: the provider runs them, so they stay AI SDK tools.
export const tools = {
  web_search: tool({
    type: 'provider',
    id: 'test.web_search',
    isProviderExecuted: true,
    inputSchema: z.object({ q: z.string() }),
    args: {},
  }),
  code_interpreter: tool({ type: 'provider-defined', id: 'test.code', args: {} }),
};

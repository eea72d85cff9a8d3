import { tool } from 'ai';
import { z } from 'zod';
import { conversion } from './convert';

export const tools = {
  convert_currency: tool({
    description: 'Convert an amount between currencies',
    inputSchema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
    execute: async ({ amount, from, to }) => await conversion(amount, from, to),
  }),
};

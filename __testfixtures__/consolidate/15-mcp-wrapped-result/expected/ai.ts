import { z } from 'zod';
import { formatConversion } from './convert';
import { toAiSdk } from './std-tool';

export const tools = {
  convert_currency: toAiSdk({
    name: 'convert_currency',
    description: 'Convert an amount between currencies',
    inputSchema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
    execute: async ({ amount, from, to }) => formatConversion(amount, from, to),
  }),
};

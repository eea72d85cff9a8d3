import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { conversion } from './convert';

export const convertCurrencyTool = tool(async ({ amount, from, to }) => await conversion(amount, from, to), {
  name: 'convert_currency',
  description: 'Convert an amount between currencies',
  schema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
});

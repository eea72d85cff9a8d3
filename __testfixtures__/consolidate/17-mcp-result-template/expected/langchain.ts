import { z } from 'zod';
import { conversion } from './convert';
import { standardTool, toLangChain } from './std-tool';

export const convertCurrency = standardTool({
  name: 'convert_currency',
  description: 'Convert an amount between currencies',
  inputSchema: z.object({ amount: z.number(), from: z.string(), to: z.string() }),
  execute: async ({ amount, from, to }) => await conversion(amount, from, to),
});
export const convertCurrencyTool = toLangChain(convertCurrency);

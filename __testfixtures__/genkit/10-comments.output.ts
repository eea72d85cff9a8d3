import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

/**
 * Converts between currencies.
 * Rates are fixed for the demo.
 */
export const convertDefinition = standardTool({
  name: 'convert',
  // Shown to the model: keep it short.
  description: 'Converts an amount between currencies',
  inputSchema: z.object({
    amount: z.number(), // in the source currency
    from: z.string(),
    to: z.string(),
  }),
  // Rates never change in this demo.
  execute: async ({ amount, from, to }) => {
    const rate = from === to ? 1 : 2;
    return amount * rate; // converted
  },
});
export const convert = toGenkit(ai, convertDefinition);

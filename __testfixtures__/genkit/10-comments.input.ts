import { genkit, z } from 'genkit';

export const ai = genkit({});

/**
 * Converts between currencies.
 * Rates are fixed for the demo.
 */
export const convert = ai.defineTool(
  {
    name: 'convert',
    // Shown to the model: keep it short.
    description: 'Converts an amount between currencies',
    inputSchema: z.object({
      amount: z.number(), // in the source currency
      from: z.string(),
      to: z.string(),
    }),
  },
  // Rates never change in this demo.
  async ({ amount, from, to }) => {
    const rate = from === to ? 1 : 2;
    return amount * rate; // converted
  },
);

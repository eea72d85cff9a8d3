import { tool } from 'ai';
import { z } from 'zod';
import { convert } from './units';

export const tools = {
  convert_units: tool({
    description: 'Convert a length in metres to feet',
    inputSchema: z.object({ metres: z.number().describe('The length in metres') }),
    execute: async ({ metres }) => convert(metres),
  }),
};

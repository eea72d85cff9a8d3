import { Agent, tool } from '@openai/agents';
import { z } from 'zod';
import { convert } from './units';

export const convertTool = tool({
  name: 'convert_units',
  description: 'Convert a length in metres to feet',
  parameters: z.object({ metres: z.number().describe('The length in metres') }),
  execute: async ({ metres }) => convert(metres),
});

export const agent = new Agent({ name: 'Converter', instructions: 'Convert units.', tools: [convertTool] });

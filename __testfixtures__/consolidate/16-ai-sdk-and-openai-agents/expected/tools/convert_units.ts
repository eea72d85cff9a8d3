import { standardTool } from '../std-tool';
import { z } from 'zod';
import { convert } from '../units';

export const convertUnits = standardTool({
  name: 'convert_units',
  description: 'Convert a length in metres to feet',
  inputSchema: z.object({ metres: z.number().describe('The length in metres') }),
  execute: async ({ metres }) => convert(metres),
});

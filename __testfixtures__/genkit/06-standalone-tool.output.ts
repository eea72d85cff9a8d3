import { dynamicTool, tool, z } from 'genkit';
import { standardTool, toGenkitUsing } from './std-tool';

export const searchDefinition = standardTool({
  name: 'search',
  description: 'Searches the docs',
  inputSchema: z.object({ query: z.string() }),
  outputSchema: z.array(z.string()),
  execute: async ({ query }) => [`result for ${query}`],
});
export const search = toGenkitUsing(tool, searchDefinition);

export const rollDefinition = standardTool({
  name: 'roll',
  description: 'Rolls a die',
  inputSchema: z.object({ sides: z.number().int().min(2) }),
  execute: async ({ sides }) => sides,
});
export const roll = toGenkitUsing(dynamicTool, rollDefinition);

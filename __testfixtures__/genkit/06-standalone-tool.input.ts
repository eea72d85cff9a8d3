import { dynamicTool, tool, z } from 'genkit';

export const search = tool(
  {
    name: 'search',
    description: 'Searches the docs',
    inputSchema: z.object({ query: z.string() }),
    outputSchema: z.array(z.string()),
  },
  async ({ query }) => [`result for ${query}`],
);

export const roll = dynamicTool(
  {
    name: 'roll',
    description: 'Rolls a die',
    inputSchema: z.object({ sides: z.number().int().min(2) }),
  },
  async ({ sides }) => sides,
);

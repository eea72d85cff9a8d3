import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

const summarise = standardTool({
  name: 'summarise',
  description: 'Summarises text',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.slice(0, 10),
});
export default toGenkit(ai, summarise);

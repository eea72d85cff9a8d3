import { genkit } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

export const nowDefinition = standardTool({
  name: 'now',
  description: 'The current time',
  execute: async () => '2024-01-01T00:00:00Z',
});
export const now = toGenkit(ai, nowDefinition);

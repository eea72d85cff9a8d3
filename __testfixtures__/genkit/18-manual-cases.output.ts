import { genkit, z } from 'genkit';
import { defineTool } from '@genkit-ai/ai';
import { genkit as betaGenkit } from 'genkit/beta';
import { fromJsonSchema, standardTool, toGenkit } from './std-tool';

export const ai = genkit({});
const beta = betaGenkit({});

const TOOL_NAME = 'computed';
export const toolName = standardTool({
  name: TOOL_NAME,
  description: 'Computed name',
  execute: async () => 1,
});
export const computed = toGenkit(ai, toolName);

export const parts = ai.defineTool(
  { name: 'parts', description: 'Multipart', multipart: true },
  async () => ({ output: 1, content: [{ text: 'one' }] }),
);

export const ask = beta.defineInterrupt({ name: 'ask', description: 'Asks the user', inputSchema: z.object({ q: z.string() }) });

const config = { name: 'fromVariable', description: 'Config in a variable' };
export const fromVariable = ai.defineTool(config, async () => 2);

export const rawJsonDefinition = standardTool({
  name: 'rawJson',
  description: 'Raw JSON Schema',
  inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
  execute: async () => 3,
});
export const rawJson = toGenkit(ai, rawJsonDefinition);

export const noSchema = ai.defineTool({ name: 'noSchema', description: 'No schema' }, async (input) => input);

export const legacy = defineTool({ name: 'legacy', description: 'Old API', inputSchema: z.object({}) }, async () => 4);

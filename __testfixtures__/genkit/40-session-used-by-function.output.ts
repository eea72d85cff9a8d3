import { genkit, getContext, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

// The session Genkit keeps for the call: only there.
export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Looks up the customer',
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => `${id}: ${ai.currentSession<{ name: string }>().state?.name}`,
});
export const lookup = toGenkit(ai, lookupDefinition);

// The action's context, imported.
export const whoamiDefinition = standardTool({
  name: 'whoami',
  description: 'Who is calling',
  inputSchema: z.object({}),
  execute: async () => String(getContext()?.auth?.uid),
});
export const whoami = toGenkit(ai, whoamiDefinition);

// Generating with the instance works anywhere: not a read of the call.
export const summarizeDefinition = standardTool({
  name: 'summarize',
  description: 'Summarizes',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => (await ai.generate(`Summarize: ${text}`)).text,
});
export const summarize = toGenkit(ai, summarizeDefinition);

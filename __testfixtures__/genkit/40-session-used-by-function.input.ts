import { genkit, getContext, z } from 'genkit';

export const ai = genkit({});

// The session Genkit keeps for the call: only there.
export const lookup = ai.defineTool(
  { name: 'lookup', description: 'Looks up the customer', inputSchema: z.object({ id: z.string() }) },
  async ({ id }) => `${id}: ${ai.currentSession<{ name: string }>().state?.name}`,
);

// The action's context, imported.
export const whoami = ai.defineTool(
  { name: 'whoami', description: 'Who is calling', inputSchema: z.object({}) },
  async () => String(getContext()?.auth?.uid),
);

// Generating with the instance works anywhere: not a read of the call.
export const summarize = ai.defineTool(
  { name: 'summarize', description: 'Summarizes', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => (await ai.generate(`Summarize: ${text}`)).text,
);

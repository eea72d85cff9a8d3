import { genkit as createGenkit, z } from 'genkit';
import * as g from 'genkit';
import { tool as genkitTool } from 'genkit/beta';

export const ai = createGenkit({});
export const other = g.genkit({});

export const ping = ai.defineTool({ name: 'ping', description: 'Ping', inputSchema: z.object({}) }, async () => 'pong');

export const echo = other.defineTool(
  { name: 'echo', description: 'Echo', inputSchema: g.z.object({ text: g.z.string() }) },
  async ({ text }) => text,
);

export const shout = genkitTool(
  { name: 'shout', description: 'Shouts', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => text.toUpperCase(),
);

export const whisper = g.tool(
  { name: 'whisper', description: 'Whispers', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => text.toLowerCase(),
);

import { genkit as createGenkit, z } from 'genkit';
import * as g from 'genkit';
import { tool as genkitTool } from 'genkit/beta';
import { standardTool, toGenkit, toGenkitUsing } from './std-tool';

export const ai = createGenkit({});
export const other = g.genkit({});

export const pingDefinition = standardTool({
  name: 'ping',
  description: 'Ping',
  inputSchema: z.object({}),
  execute: async () => 'pong',
});
export const ping = toGenkit(ai, pingDefinition);

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: g.z.object({ text: g.z.string() }),
  execute: async ({ text }) => text,
});
export const echo = toGenkit(other, echoDefinition);

export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Shouts',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
export const shout = toGenkitUsing(genkitTool, shoutDefinition);

export const whisperDefinition = standardTool({
  name: 'whisper',
  description: 'Whispers',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toLowerCase(),
});
export const whisper = toGenkitUsing(g.tool, whisperDefinition);

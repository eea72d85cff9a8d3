import { jsonSchema } from 'ai';
import { standardTool, toAiSdk } from './std-tool';

interface Lookup {
  id: string;
  deep?: boolean;
}

// The AI SDK schema stays with the AI SDK; its type argument types the standard execute's input.
export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up a record by id',
  execute: async ({ id, deep }: Lookup) => ({ id, deep: deep ?? false }),
});
export const lookup = toAiSdk(lookupDefinition, {
  inputSchema: jsonSchema<Lookup>({
    type: 'object',
    properties: { id: { type: 'string' }, deep: { type: 'boolean' } },
    required: ['id'],
  }),
});

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo a text',
  execute: (input: { text: string }) => input.text,
});
export const echo = toAiSdk(echoDefinition, {
  inputSchema: jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
});

// Its own type stays.
export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Shout a text',
  execute: async ({ text }: { text: string }) => text.toUpperCase(),
});
export const shout = toAiSdk(shoutDefinition, {
  inputSchema: jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
});

import { fromJsonSchema, standardTool, toAiSdk } from './std-tool';

interface Lookup {
  id: string;
  deep?: boolean;
}

// The JSON goes to fromJsonSchema<T>(), which types the standard tool's input as jsonSchema<T>() did.
export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up a record by id',
  inputSchema: fromJsonSchema<Lookup>({
    type: 'object',
    properties: { id: { type: 'string' }, deep: { type: 'boolean' } },
    required: ['id'],
  }),
  execute: async ({ id, deep }) => ({ id, deep: deep ?? false }),
});
export const lookup = toAiSdk(lookupDefinition);

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo a text',
  inputSchema: fromJsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
  execute: input => input.text,
});
export const echo = toAiSdk(echoDefinition);

// Its own type stays.
export const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Shout a text',
  inputSchema: fromJsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
  execute: async ({ text }: { text: string }) => text.toUpperCase(),
});
export const shout = toAiSdk(shoutDefinition);

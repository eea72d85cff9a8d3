import { jsonSchema, tool } from 'ai';

interface Lookup {
  id: string;
  deep?: boolean;
}

// The JSON goes to fromJsonSchema<T>(), which types the standard tool's input as jsonSchema<T>() did.
export const lookup = tool({
  description: 'Look up a record by id',
  inputSchema: jsonSchema<Lookup>({
    type: 'object',
    properties: { id: { type: 'string' }, deep: { type: 'boolean' } },
    required: ['id'],
  }),
  execute: async ({ id, deep }) => ({ id, deep: deep ?? false }),
});

export const echo = tool({
  description: 'Echo a text',
  inputSchema: jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
  execute: input => input.text,
});

// Its own type stays.
export const shout = tool({
  description: 'Shout a text',
  inputSchema: jsonSchema<{ text: string }>({ type: 'object', properties: { text: { type: 'string' } } }),
  execute: async ({ text }: { text: string }) => text.toUpperCase(),
});

import { genkit } from 'genkit';
import { schemaFor } from './schemas.js';
import { fromJsonSchema, toGenkit } from './std-tool.js';

export const ai = genkit({});

const pointSchema = { type: 'object', properties: { x: { type: 'number' } } };

export const pointDefinition = {
  name: 'point',
  description: 'A point',
  inputSchema: fromJsonSchema(pointSchema),
  execute: async ({ x }) => x * 2,
};
export const point = toGenkit(ai, pointDefinition);

export const literalDefinition = {
  name: 'literal',
  description: 'Inline JSON',
  inputSchema: fromJsonSchema({ type: 'object' }),
  outputSchema: fromJsonSchema({ type: 'number' }),
  execute: async () => 1,
};
export const literal = toGenkit(ai, literalDefinition);

// May be undefined (no schema, for Genkit): left as it is.
export const unknown = ai.defineTool(
  { name: 'unknown', description: 'From elsewhere', inputJsonSchema: schemaFor('unknown') },
  async (input) => input,
);

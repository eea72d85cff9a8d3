import { genkit } from 'genkit';
import { schemaFor } from './schemas.js';

export const ai = genkit({});

const pointSchema = { type: 'object', properties: { x: { type: 'number' } } };

export const point = ai.defineTool(
  { name: 'point', description: 'A point', inputJsonSchema: pointSchema },
  async ({ x }) => x * 2,
);

export const literal = ai.defineTool(
  { name: 'literal', description: 'Inline JSON', inputJsonSchema: { type: 'object' }, outputJsonSchema: { type: 'number' } },
  async () => 1,
);

// May be undefined (no schema, for Genkit): left as it is.
export const unknown = ai.defineTool(
  { name: 'unknown', description: 'From elsewhere', inputJsonSchema: schemaFor('unknown') },
  async (input) => input,
);

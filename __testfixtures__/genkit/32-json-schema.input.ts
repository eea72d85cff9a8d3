import { genkit, z, type JSONSchema7 } from 'genkit';

export const ai = genkit({});

const citySchema: JSONSchema7 = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

// Written as JSON Schema: Genkit validates it itself.
export const weather = ai.defineTool(
  {
    name: 'weather',
    description: 'Current weather',
    inputJsonSchema: citySchema,
    outputJsonSchema: { type: 'string' },
  },
  async ({ city }) => `sunny in ${city}`,
);

export function registerRemote(remote: { name: string; description?: string; inputSchema: unknown }) {
  return ai.defineTool(
    {
      name: `remote/${remote.name}`,
      description: remote.description || '',
      // The remote server's own schema.
      inputJsonSchema: remote.inputSchema as JSONSchema7,
      outputSchema: z.any(),
      metadata: { remote: true },
    },
    async (args) => ({ called: remote.name, args }),
  );
}

export const inline = (inputJsonSchema: JSONSchema7) =>
  ai.dynamicTool({ name: 'inline', description: 'Shorthand', inputJsonSchema }, async (input) => input);

export const both = ai.defineTool(
  { name: 'both', description: 'Both kinds', inputSchema: z.object({}), inputJsonSchema: { type: 'object' } },
  async () => 1,
);

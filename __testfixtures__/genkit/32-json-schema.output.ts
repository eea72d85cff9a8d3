import { genkit, z, type JSONSchema7 } from 'genkit';
import { fromJsonSchema, standardTool, toGenkit, toGenkitDynamic } from './std-tool';

export const ai = genkit({});

const citySchema: JSONSchema7 = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

// Written as JSON Schema: Genkit validates it itself.
export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'Current weather',
  inputSchema: fromJsonSchema(citySchema),
  outputSchema: fromJsonSchema({ type: 'string' }),
  execute: async ({ city }) => `sunny in ${city}`,
});
export const weather = toGenkit(ai, weatherDefinition);

export function registerRemote(remote: { name: string; description?: string; inputSchema: unknown }) {
  const remoteDefinition = standardTool({
    name: `remote/${remote.name}`,
    description: remote.description || '',
    // The remote server's own schema.
    inputSchema: fromJsonSchema(remote.inputSchema as JSONSchema7),
    outputSchema: z.any(),
    execute: async (args) => ({ called: remote.name, args }),
  });
  return toGenkit(ai, remoteDefinition, {
    metadata: { remote: true },
  });
}

export const inline = (inputJsonSchema: JSONSchema7) =>
  toGenkitDynamic(ai, {
    name: 'inline',
    description: 'Shorthand',
    inputSchema: fromJsonSchema(inputJsonSchema),
    execute: async (input) => input,
  });

export const both = ai.defineTool(
  { name: 'both', description: 'Both kinds', inputSchema: z.object({}), inputJsonSchema: { type: 'object' } },
  async () => 1,
);

import { DynamicStructuredTool, tool } from '@langchain/core/tools';
import * as v from 'valibot';
import { fromJsonSchema, standardTool, toLangChain } from './std-tool.js';
import { CommandSchema } from './types.js';

// A JSON Schema literal: fromJsonSchema() hands it back to LangChain as written.
export const lookupDefinition = standardTool({
  name: 'lookup',
  description: 'Look up by id',
  inputSchema: fromJsonSchema({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
  execute: async (input: { id: string }) => input.id,
});
export const lookup = toLangChain(lookupDefinition);

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
} as const;

// No description: LangChain said "<name> tool", as the JSON Schema has none.
export const weatherDefinition = standardTool({
  name: 'weather',
  description: 'weather tool',
  inputSchema: fromJsonSchema(citySchema),
  execute: async ({ city }: { city: string }) => `sunny in ${city}`,
});
export const weather = toLangChain(weatherDefinition);

export const mcpLikeDefinition = standardTool({
  name: 'mcp_like',
  description: 'Tool similar to MCP tools',
  inputSchema: fromJsonSchema({
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  }),
  execute: async () => 'test result',
});
export const mcpLike = toLangChain(mcpLikeDefinition);

// A schema the code does not show (an import, a call, a read): kept as written.
export const bashDefinition = standardTool({
  name: 'bash',
  description: 'Runs a command',
  inputSchema: CommandSchema,
  execute: async ({ command }) => `ran ${command}`,
});
export const bash = toLangChain(bashDefinition);

// In a DynamicStructuredTool it stays: the class parses a string schema as the whole input.
export function wrap(source: { schema: typeof CommandSchema }) {
  return new DynamicStructuredTool({
    name: 'wrapped',
    description: 'Same schema',
    schema: source.schema,
    func: async (input) => JSON.stringify(input),
  });
}

// Left: another dialect, another library, a value that may be undefined.
export const newer = tool(async () => 'x', {
  name: 'newer',
  description: 'Draft 2020-12',
  schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
});

export const valibotTool = tool(async () => 'x', {
  name: 'valibot_tool',
  description: 'A valibot schema',
  schema: v.object({ a: v.string() }),
});

export function maybe(options?: { schema?: typeof CommandSchema }) {
  return tool(async () => 'x', {
    name: 'maybe',
    description: 'Maybe a schema',
    schema: options?.schema,
  });
}

export const stringy = new DynamicStructuredTool({
  name: 'stringy',
  description: 'A JSON Schema of a string',
  schema: { type: 'string' },
  func: async (input) => input,
});

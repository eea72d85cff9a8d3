import { DynamicStructuredTool, tool } from '@langchain/core/tools';
import * as v from 'valibot';
import { CommandSchema } from './types.js';

// A JSON Schema literal: fromJsonSchema() hands it back to LangChain as written.
export const lookup = tool(async (input: { id: string }) => input.id, {
  name: 'lookup',
  description: 'Look up by id',
  schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
});

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
} as const;

// No description: LangChain said "<name> tool", as the JSON Schema has none.
export const weather = tool(async ({ city }: { city: string }) => `sunny in ${city}`, {
  name: 'weather',
  schema: citySchema,
});

export const mcpLike = new DynamicStructuredTool({
  name: 'mcp_like',
  description: 'Tool similar to MCP tools',
  schema: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
  func: async () => 'test result',
});

// A schema the code does not show (an import, a call, a read): kept as written.
export const bash = tool(async ({ command }) => `ran ${command}`, {
  name: 'bash',
  description: 'Runs a command',
  schema: CommandSchema,
});

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

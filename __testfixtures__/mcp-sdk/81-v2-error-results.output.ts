import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

function describeRatio(ratio: number): string {
  return `ratio ${ratio}`;
}

export const server = new McpServer({ name: 'v2-portable', version: '2.0.0' });

// 2.x answers a throw as 1.x does: the error results become throws, the texts plain strings.
const ratioDefinition = standardTool({
  name: 'ratio',
  description: 'A ratio in words',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => {
    if (b === 0) throw new Error('division by zero');
    return describeRatio(a / b);
  },
});
registerMcpTool(server, ratioDefinition);

const sum = standardTool({
  name: 'sum',
  description: 'A sum, structured',
  inputSchema: z.object({ values: z.array(z.number()) }),
  outputSchema: z.object({ sum: z.number() }),
  execute: async ({ values }) => {
    if (values.length === 0) throw new Error('nothing to add');
    const output = { sum: values.reduce((total, value) => total + value, 0) };
    return output;
  },
});
registerMcpTool(server, sum);

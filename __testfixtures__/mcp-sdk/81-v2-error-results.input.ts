import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

function describeRatio(ratio: number): string {
  return `ratio ${ratio}`;
}

export const server = new McpServer({ name: 'v2-portable', version: '2.0.0' });

// 2.x answers a throw as 1.x does: the error results become throws, the texts plain strings.
server.registerTool(
  'ratio',
  { description: 'A ratio in words', inputSchema: z.object({ a: z.number(), b: z.number() }) },
  async ({ a, b }) => {
    if (b === 0) return { isError: true, content: [{ type: 'text', text: 'division by zero' }] };
    return { content: [{ type: 'text', text: describeRatio(a / b) }] };
  },
);

server.registerTool(
  'sum',
  {
    description: 'A sum, structured',
    inputSchema: z.object({ values: z.array(z.number()) }),
    outputSchema: z.object({ sum: z.number() }),
  },
  async ({ values }) => {
    if (values.length === 0) return { content: [{ type: 'text', text: 'nothing to add' }], isError: true };
    const output = { sum: values.reduce((total, value) => total + value, 0) };
    return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
  },
);

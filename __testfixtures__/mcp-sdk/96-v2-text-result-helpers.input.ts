import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { formatToolError, handleCliOutput, untyped, type ToolResponse } from './95-text-result-helpers.module';

// 2.x: helpers of another module (fixture 95's) and of this one, with branches.
const describe = (count: number): ToolResponse => {
  if (count > 100) {
    return { content: [{ type: 'text', text: 'too many' }], isError: true };
  }
  return { content: [{ type: 'text', text: `count ${count}` }] };
};

export const server = new McpServer({ name: 'v2-text-result-helpers', version: '2.0.0' });

server.registerTool(
  'cli',
  { description: 'Run the CLI', inputSchema: z.object({ output: z.string() }) },
  async ({ output }) => handleCliOutput(output),
);

server.registerTool(
  'count',
  { description: 'Describe a count', inputSchema: z.object({ count: z.number() }) },
  ({ count }): ToolResponse => describe(count),
);

server.registerTool(
  'fail',
  { description: 'Fails', inputSchema: z.object({ reason: z.string() }) },
  async ({ reason }) => {
    return formatToolError(reason);
  },
);

// Not proved: a text of any type.
server.registerTool(
  'untyped',
  { description: 'Untyped', inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => untyped(text),
);

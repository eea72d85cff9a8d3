import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { formatToolError, handleCliOutput, untyped, type ToolResponse } from './95-text-result-helpers.module';
import { registerMcpTool, standardTool, textOfMcpResult } from './std-tool';

// 2.x: helpers of another module (fixture 95's) and of this one, with branches.
const describe = (count: number): ToolResponse => {
  if (count > 100) {
    return { content: [{ type: 'text', text: 'too many' }], isError: true };
  }
  return { content: [{ type: 'text', text: `count ${count}` }] };
};

export const server = new McpServer({ name: 'v2-text-result-helpers', version: '2.0.0' });

const cli = standardTool({
  name: 'cli',
  description: 'Run the CLI',
  inputSchema: z.object({ output: z.string() }),
  execute: async ({ output }) => textOfMcpResult(handleCliOutput(output)),
});
registerMcpTool(server, cli);

const countDefinition = standardTool({
  name: 'count',
  description: 'Describe a count',
  inputSchema: z.object({ count: z.number() }),
  execute: ({ count }): string => textOfMcpResult(describe(count)),
});
registerMcpTool(server, countDefinition);

const fail = standardTool({
  name: 'fail',
  description: 'Fails',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ reason }) => {
    return textOfMcpResult(formatToolError(reason));
  },
});
registerMcpTool(server, fail);

// Not proved: a text of any type.
const untypedDefinition = standardTool({
  name: 'untyped',
  description: 'Untyped',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => untyped(text),
});
registerMcpTool(server, untypedDefinition);

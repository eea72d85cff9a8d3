import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'v2-error-bodies', version: '2.0.0' });

// 2.x answers a throw, sync or async, with the same error result.
const refuse = standardTool({
  name: 'refuse',
  description: 'Always refuses',
  inputSchema: z.object({ reason: z.string() }),
  execute: ({ reason }) => { throw new Error(`refused: ${reason}`); },
});
registerMcpTool(server, refuse);

const closed = standardTool({
  name: 'closed',
  description: 'Closed for today',
  execute: async () => { throw new Error('closed'); },
});
registerMcpTool(server, closed);

import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2-error-bodies', version: '2.0.0' });

// 2.x answers a throw, sync or async, with the same error result.
server.registerTool(
  'refuse',
  { description: 'Always refuses', inputSchema: z.object({ reason: z.string() }) },
  ({ reason }) => ({ isError: true, content: [{ type: 'text', text: `refused: ${reason}` }] }),
);

server.registerTool('closed', { description: 'Closed for today' }, async () => ({
  content: [{ type: 'text', text: 'closed' }],
  isError: true,
}));

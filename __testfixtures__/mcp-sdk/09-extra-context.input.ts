import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'jobs', version: '1.0.0' }, { capabilities: { logging: {} } });

server.registerTool(
  'long_job',
  {
    description: 'Run a job, reporting progress',
    inputSchema: { steps: z.number().int().min(1).max(5) },
  },
  async ({ steps }, extra) => {
    for (let step = 1; step <= steps; step += 1) {
      if (extra.signal.aborted) throw new Error('cancelled');
      await extra.sendNotification({
        method: 'notifications/message',
        params: { level: 'info', data: `step ${step} of ${steps}` },
      });
    }
    return { content: [{ type: 'text', text: `done after ${steps} steps` }] };
  },
);

server.registerTool(
  'whoami',
  {
    description: 'The session asking',
  },
  async (extra) => ({
    content: [{ type: 'text', text: `session ${String(extra.sessionId)}` }],
  }),
);

server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));

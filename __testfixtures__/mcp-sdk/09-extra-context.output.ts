import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'jobs', version: '1.0.0' }, { capabilities: { logging: {} } });

const longJob = standardTool({
  name: 'long_job',
  description: 'Run a job, reporting progress',
  inputSchema: z.object({ steps: z.number().int().min(1).max(5) }),
  execute: async ({ steps }, extra: McpToolContext) => {
    for (let step = 1; step <= steps; step += 1) {
      if (extra.signal.aborted) throw new Error('cancelled');
      await extra.sendNotification({
        method: 'notifications/message',
        params: { level: 'info', data: `step ${step} of ${steps}` },
      });
    }
    return `done after ${steps} steps`;
  },
});
registerMcpTool(server, longJob);

const whoami = standardTool({
  name: 'whoami',
  description: 'The session asking',
  execute: async (_input, extra: McpToolContext) => `session ${String(extra.sessionId)}`,
});
registerMcpTool(server, whoami);

const ping = standardTool({
  name: 'ping',
  description: 'Ping',
  execute: async () => 'pong',
});
registerMcpTool(server, ping);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, type StandardTool } from './std-tool';

export const server = new McpServer({ name: 'jobs', version: '1.0.0' }, { capabilities: { logging: {} } });

const longJob = {
  name: 'long_job',
  description: 'Run a job, reporting progress',
  inputSchema: z.object({ steps: z.number().int().min(1).max(5) }),
  execute: async ({ steps }, extra) => {
    for (let step = 1; step <= steps; step += 1) {
      if (extra.signal.aborted) throw new Error('cancelled');
      await extra.sendNotification({
        method: 'notifications/message',
        params: { level: 'info', data: `step ${step} of ${steps}` },
      });
    }
    return `done after ${steps} steps`;
  },
} satisfies StandardTool;
registerMcpTool(server, longJob);

const whoami = {
  name: 'whoami',
  description: 'The session asking',
  execute: async (_input, extra) => `session ${String(extra.sessionId)}`,
} satisfies StandardTool;
registerMcpTool(server, whoami);

const ping = {
  name: 'ping',
  description: 'Ping',
  execute: async () => 'pong',
} satisfies StandardTool;
registerMcpTool(server, ping);

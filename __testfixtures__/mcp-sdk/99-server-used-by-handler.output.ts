import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

const server = new McpServer({ name: 'asks', version: '1.0.0' });

// Asks the client's user: only an MCP server can.
const confirm = standardTool({
  name: 'confirm',
  description: 'Asks before deleting',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const answer = await server.server.elicitInput({
      message: `Delete ${path}?`,
      requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
    });
    return answer.action;
  },
});
registerMcpTool(server, confirm);

// Logs through the server: MCP too.
const ping = standardTool({
  name: 'ping',
  description: '',
  execute: async () => {
    await server.sendLoggingMessage({ level: 'info', data: 'ping' });
    return 'pong';
  },
});
registerMcpTool(server, ping);

// Another `server`, its own: not the MCP one.
const local = standardTool({
  name: 'local',
  description: 'A local name',
  execute: async () => {
    const server = { name: 'db' };
    return server.name;
  },
});
registerMcpTool(server, local);

export class Agent {
  server = new McpServer({ name: 'agent', version: '1.0.0' });
  label = 'agent';

  init() {
    // `this.server` in an arrow function: the server the tool is registered on.
    const notify = standardTool({
      name: 'notify',
      description: '',
      execute: async () => {
        await this.server.server.sendToolListChanged();
        return this.label;
      },
    });
    registerMcpTool(this.server, notify);
    // Only the instance's own field.
    const label = standardTool({
      name: 'label',
      description: '',
      execute: async () => this.label,
    });
    registerMcpTool(this.server, label);
  }
}

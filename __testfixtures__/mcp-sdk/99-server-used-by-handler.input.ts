import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'asks', version: '1.0.0' });

// Asks the client's user: only an MCP server can.
server.registerTool('confirm', { description: 'Asks before deleting', inputSchema: { path: z.string() } }, async ({ path }) => {
  const answer = await server.server.elicitInput({
    message: `Delete ${path}?`,
    requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
  });
  return { content: [{ type: 'text', text: answer.action }] };
});

// Logs through the server: MCP too.
server.tool('ping', async () => {
  await server.sendLoggingMessage({ level: 'info', data: 'ping' });
  return { content: [{ type: 'text', text: 'pong' }] };
});

// Another `server`, its own: not the MCP one.
server.registerTool('local', { description: 'A local name' }, async () => {
  const server = { name: 'db' };
  return { content: [{ type: 'text', text: server.name }] };
});

export class Agent {
  server = new McpServer({ name: 'agent', version: '1.0.0' });
  label = 'agent';

  init() {
    // `this.server` in an arrow function: the server the tool is registered on.
    this.server.tool('notify', async () => {
      await this.server.server.sendToolListChanged();
      return { content: [{ type: 'text', text: this.label }] };
    });
    // Only the instance's own field.
    this.server.tool('label', async () => ({ content: [{ type: 'text', text: this.label }] }));
  }
}

import { McpAgent } from 'agents/mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Cloudflare's McpAgent template: the server is a field, its tools are registered in init().
export class MyMCP extends McpAgent {
  server = new McpServer({ name: 'Authless Calculator', version: '1.0.0' });

  async init() {
    // Simple addition tool
    this.server.tool('add', { a: z.number(), b: z.number() }, async ({ a, b }) => ({
      content: [{ type: 'text', text: String(a + b) }],
    }));

    this.server.registerTool(
      'calculate',
      {
        description: 'Calculator with several operations',
        inputSchema: { operation: z.enum(['add', 'subtract']), a: z.number(), b: z.number() },
      },
      async ({ operation, a, b }) => {
        const result = operation === 'add' ? a + b : a - b;
        return { content: [{ type: 'text', text: String(result) }] };
      },
    );
  }
}

// A field typed McpServer, set in the constructor.
export class Typed {
  private readonly server: McpServer;

  constructor() {
    this.server = new McpServer({ name: 'typed', version: '1.0.0' });
    this.server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
  }
}

// A field the class sets again elsewhere: the code does not show what it holds, its type does (the type oracle).
export class Swapped {
  server = new McpServer({ name: 'swapped', version: '1.0.0' });

  swap(next: unknown) {
    this.server = next as never;
  }

  setUp() {
    this.server.registerTool('late', { description: 'Late' }, async () => ({ content: [{ type: 'text', text: 'late' }] }));
  }
}

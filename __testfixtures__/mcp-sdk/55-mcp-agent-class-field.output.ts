import { McpAgent } from 'agents/mcp';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Cloudflare's McpAgent template: the server is a field, its tools are registered in init().
export class MyMCP extends McpAgent {
  server = new McpServer({ name: 'Authless Calculator', version: '1.0.0' });

  async init() {
    // Simple addition tool
    const add = standardTool({
      name: 'add',
      description: '',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    });
    registerMcpTool(this.server, add);

    const calculate = standardTool({
      name: 'calculate',
      description: 'Calculator with several operations',
      inputSchema: z.object({ operation: z.enum(['add', 'subtract']), a: z.number(), b: z.number() }),
      execute: async ({ operation, a, b }) => {
        const result = operation === 'add' ? a + b : a - b;
        return String(result);
      },
    });
    registerMcpTool(this.server, calculate);
  }
}

// A field typed McpServer, set in the constructor.
export class Typed {
  private readonly server: McpServer;

  constructor() {
    this.server = new McpServer({ name: 'typed', version: '1.0.0' });
    const ping = standardTool({
      name: 'ping',
      description: 'Ping',
      execute: async () => 'pong',
    });
    registerMcpTool(this.server, ping);
  }
}

// A field the class sets again elsewhere: the code does not show what it holds, its type does (the type oracle).
export class Swapped {
  server = new McpServer({ name: 'swapped', version: '1.0.0' });

  swap(next: unknown) {
    this.server = next as never;
  }

  setUp() {
    const late = standardTool({
      name: 'late',
      description: 'Late',
      execute: async () => 'late',
    });
    registerMcpTool(this.server, late);
  }
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// A private method cannot be overridden or reassigned, and while a field is set or a base
// class's constructor runs, `this` is the instance being built: `this.#text(...)` there is
// that very method, and its result is unwrapped like a local helper's.
export class Tools {
  readonly server = (() => {
    const server = new McpServer({ name: 'private-helpers', version: '1.0.0' });
    const echo = standardTool({
      name: 'echo',
      description: '',
      inputSchema: z.object({ word: z.string() }),
      execute: async ({ word }) => word,
    });
    registerMcpTool(server, echo);
    return server;
  })();

  constructor() {
    const shout = standardTool({
      name: 'shout',
      description: '',
      inputSchema: z.object({ word: z.string() }),
      execute: async ({ word }) => {
        const loud = word.toUpperCase();
        return loud;
      },
    });
    registerMcpTool(this.server, shout);
  }

  // In a method, `this` is whatever the method is called on: left.
  register() {
    const later = standardTool({
      name: 'later',
      description: '',
      inputSchema: z.object({ word: z.string() }),
      execute: async ({ word }) => this.#text(word),
    });
    registerMcpTool(this.server, later);
    // A public method may be overridden by a subclass: left.
    const publicTool = standardTool({
      name: 'public',
      description: '',
      inputSchema: z.object({ word: z.string() }),
      execute: async ({ word }) => this.text(word),
    });
    registerMcpTool(this.server, publicTool);
  }

  text(value: string) {
    return { content: [{ type: 'text' as const, text: value }] };
  }

  #text(value: string) {
    return { content: [{ type: 'text' as const, text: value }] };
  }
}

export function createServer() {
  const tools = new Tools();
  tools.register();
  return tools.server;
}

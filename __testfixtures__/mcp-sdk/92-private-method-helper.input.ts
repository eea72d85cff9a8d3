import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// A private method cannot be overridden or reassigned, and while a field is set or a base
// class's constructor runs, `this` is the instance being built: `this.#text(...)` there is
// that very method, and its result is unwrapped like a local helper's.
export class Tools {
  readonly server = (() => {
    const server = new McpServer({ name: 'private-helpers', version: '1.0.0' });
    server.registerTool('echo', { inputSchema: { word: z.string() } }, async ({ word }) => this.#text(word));
    return server;
  })();

  constructor() {
    this.server.registerTool('shout', { inputSchema: { word: z.string() } }, async ({ word }) => {
      const loud = word.toUpperCase();
      return this.#text(loud);
    });
  }

  // In a method, `this` is whatever the method is called on: left.
  register() {
    this.server.registerTool('later', { inputSchema: { word: z.string() } }, async ({ word }) => this.#text(word));
    // A public method may be overridden by a subclass: left.
    this.server.registerTool('public', { inputSchema: { word: z.string() } }, async ({ word }) => this.text(word));
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

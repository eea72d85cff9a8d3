import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { BaseServer } from './base-server';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export class Toolkit extends McpServer {
  static describe(): string {
    // `this` is the class here, not a server: not a tool registration.
    return this.tool('static', 'A static helper');
  }

  private static tool(name: string, description: string): string {
    return `${name}: ${description}`;
  }

  later(): void {
    setTimeout(function (this: unknown) {
      // A function of its own: its `this` is whatever the caller gives it, here typed a Toolkit (the type oracle).
      const late = standardTool({
        name: 'late',
        description: 'Late',
        execute: async () => undefined,
      });
      registerMcpTool(this as Toolkit, late);
    });
    this.registerTool(
      'self',
      { description: 'Reads this', inputSchema: { n: z.number() } },
      async function (this: unknown, { n }) {
        return { content: [{ type: 'text', text: String(n) + String(this) }] };
      },
    );
  }
}

// A subclass that defines its own registration method may do anything with it.
export class Wrapped extends McpServer {
  constructor() {
    super({ name: 'wrapped', version: '1.0.0' });
    this.registerTool('wrapped', { description: 'Wrapped' }, async () => ({ content: [] }));
  }

  override registerTool(...args: Parameters<McpServer['registerTool']>) {
    return super.registerTool(...args);
  }
}

// The base class comes from elsewhere: it may be an McpServer, or not.
export class Imported extends BaseServer {
  setUp(): void {
    this.registerTool('imported', { description: 'Imported' }, async () => ({ content: [] }));
  }
}

// A class of its own: its `tool` is not the SDK's.
export class Catalogue {
  private readonly names: string[] = [];

  tool(name: string): this {
    this.names.push(name);
    return this;
  }

  build(): void {
    this.tool('a').tool('b');
  }
}

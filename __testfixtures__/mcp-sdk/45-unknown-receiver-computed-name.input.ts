import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { makeServer } from './make-server';

// A server from a helper, tools named at run time: reported, not left silently.
export function register(names: string[]) {
  const s = makeServer();
  for (const name of names) {
    s.registerTool(name, { inputSchema: z.object({}) }, () => ({ content: [] }));
  }
  return s as McpServer;
}

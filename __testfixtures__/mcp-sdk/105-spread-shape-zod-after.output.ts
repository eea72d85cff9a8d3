import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// Fields added only where a token is set.
const authFields = (token: string | undefined): Record<string, z.ZodString> =>
  token ? { authToken: z.string().describe('Authentication token') } : {};

export function createServer(token?: string) {
  const server = new McpServer({ name: 'research', version: '1.0.0' });
  const auth = authFields(token);

  // A zod field written after the spread: the SDK takes the object for a raw shape, whatever the spread holds.
  const research = standardTool({
    name: 'research',
    description: 'Research a subject',
    inputSchema: z.object({ ...auth, subject: z.string().describe('The subject'), depth: z.number().int().optional() }),
    execute: async ({ subject, depth }) => `${subject}:${depth ?? 1}`,
  });
  registerMcpTool(server, research);

  return server;
}

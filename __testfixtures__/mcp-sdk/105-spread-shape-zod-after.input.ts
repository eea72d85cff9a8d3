import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Fields added only where a token is set.
const authFields = (token: string | undefined): Record<string, z.ZodString> =>
  token ? { authToken: z.string().describe('Authentication token') } : {};

export function createServer(token?: string) {
  const server = new McpServer({ name: 'research', version: '1.0.0' });
  const auth = authFields(token);

  // A zod field written after the spread: the SDK takes the object for a raw shape, whatever the spread holds.
  server.tool(
    'research',
    'Research a subject',
    { ...auth, subject: z.string().describe('The subject'), depth: z.number().int().optional() },
    async ({ subject, depth }) => ({ content: [{ type: 'text', text: `${subject}:${depth ?? 1}` }] }),
  );

  return server;
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

/**
 * Looks a word up in the dictionary.
 */
server.registerTool(
  'define',
  {
    // Shown to the model: keep it short.
    description: 'Define a word',
    inputSchema: {
      word: z.string(), // one word, no spaces
      /* language code */
      lang: z.string().default('en'),
    },
    annotations: { readOnlyHint: true }, // never writes
  },
  // The handler: a fixed dictionary for now.
  async ({ word, lang }) => {
    const text = `
${word} (${lang}):
  a word`;
    return { content: [{ type: 'text', text }] };
  },
);

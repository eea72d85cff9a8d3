import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'comments', version: '1.0.0' });

/**
 * Looks a word up in the dictionary.
 */
const define = standardTool({
  name: 'define',
  // Shown to the model: keep it short.
  description: 'Define a word',
  inputSchema: z.object({
    word: z.string(), // one word, no spaces
    /* language code */
    lang: z.string().default('en'),
  }),
  // The handler: a fixed dictionary for now.
  execute: async ({ word, lang }) => {
    const text = `
${word} (${lang}):
  a word`;
    return text;
  },
});
registerMcpTool(server, define, {
  annotations: { readOnlyHint: true }, // never writes
});

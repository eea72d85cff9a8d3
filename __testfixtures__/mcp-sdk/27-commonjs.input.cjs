const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { z } = require('zod');

const server = new McpServer({ name: 'cjs', version: '1.0.0' });

server.tool('shout', 'Shout a word', { word: z.string() }, async ({ word }) => ({
  content: [{ type: 'text', text: word.toUpperCase() + '!' }],
}));

module.exports = { server };

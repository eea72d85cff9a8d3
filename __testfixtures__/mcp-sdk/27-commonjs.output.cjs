const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { registerMcpTool } = require('./std-tool');
const { z } = require('zod');

const server = new McpServer({ name: 'cjs', version: '1.0.0' });

const shout = {
  name: 'shout',
  description: 'Shout a word',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }) => word.toUpperCase() + '!',
};
registerMcpTool(server, shout);

module.exports = { server };

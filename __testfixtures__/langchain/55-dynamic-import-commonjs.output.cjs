const { toLangChain } = require('./std-tool');

const { z } = require('zod');

/** Loads LangChain only when the tools are asked for. */
async function makeTools() {
  const { tool } = await import('@langchain/core/tools');
  const searchDefinition = {
    name: 'search',
    description: 'Search',
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => `found ${query}`,
  };
  const search = toLangChain(searchDefinition);
  return [search];
}

module.exports = { makeTools };

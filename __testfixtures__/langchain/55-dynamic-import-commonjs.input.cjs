const { z } = require('zod');

/** Loads LangChain only when the tools are asked for. */
async function makeTools() {
  const { tool } = await import('@langchain/core/tools');
  const search = tool(async ({ query }) => `found ${query}`, {
    name: 'search',
    description: 'Search',
    schema: z.object({ query: z.string() }),
  });
  return [search];
}

module.exports = { makeTools };

// A .js file with no import, export or require: CommonJS or an ES module, as its
// package.json says. The adapter module could come in neither way: reported.
async function test() {
  const { tool } = await import('@langchain/core/tools');
  const { z } = await import('zod');
  const search = tool(async ({ query }) => `found ${query}`, {
    name: 'search',
    description: 'Search',
    schema: z.object({ query: z.string() }),
  });
  return search.invoke({ query: 'x' });
}

test().then(console.log);

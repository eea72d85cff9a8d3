const { tool } = require('@langchain/core/tools');
const { z } = require('zod');

const add = tool(async ({ a, b }) => a + b, {
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});

module.exports = { add };

const { toLangChain } = require('./std-tool');
const { z } = require('zod');

const addDefinition = {
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
};
const add = toLangChain(addDefinition);

module.exports = { add };

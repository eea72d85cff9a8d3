const { toLangChain } = require('./std-tool');
const { z } = require('zod');

const add = {
  name: 'add',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  async execute({ a, b }) {
    return String(a + b);
  },
};

module.exports = { tools: [toLangChain(add)] };

const { StructuredTool } = require('@langchain/core/tools');
const { z } = require('zod');

class Add extends StructuredTool {
  name = 'add';
  description = 'Adds two numbers';
  schema = z.object({ a: z.number(), b: z.number() });
  async _call({ a, b }) {
    return String(a + b);
  }
}

module.exports = { tools: [new Add()] };

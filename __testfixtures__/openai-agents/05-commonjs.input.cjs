const { tool } = require('@openai/agents');
const { z } = require('zod');

const lookup = tool({
  name: 'lookup',
  description: 'Look a word up',
  parameters: z.object({ word: z.string() }),
  execute: async ({ word }) => `${word}: a word`,
});

module.exports = { lookup };

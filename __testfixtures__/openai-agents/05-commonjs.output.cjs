const { toOpenAIAgents } = require('./std-tool');
const { z } = require('zod');

const lookupDefinition = {
  name: 'lookup',
  description: 'Look a word up',
  inputSchema: z.object({ word: z.string() }),
  execute: async ({ word }) => `${word}: a word`,
};
const lookup = toOpenAIAgents(lookupDefinition);

module.exports = { lookup };

const { genkit, z } = require('genkit');
const { toGenkit } = require('./std-tool');

const ai = genkit({});

const tripleDefinition = {
  name: 'triple',
  description: 'Triples a number',
  inputSchema: z.object({ n: z.number() }),
  execute: async ({ n }) => n * 3,
};
const triple = toGenkit(ai, tripleDefinition);

module.exports = { ai, triple };

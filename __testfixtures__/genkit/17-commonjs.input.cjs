const { genkit, z } = require('genkit');

const ai = genkit({});

const triple = ai.defineTool(
  {
    name: 'triple',
    description: 'Triples a number',
    inputSchema: z.object({ n: z.number() }),
  },
  async ({ n }) => n * 3,
);

module.exports = { ai, triple };

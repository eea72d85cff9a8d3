const { genkit } = require('genkit');

const ai = genkit({});

const lookup = ai.defineTool(
  {
    name: 'lookup',
    description: 'Looks a key up',
    inputJsonSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
  },
  async ({ key }) => key.toUpperCase(),
);

module.exports = { ai, lookup };

const { genkit } = require('genkit');
const { toGenkit, fromJsonSchema } = require('./std-tool');

const ai = genkit({});

const lookupDefinition = {
  name: 'lookup',
  description: 'Looks a key up',
  inputSchema: fromJsonSchema({ type: 'object', properties: { key: { type: 'string' } }, required: ['key'] }),
  execute: async ({ key }) => key.toUpperCase(),
};
const lookup = toGenkit(ai, lookupDefinition);

module.exports = { ai, lookup };

const { toLangChain } = require('./std-tool');
const { z } = require('zod');

function buildTools(store) {
  return [
    toLangChain({
      name: 'save',
      description: 'Save a note',
      // Notes are short.
      inputSchema: z.object({ note: z.string().max(200) }),
      execute: async ({ note }) => store.save(note),
    }, {
      returnDirect: true,
    }),
  ];
}

module.exports = { buildTools };

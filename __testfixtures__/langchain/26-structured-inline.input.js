const { DynamicStructuredTool } = require('langchain');
const { z } = require('zod');

function buildTools(store) {
  return [
    new DynamicStructuredTool({
      name: 'save',
      description: 'Save a note',
      // Notes are short.
      schema: z.object({ note: z.string().max(200) }),
      func: async ({ note }) => store.save(note),
      returnDirect: true,
    }),
  ];
}

module.exports = { buildTools };

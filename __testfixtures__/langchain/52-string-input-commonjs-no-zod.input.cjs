const { DynamicTool } = require('@langchain/core/tools');

// A string-input tool in a CommonJS file without zod: the adapter module's exports follow
// the ES imports of the migrated files, so `fromJsonSchema` would not be there.
const echo = new DynamicTool({
  name: 'echo',
  description: 'Echo the input',
  func: async (input) => input,
});

module.exports = { tools: [echo] };

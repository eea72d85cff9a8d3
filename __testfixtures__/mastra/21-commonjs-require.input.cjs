const { createTool } = require('@mastra/core/tools');
const { z } = require('zod');

const weatherTool = createTool({
  id: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }, options) => ({ city: context.city, call: options && options.toolCallId }),
});

module.exports = { weatherTool };

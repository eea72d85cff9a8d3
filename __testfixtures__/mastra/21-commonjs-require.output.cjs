const { toMastra } = require('./std-tool');
const { z } = require('zod');

const weather = {
  name: 'get-weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async (context, { options }) => ({ city: context.city, call: options && options.toolCallId }),
};
const weatherTool = toMastra(weather);

module.exports = { weatherTool };

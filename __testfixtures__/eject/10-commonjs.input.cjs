'use strict';
const { z } = require('zod');
const { toAiSdk } = require('./std-tool');

const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
};
const weatherTool = toAiSdk(weather);

module.exports = { weatherTool };

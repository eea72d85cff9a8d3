'use strict';
const { toAiSdk } = require('./std-tool');
const { z } = require('zod');

// A name of its own that the adapter's `standardTool` must not take.
const standardTool = (definition) => definition;

const weather = {
  name: 'weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
};
const weatherTool = toAiSdk(weather);

module.exports = { weatherTool, standardTool };

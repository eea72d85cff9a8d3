'use strict';
const { tool } = require('ai');
const { z } = require('zod');

// A name of its own that the adapter's `standardTool` must not take.
const standardTool = (definition) => definition;

const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});

module.exports = { weatherTool, standardTool };

'use strict';
const { tool } = require('ai');

const { z } = require('zod');

const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => `Sunny in ${city}`,
});

module.exports = { weatherTool };

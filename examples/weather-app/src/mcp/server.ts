import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { convertTemperature, fetchForecast, fetchWeather, formatWeather } from '../weather/fetch-weather.js';

export const server = new McpServer({ name: 'weather', version: '0.3.0' });

server.registerTool(
  'get_weather',
  {
    title: 'Current weather',
    description: 'Get the current weather for a city',
    inputSchema: {
      city: z.string().describe('City name, e.g. "Berlin"'),
      unit: z.enum(['celsius', 'fahrenheit']).optional().describe('Temperature unit'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ city, unit }) => {
    const report = await fetchWeather(city, unit);
    return { content: [{ type: 'text', text: formatWeather(report) }] };
  },
);

// Registered with the old API before registerTool existed; still works on 1.x.
server.tool(
  'convert_temperature',
  'Convert a temperature between Celsius and Fahrenheit',
  { value: z.number(), from: z.enum(['celsius', 'fahrenheit']), to: z.enum(['celsius', 'fahrenheit']) },
  async ({ value, from, to }) => ({
    content: [{ type: 'text', text: `${convertTemperature(value, from, to)}° ${to}` }],
  }),
);

server.registerTool(
  'get_forecast',
  {
    title: 'Forecast',
    description: 'Daily forecast for the next few days',
    inputSchema: { city: z.string(), days: z.number().int().min(1).max(7).default(3) },
    outputSchema: {
      city: z.string(),
      days: z.array(z.object({ date: z.string(), high: z.number(), low: z.number(), conditions: z.string() })),
    },
  },
  async ({ city, days }) => {
    const forecast = { city, days: await fetchForecast(city, days) };
    return {
      content: [{ type: 'text', text: JSON.stringify(forecast) }],
      structuredContent: forecast,
    };
  },
);

export async function startStdioServer(): Promise<void> {
  await server.connect(new StdioServerTransport());
  console.error('weather MCP server running on stdio');
}

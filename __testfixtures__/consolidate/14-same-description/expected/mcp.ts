import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerMcpTool } from './std-tool';
import { getWeather } from './tools/get_weather';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

registerMcpTool(server, getWeather);

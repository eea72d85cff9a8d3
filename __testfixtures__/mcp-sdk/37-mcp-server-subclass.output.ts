import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// A subclass of a subclass in this file is still an McpServer.
class CountingServer extends McpServer {
  protected calls = 0;
}

/** An agent toolkit: the server registers its own tools. */
export class WeatherToolkit extends CountingServer {
  private readonly unit: string;

  // A field initialiser runs with the instance as `this`.
  readonly pinged = registerMcpTool(this, {
    name: 'ping',
    description: 'Ping',
    execute: async () => 'pong',
  });

  constructor(unit: string) {
    super({ name: 'weather-toolkit', version: '1.0.0' });
    this.unit = unit;

    const forecast = standardTool({
      name: 'forecast',
      description: 'Forecast for a city',
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => `${city}: 21 ${this.unit}`,
    });
    registerMcpTool(this, forecast);

    const convert = standardTool({
      name: 'convert',
      title: 'Convert',
      description: 'Convert a temperature to the toolkit unit',
      inputSchema: z.object({ celsius: z.number() }),
      execute: async ({ celsius }) => this.format(celsius),
    });
    registerMcpTool(this, convert);
    this.registerExtras();
  }

  private format(celsius: number): string {
    return this.unit === 'F' ? `${(celsius * 9) / 5 + 32} F` : `${celsius} C`;
  }

  registerExtras(): void {
    // The unit this toolkit answers in.
    const unitDefinition = standardTool({
      name: 'unit',
      description: 'The unit in use',
      execute: async () => {
        return this.unit;
      },
    });
    registerMcpTool(this, unitDefinition);
    const count = standardTool({
      name: 'count',
      description: '',
      execute: async () => String(++this.calls),
    });
    registerMcpTool(this, count);
  }
}

export function createServer(unit: string) {
  return new WeatherToolkit(unit);
}

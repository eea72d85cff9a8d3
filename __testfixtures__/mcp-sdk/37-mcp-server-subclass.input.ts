import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// A subclass of a subclass in this file is still an McpServer.
class CountingServer extends McpServer {
  protected calls = 0;
}

/** An agent toolkit: the server registers its own tools. */
export class WeatherToolkit extends CountingServer {
  private readonly unit: string;

  // A field initialiser runs with the instance as `this`.
  readonly pinged = this.registerTool('ping', { description: 'Ping' }, async () => ({
    content: [{ type: 'text', text: 'pong' }],
  }));

  constructor(unit: string) {
    super({ name: 'weather-toolkit', version: '1.0.0' });
    this.unit = unit;

    this.tool('forecast', 'Forecast for a city', { city: z.string() }, async ({ city }) => ({
      content: [{ type: 'text', text: `${city}: 21 ${this.unit}` }],
    }));

    this.registerTool(
      'convert',
      {
        title: 'Convert',
        description: 'Convert a temperature to the toolkit unit',
        inputSchema: { celsius: z.number() },
      },
      async ({ celsius }) => ({
        content: [{ type: 'text', text: this.format(celsius) }],
      }),
    );
    this.registerExtras();
  }

  private format(celsius: number): string {
    return this.unit === 'F' ? `${(celsius * 9) / 5 + 32} F` : `${celsius} C`;
  }

  registerExtras(): void {
    // The unit this toolkit answers in.
    this.registerTool('unit', { description: 'The unit in use' }, async () => {
      return { content: [{ type: 'text', text: this.unit }] };
    });
    this.tool('count', async () => ({
      content: [{ type: 'text', text: String(++this.calls) }],
    }));
  }
}

export function createServer(unit: string) {
  return new WeatherToolkit(unit);
}

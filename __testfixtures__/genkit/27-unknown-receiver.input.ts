import { z } from 'genkit';
import { ai } from './genkit';

// `ai` comes from another module: this file cannot prove it is a Genkit instance.
export const weather = ai.defineTool(
  { name: 'weather', description: 'Weather', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => `sunny in ${city}`,
);

export class WeatherTools {
  constructor(private readonly ai: { defineTool: Function }) {}

  register(instance) {
    instance.dynamicTool({ name: 'forecast', description: 'Forecast' }, async () => 'rain');
    // Typed as something else: not a Genkit instance (the type oracle), not ours.
    return this.ai.defineTool({ name: 'alerts', description: 'Alerts' }, async () => []);
  }
}

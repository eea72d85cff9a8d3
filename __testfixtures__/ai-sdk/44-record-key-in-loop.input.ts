import { tool } from 'ai';
import { z } from 'zod';

// A literal record key names the tool, in a loop or a callback too: rewritten in place.
export function toolSets(units: string[]) {
  return units.map((unit) => ({
    convert: tool({
      description: `Convert to ${unit}`,
      inputSchema: z.object({ value: z.number() }),
      execute: async ({ value }) => `${value}${unit}`,
    }),
  }));
}

// A computed key in a loop stays as it is.
export function byName(names: string[]) {
  const tools: Record<string, unknown> = {};
  for (const name of names) {
    tools[name] = tool({
      description: name,
      inputSchema: z.object({}),
      execute: async () => name,
    });
  }
  return tools;
}

import { genkit, z } from "genkit";

export const ai = genkit({});

export const weatherTool = ai.defineTool(
  {
    name: "getWeather",
    description: "Current weather in a city",
    inputSchema: z.object({ city: z.string() }),
    outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  },
  async ({ city }) => ({ city, degrees: 20 }),
);

export const confirmTool = ai.defineTool(
  {
    name: "confirm",
    description: "Asks the user to confirm an action",
    inputSchema: z.object({ action: z.string() }),
  },
  async ({ action }, ctx) => {
    if (action === "delete") ctx.interrupt({ message: "Really delete?" });
    return `confirmed ${action}`;
  },
);

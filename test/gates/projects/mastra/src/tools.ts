import { createTool } from "@mastra/core/tools";
import { z } from "zod";

export const weatherTool = createTool({
  id: "get-weather",
  description: "Current weather in a city",
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  execute: async ({ context }) => ({ city: context.city, degrees: 20 }),
});

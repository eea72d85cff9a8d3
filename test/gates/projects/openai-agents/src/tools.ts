import { Agent, tool } from "@openai/agents";
import { z } from "zod";

export const weatherTool = tool({
  name: "get_weather",
  description: "Current weather in a city",
  parameters: z.object({
    city: z.string(),
    unit: z.enum(["C", "F"]).nullable(),
  }),
  needsApproval: async (_context, { city }) => city === "Atlantis",
  execute: async ({ city, unit }, runContext) =>
    `Sunny in ${city}, 20°${unit ?? "C"} (${String(runContext?.context)})`,
});

export const agent = new Agent({
  name: "Assistant",
  instructions: "Help with the weather.",
  tools: [
    weatherTool,
    tool({
      name: "add",
      description: "Add two numbers",
      parameters: z.object({ a: z.number(), b: z.number() }),
      execute: async ({ a, b }) => String(a + b),
    }),
  ],
});

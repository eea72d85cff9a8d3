import { tool } from "ai";
import { z } from "zod";

/** Current weather in a city; an output schema and the call options in use. */
export const weatherTool = tool({
  description: "Current weather in a city",
  inputSchema: z.object({
    city: z.string(),
    unit: z.enum(["c", "f"]).optional(),
  }),
  outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  execute: async ({ city, unit }, { toolCallId }) => ({
    city: `${city} (${toolCallId})`,
    degrees: unit === "f" ? 68 : 20,
  }),
});

/** Streams progress: an async generator, its last yield is the result. */
export const countdownTool = tool({
  description: "Counts down from a number",
  inputSchema: z.object({ from: z.number().int() }),
  async *execute({ from }) {
    for (let current = from; current > 0; current--) {
      yield { remaining: current };
    }
    yield { remaining: 0 };
  },
});

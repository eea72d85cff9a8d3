import { createTool } from "@mastra/core/tools";
import { z } from "zod";

export const weatherTool = createTool({
  id: "get-weather",
  description: "Current weather in a city",
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  execute: async ({ context }) => ({ city: context.city, degrees: 20 }),
});

export const greetTool = createTool({
  id: "greet",
  description: "Greets the user of the request",
  inputSchema: z.object({ greeting: z.string() }),
  execute: async ({ context, runtimeContext, threadId }) => {
    const user = runtimeContext.get("user");
    return `${context.greeting}, ${String(user)} (${threadId ?? "no thread"})`;
  },
});

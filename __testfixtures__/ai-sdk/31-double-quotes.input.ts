import { tool } from "ai";
import { z } from "zod";

export const greetTool = tool({
  description: "Greet someone by name",
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}!`,
});

import { z } from "zod";
import { toAiSdk, type StandardTool } from "./std-tool";

export const greet = {
  name: "greet",
  description: "Greet someone by name",
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}!`,
} satisfies StandardTool;
export const greetTool = toAiSdk(greet);

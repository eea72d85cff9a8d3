import { z } from "zod";
import { standardTool, toAiSdk } from "./std-tool";

export const greet = standardTool({
  name: "greet",
  description: "Greet someone by name",
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => `Hello, ${name}!`,
});
export const greetTool = toAiSdk(greet);

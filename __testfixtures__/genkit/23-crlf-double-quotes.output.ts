import { genkit, z } from "genkit";
import { standardTool, toGenkit } from "./std-tool";

const ai = genkit({});

export const upperDefinition = standardTool({
  name: "upper",
  description: "Upper-cases text",
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
});
export const upper = toGenkit(ai, upperDefinition);

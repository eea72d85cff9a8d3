import { genkit, z } from "genkit";

const ai = genkit({});

export const upper = ai.defineTool(
  { name: "upper", description: "Upper-cases text", inputSchema: z.object({ text: z.string() }) },
  async ({ text }) => text.toUpperCase()
);

import { tool } from "@langchain/core/tools";
import { z } from "zod";

export const weatherTool = tool(
  async ({ city, unit }) => `Sunny in ${city}, 20°${unit ?? "C"}`,
  {
    name: "get_weather",
    description: "Current weather in a city",
    schema: z.object({ city: z.string(), unit: z.enum(["C", "F"]).optional() }),
  },
);

import { tool } from "@langchain/core/tools"
import { z } from "zod"

export const upper = tool(async ({ text }) => text.toUpperCase(), {
  name: "upper",
  schema: z.object({ text: z.string() }),
})

import { z } from "zod"
import { standardTool, toLangChain } from "./std-tool"

export const upperDefinition = standardTool({
  name: "upper",
  description: "upper tool",
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text.toUpperCase(),
})
export const upper = toLangChain(upperDefinition)

import { z as zod } from "zod";
import { standardTool, toMastra } from "./std-tool";

/** Documentation search, for the Mastra agent. */
const searchDocsDefinition = standardTool({
  name: "search-docs",
  description: "Search the documentation",
  inputSchema: zod.object({ query: zod.string(), }),
  execute: async ({ query }) => `Found: ${query}`,
});
export const searchDocsTool = toMastra(searchDocsDefinition);

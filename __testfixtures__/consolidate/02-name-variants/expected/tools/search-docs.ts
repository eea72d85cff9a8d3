import { standardTool } from "../std-tool";
import { z as zod } from "zod";

/** Documentation search, for the Mastra agent. */
export const searchDocsDefinition = standardTool({
  name: "search-docs",
  description: "Search the documentation",
  inputSchema: zod.object({ query: zod.string(), }),
  execute: async ({ query }) => `Found: ${query}`,
});

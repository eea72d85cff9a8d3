import { toMastra } from "./std-tool";
import { searchDocs as searchDocsDefinition } from "./tools/searchDocs";

/** Documentation search, for the Mastra agent. */
export const searchDocsTool = toMastra({ ...searchDocsDefinition, name: "search-docs" });

import { toMastra } from "./std-tool";
import { searchDocsDefinition } from "./tools/search-docs";

export const searchDocsTool = toMastra(searchDocsDefinition);

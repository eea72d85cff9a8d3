import { toAiSdk } from './std-tool';
import { searchDocsDefinition as searchDocs } from './tools/search-docs';

export const tools = { searchDocs: toAiSdk(searchDocs) };

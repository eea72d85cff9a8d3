import { toAiSdk } from './std-tool';
import { searchDocs } from './tools/search_docs';

export const tools = {
  search_docs: toAiSdk(searchDocs),
};

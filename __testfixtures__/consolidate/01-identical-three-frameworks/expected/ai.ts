import { toAiSdk } from './std-tool';
import { searchDocs } from './langchain';

export const tools = {
  search_docs: toAiSdk(searchDocs),
};

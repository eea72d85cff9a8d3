import { searchDocs } from './langchain';
import { toAiSdk } from './std-tool';

export const tools = {
  search_docs: toAiSdk(searchDocs),
};

import { toLangChain } from './std-tool';
import { searchDocs } from './tools/search_docs';

export const agentTools = [toLangChain(searchDocs)];

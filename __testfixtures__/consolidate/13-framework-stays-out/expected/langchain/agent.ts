import { HumanMessage } from '@langchain/core/messages';
import { toLangChain } from '../std-tool';
import { searchDocs } from '../tools/search_docs';

export { searchDocs };
export const searchDocsTool = toLangChain(searchDocs);

export const firstMessage = (question: string) => new HumanMessage(question);

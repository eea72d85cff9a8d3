import { toMastra } from './std-tool';
import { searchDocs as searchDocsDefinition } from './tools/search_docs';

export { searchDocsDefinition };
export const searchDocsTool = toMastra({ ...searchDocsDefinition, name: 'search-docs' });

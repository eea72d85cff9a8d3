import { toAiSdk } from './std-tool';
import { searchDocs } from './tools/searchDocs';

export const tools = { searchDocs: toAiSdk(searchDocs) };

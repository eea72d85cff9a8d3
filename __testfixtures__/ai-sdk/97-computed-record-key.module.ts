export const RAG_TOOL = 'rag';

export enum ToolName {
  Search = 'web_search',
}

export const RETRIES = 3;

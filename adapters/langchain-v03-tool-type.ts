/**
 * The type of core 0.3's and 1.0 to 1.1.11's `tool(func, { schema })`: their DynamicStructuredTool has no name type
 * parameter (1.1.12 added it: langchain-v11-tool-type.ts; langchain-tool-type.ts from 1.1.32).
 */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = DynamicStructuredTool<Schema, I, S, O> & {
  name: N;
};

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool, typed by its result. */
export type LangChainNativeStringTool<O> = DynamicTool<O>;

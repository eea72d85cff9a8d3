/** The type of core 0.3's `tool(func, { schema })`, which keeps no name literal (langchain-tool-type.ts: 1.x). */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = DynamicStructuredTool<Schema, I, S, O> & {
  name: N;
};

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool, typed by its result. */
export type LangChainNativeStringTool<O> = DynamicTool<O>;

/** The type of core 0.3's `tool(func, { schema })`, which keeps no name literal (langchain-tool-type.ts: 1.x). */
import type { DynamicStructuredTool } from '@langchain/core/tools';

export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = DynamicStructuredTool<Schema, I, S, O> & {
  name: N;
};

/**
 * The type of core 1.1.12 to 1.1.31's `tool(func, { name, schema })`: their DynamicStructuredTool has a name type
 * parameter but no tool-event one (1.1.32 added it before the name; langchain-tool-type.ts: 1.1.32 and later).
 */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = DynamicStructuredTool<Schema, I, S, O, N>;

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool, typed by its result. */
export type LangChainNativeStringTool<O> = DynamicTool<O>;

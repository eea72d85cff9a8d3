/** The type of core 1.x's `tool(func, { name, schema })`: by schema, input I, call input S, result O, name N. */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = DynamicStructuredTool<
  Schema,
  I,
  S,
  O,
  unknown,
  N
>;

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool, typed by its result. */
export type LangChainNativeStringTool<O> = DynamicTool<O>;

/** The types of core 0.2's and 0.1's tools: their tool classes are typed by their schema alone (0.3: v03). */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

// A zod object (or, from 0.2.20, a JSON Schema object: typed the same there); any other schema is typed as the base.
type LangChainV02Schema<Schema> = Schema extends DynamicStructuredTool['schema']
  ? Schema
  : DynamicStructuredTool['schema'];

export type LangChainNativeTool<Schema, _I, _S, _O, N extends string = string> = DynamicStructuredTool<
  LangChainV02Schema<Schema>
> & { name: N };

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool (0.2's is typed by nothing). */
export type LangChainNativeStringTool<_O> = DynamicTool;

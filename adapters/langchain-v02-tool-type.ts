/** The types of core 0.2's `tool(func, fields)`: its tool classes are typed by their schema alone (0.3: v03). */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

// A zod object or a JSON Schema object: any other schema type is typed as the latter.
type LangChainV02Schema<Schema> = Schema extends DynamicStructuredTool['schema'] ? Schema : Record<string, unknown>;

export type LangChainNativeTool<Schema, _I, _S, _O, N extends string = string> = DynamicStructuredTool<
  LangChainV02Schema<Schema>
> & { name: N };

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool (0.2's is typed by nothing). */
export type LangChainNativeStringTool<_O> = DynamicTool;

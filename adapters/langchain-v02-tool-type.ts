/**
 * The types of core 0.1's, 0.2's and 0.3.0 to 0.3.43's tools: their tool classes are typed by their schema alone
 * (0.3.44: v0344, 0.3.54: v03).
 */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

// A zod object (or, from 0.2.20, a JSON Schema object: typed the same there); any other schema is typed as the base.
type LangChainV02Schema<Schema> = Schema extends DynamicStructuredTool['schema']
  ? Schema
  : DynamicStructuredTool['schema'];

// The other type parameters type nothing there; read (always true) so that no lint reports them unused.
export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = [I, S, O] extends [
  unknown,
  unknown,
  unknown,
]
  ? DynamicStructuredTool<LangChainV02Schema<Schema>> & { name: N }
  : never;

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool (0.2's is typed by nothing). */
export type LangChainNativeStringTool<O> = [O] extends [unknown] ? DynamicTool : never;

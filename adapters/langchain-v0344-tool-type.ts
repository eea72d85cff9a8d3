/**
 * The type of core 0.3.44 to 0.3.53's `tool(func, { schema })`: their DynamicStructuredTool is typed by the schema and
 * its output and input, not by the tool's result, and DynamicTool by nothing (0.3.54 added both:
 * langchain-v03-tool-type.ts; before 0.3.44 the schema alone: langchain-v02-tool-type.ts).
 */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

// The schema must be a tool input schema there: any other is typed as the base.
type LangChainV0344Schema<Schema> = Schema extends DynamicStructuredTool['schema']
  ? Schema
  : DynamicStructuredTool['schema'];

// The result type `O` types nothing there; read (always true) so that no lint reports it unused.
export type LangChainNativeTool<Schema, I, S, O, N extends string = string> = [O] extends [unknown]
  ? DynamicStructuredTool<LangChainV0344Schema<Schema>, I, S> & { name: N }
  : never;

/** What `tool(func, { schema: z.string() })` returns: a DynamicTool, typed by nothing there. */
export type LangChainNativeStringTool<O> = [O] extends [unknown] ? DynamicTool : never;

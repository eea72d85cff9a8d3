/**
 * How the LangChain adapter makes a tool: with `tool()` (core 0.2.20 and later, where it keeps its other fields and
 * takes a JSON Schema object), as a native `tool(func, fields)` is made. langchain-classes-factory.ts stands in for
 * the cores before `tool()`.
 */
import { tool as langchainToolFactory, type DynamicStructuredTool, type DynamicTool } from '@langchain/core/tools';

// `tool()`'s own (last) signature: core 0.3 has no `ToolRuntime` and does not export `ToolWrapperParams`.
type LangChainFactoryParameters = Parameters<typeof langchainToolFactory>;

/** What `tool()` gives its function besides the config: core 1.x's `ToolRuntime` (state, context, store...). */
export type LangChainFactoryContext = Partial<Parameters<LangChainFactoryParameters[0]>[1]>;

/** `responseFormat`, `returnDirect`, `verboseParsingErrors`, `metadata`, `tags`, ... as `tool()` takes them. */
export type LangChainToolOptions = Omit<LangChainFactoryParameters[1], 'name' | 'description' | 'schema'>;

// One signature instead of `tool()`'s overloads, which are keyed on the schema's static type.
export const langchainToolOf = langchainToolFactory as unknown as (
  func: (input: unknown, config: never, configOfCore02?: never) => Promise<unknown>,
  fields: LangChainToolOptions & { name: string; description: string; schema: DynamicStructuredTool['schema'] },
) => DynamicStructuredTool | DynamicTool;

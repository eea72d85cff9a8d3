/**
 * How the LangChain adapter makes a tool on a core that has no `tool()` (0.1.29 to 0.2.6): as the code there made
 * its tools, `new DynamicStructuredTool(fields)`, or `new DynamicTool(fields)` for a string input. Those cores
 * parse zod only: a schema of another kind fails here, loudly, rather than reach the model as no parameters.
 */
import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';

/** Nothing besides the config: these cores call a tool's function with its input, run manager and config. */
export type LangChainFactoryContext = Record<never, never>;

/** `returnDirect`, `verboseParsingErrors`, `metadata`, `tags`, ... as the tool classes take them. */
export type LangChainToolOptions = Omit<
  ConstructorParameters<typeof DynamicStructuredTool>[0],
  'name' | 'description' | 'schema' | 'func'
>;

export const langchainToolOf = (
  func: (input: unknown, config: never, configOfCore02?: never) => Promise<unknown>,
  fields: LangChainToolOptions & { name: string; description: string; schema: DynamicStructuredTool['schema'] },
): DynamicStructuredTool | DynamicTool => {
  const schema: object = fields.schema;
  if (!('_def' in schema)) {
    throw new TypeError(`${fields.name}: this @langchain/core (before 0.2.7) takes zod schemas only`);
  }
  // What `tool()` later decided by: a schema without a shape takes a string.
  if ('shape' in schema && schema.shape) {
    return new DynamicStructuredTool({ ...fields, func: func as never });
  }
  return new DynamicTool({ ...fields, func: func as never });
};

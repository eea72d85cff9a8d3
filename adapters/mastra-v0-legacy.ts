/**
 * Mastra pre-0.1 adapter (@mastra/core 0.1.27-alpha, before alpha.49): a StandardTool as the
 * `{ label, schema, description, executor }` object that API's `createTool` returned as it
 * was given. For 0.2 – 0.24 use mastra-v0.ts, for 1.x mastra.ts: each exports `toMastra`.
 *
 * - `new Mastra({ tools })` names each tool by its record key; `label` (the tool's `title`,
 *   else its name) is only shown.
 * - Mastra calls `executor({ data, integrationsRegistry, agents, llm, engine })`, `data`
 *   being the input its zod schema parsed: the standard `execute` gets `data`, and the
 *   rest of that object as its context.
 * - The schemas go to Mastra as they are (it nests the input schema in a zod object).
 */
import type { StandardToolWithContext, ToolSchema } from './standard-tool';

/** What the standard `execute` gets as its context from Mastra before 0.1. */
export type MastraToolContext = Record<string, unknown> & {
  integrationsRegistry?: () => { get(name: string): unknown };
  agents?: Map<string, unknown>;
  llm?: unknown;
  engine?: unknown;
};

/** What `toMastra` returns: the object that API's `createTool` returned. */
export interface MastraTool<Input = unknown, Output = unknown> {
  label: string;
  description: string;
  schema: ToolSchema;
  outputSchema?: ToolSchema;
  executor(params: MastraToolContext & { data: Input }): Promise<Output>;
  [option: string]: unknown;
}

export function toMastra<Input, Output>(
  tool: StandardToolWithContext<MastraToolContext, Input, Output>,
  options?: Record<string, unknown>,
): MastraTool<Input, Output> {
  if (!tool.inputSchema) {
    throw new TypeError(`toMastra: ${tool.name} has no inputSchema, which Mastra 0.1 requires`);
  }
  return {
    ...options,
    label: tool.title ?? tool.name,
    description: tool.description,
    schema: tool.inputSchema,
    ...(tool.outputSchema && { outputSchema: tool.outputSchema }),
    executor: async ({ data, ...rest }) => await tool.execute(data, rest),
  };
}

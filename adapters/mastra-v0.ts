/**
 * Mastra 0.x adapter (0.2 – 0.24): a StandardTool as `createTool(...)` from
 * '@mastra/core/tools'. For Mastra 1.x use mastra.ts instead: both export `toMastra`,
 * a project has one.
 *
 * - `id` is the tool's name. In an agent the model sees the key of the `tools` record,
 *   so register it as `tools: { [tool.name]: toMastra(tool) }`.
 * - 0.x calls `execute({ context, runtimeContext, mastra, threadId, ... }, options)`.
 *   The standard `execute` gets `context` (the parsed input; `undefined` for a tool
 *   without input schema, the contract's "no input") and, as its own context, the rest
 *   of that object plus the second argument as `options`:
 *   `{ runtimeContext, mastra, threadId, resourceId, runId, memory, writer,
 *   tracingContext, suspend, resumeData, options: { toolCallId, messages, abortSignal, ... } }`.
 * - Schemas: 0.x validates only zod-like schemas (`safeParse`); those go through
 *   unchanged, and Mastra parses them (defaults applied) and *returns* failures as
 *   `{ error: true, message, validationErrors }`. Any other schema library:
 *   mastra-v0-other-schemas.ts.
 * - 0.x does not check results against `outputSchema`; neither does the adapter.
 * - A throw from `execute` propagates, as for a native tool.
 */
import { createTool } from '@mastra/core/tools';
import type { Tool, ToolExecutionContext } from '@mastra/core/tools';
import { mastraV0OtherSchemas } from './mastra-v0-other-schemas';
import {
  isZod3Like,
  type StandardToolWithContext,
  type ToolSchema,
  type Undeclared,
  type WithSchemas,
} from './standard-tool';

/** `ToolExecutionContext`'s schema parameter: the context's own fields do not depend on it. */
type MastraV0Schema = NonNullable<Parameters<typeof createTool>[0]['inputSchema']>;
// `execute`'s optional second argument, `MastraToolInvocationOptions` from 0.22 (before: the AI SDK's options).
type MastraV0Options = Parameters<NonNullable<Parameters<typeof createTool>[0]['execute']>>[1];

/** The standard `execute`'s context from Mastra 0.x: the rest of its first argument, and the second as `options`. */
export type MastraToolContext = Omit<ToolExecutionContext<MastraV0Schema>, 'context'> & {
  options?: MastraV0Options;
};

/** Any tool whose `execute` can take that context. */
export type MastraStandardTool = StandardToolWithContext<MastraToolContext>;

type MastraV0Config = Parameters<typeof createTool>[0];
/** 0.x's `onInputAvailable` (where it has one), typed by the tool's input as `createTool` types it from its schema. */
type MastraV0Hooks<Input> = MastraV0Config extends { onInputAvailable?: (options: infer O) => unknown }
  ? { onInputAvailable?: (options: Omit<O, 'input'> & { input: Input }) => unknown }
  : unknown;

/** Everything else `createTool` takes (`requireApproval`, `suspendSchema`, `resumeSchema`, ...), passed through. */
export type MastraToolOptions<Input = Undeclared> = Partial<
  Omit<MastraV0Config, 'id' | 'description' | 'inputSchema' | 'outputSchema' | 'execute' | 'onInputAvailable'>
> &
  MastraV0Hooks<Input>;

// One loose signature: the real one is keyed on the schemas' static (zod-like) types.
const mastraV0CreateTool = createTool as unknown as (config: Record<string, unknown>) => MastraTool;

// createTool's own schema type (zod's ZodType before 0.20, zod-like since) typed T by `parse` and `_output` (z.infer).
type MastraV0Typed<T> = Omit<MastraV0Schema, 'parse' | '_output'> & { parse(data: unknown): T; _output: T };
// `any`, as 0.x's own createTool types a result, unspelled (a lint directive may name an unknown rule).
type MastraV0Result = ReturnType<typeof JSON.parse>;
/** What a zod schema parses to (`z.infer`). */
type MastraV0Parsed<S> = S extends { _output: infer T } ? T : unknown;
/** What `toMastra` returns: the shape a native `createTool` with schemas and `execute` returns. */
export type MastraTool<Input = unknown, Output = unknown> = Tool<MastraV0Typed<Input>, MastraV0Typed<Output>> & {
  execute(context: ToolExecutionContext<MastraV0Typed<Input>>, options: MastraV0Options): Promise<MastraV0Result>;
};

/** What a native `createTool` returns for schemas it takes (zod's): typed by the schemas themselves. */
export type MastraV0NativeTool<
  I extends MastraV0Schema,
  O extends MastraV0Schema | undefined,
> = O extends MastraV0Schema
  ? Tool<I, O> & {
      inputSchema: I;
      outputSchema: O;
      execute: (context: ToolExecutionContext<I>, options: MastraV0Options) => Promise<MastraV0Result>;
    }
  : Tool<I, O>;

/**
 * Typed as `createTool` types the tool's zod schemas, else by the tool (`execute`'s input inferred from the input
 * schema), or loosely for any tool whose context fits.
 */
export const toMastra: {
  // `execute`'s input is what the input schema parses to: a tool written inline in the call is typed by it.
  <I extends MastraV0Schema, Output, O extends MastraV0Schema | undefined = undefined>(
    tool: WithSchemas<
      StandardToolWithContext<MastraToolContext, MastraV0Parsed<I>, Output>,
      { inputSchema: I; outputSchema?: O }
    >,
    options?: MastraToolOptions<MastraV0Parsed<I>>,
  ): MastraV0NativeTool<I, O>;
  <Input, Output>(
    tool: StandardToolWithContext<MastraToolContext, Input, Output>,
    options?: MastraToolOptions<Input>,
  ): MastraTool<Input, Output>;
  (tool: MastraStandardTool, options?: MastraToolOptions): MastraTool;
} = (tool: MastraStandardTool, options?: MastraToolOptions): MastraTool => {
  // Mastra 0.x parses anything with `safeParse`: zod 3 and zod 4.
  const parsesItself = (schema: ToolSchema): boolean =>
    isZod3Like(schema) || typeof (schema as { safeParse?: unknown }).safeParse === 'function';
  const mastraTool = mastraV0OtherSchemas(tool, parsesItself);
  const { inputSchema, outputSchema } = mastraTool;
  return mastraV0CreateTool({
    ...options,
    id: tool.name,
    description: tool.description,
    ...(inputSchema && { inputSchema }),
    ...(outputSchema && { outputSchema }),
    execute: async (
      { context: input, ...rest }: { context?: unknown } & Omit<ToolExecutionContext<MastraV0Schema>, 'context'>,
      invocationOptions?: MastraV0Options,
    ) => await mastraTool.execute(inputSchema ? input : undefined, { ...rest, options: invocationOptions }),
  });
};

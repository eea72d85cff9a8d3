/**
 * Mastra 1.x adapter: a StandardTool as `createTool(...)` from '@mastra/core/tools'.
 * For Mastra 0.x use mastra-v0.ts instead: both export `toMastra`, a project has one.
 *
 * - `id` is the tool's name. In an agent the model sees the key of the `tools` record,
 *   so register it as `tools: { [tool.name]: toMastra(tool) }`.
 * - `execute(input, ctx)`: Mastra's `ctx` (requestContext, agent, abortSignal, ...) is
 *   `execute`'s context; a tool without input schema gets `undefined` (the contract's
 *   "no input", as in every adapter).
 * - Schemas: Mastra 1.x validates zod 3, zod 4 and Standard Schemas that carry
 *   `~standard.jsonSchema` itself, with its own conventions (defaults applied; input and
 *   output failures *returned* as `{ error: true, message, validationErrors }`). Those
 *   go through unchanged. A validate-only Standard Schema (plain valibot, ...) would be
 *   sent to the model as garbage and never validated: mastra-other-schemas.ts.
 * - A throw from `execute` propagates, as for a native tool.
 *
 * Types: only what both majors' `createTool` share is named here, so this file also
 * type-checks against '@mastra/core' 0.x types.
 */
import { createTool, type Tool as MastraNativeTool } from '@mastra/core/tools';
import { mastraOtherSchema } from './mastra-other-schemas';
import type { StandardSchemaV1, StandardToolWithContext, ToolSchema, Undeclared } from './standard-tool';

/** The second argument Mastra gives `execute` (1.x: `ToolExecutionContext`). */
export type MastraToolContext = Parameters<NonNullable<Parameters<typeof createTool>[0]['execute']>>[1];

/** Any tool whose `execute` can take Mastra's `ctx` as its context. */
export type MastraStandardTool = StandardToolWithContext<MastraToolContext>;

type MastraConfig = Parameters<typeof createTool>[0];
type MastraHookOptions<K extends string> =
  MastraConfig extends Partial<Record<K, (options: infer O) => unknown>> ? O : never;
/** The hooks typed by the tool's input and output, as `createTool` types them from its schemas. */
interface MastraHooks<Input, Output> {
  onInputAvailable?: (options: Omit<MastraHookOptions<'onInputAvailable'>, 'input'> & { input: Input }) => unknown;
  onOutput?: (options: Omit<MastraHookOptions<'onOutput'>, 'output'> & { output: Output }) => unknown;
  toModelOutput?: (output: Output) => unknown;
}
type MastraOwnKeys =
  'id' | 'description' | 'inputSchema' | 'outputSchema' | 'execute' | 'title' | keyof MastraHooks<0, 0>;

/** Everything else `createTool` takes (`requireApproval`, `strict`, `mcp`, ...), passed through; `title` overrides. */
export type MastraToolOptions<Input = Undeclared, Output = Undeclared> = Partial<Omit<MastraConfig, MastraOwnKeys>> & {
  title?: string;
} & MastraHooks<Input, Output>;

// One loose signature: the real one is keyed on the schemas' static types.
const mastraV1CreateTool = createTool as unknown as (config: Record<string, unknown>) => MastraTool;

/** 1.x's; the 0.x branch only lets this file type-check where 0.x types are installed. */
type MastraV1<T, V0 = undefined> = MastraNativeTool extends { inputSchema?: undefined } ? V0 : T;

/** createTool's type arguments: from 1.11 the schemas' types (`{ _type: V }`: values V), before the values. */
type ProbedOptions = Parameters<typeof createTool<MastraV1<string>, MastraV1<{ _type: 1 }>>>[0];
type SchemaArg<Value> = ProbedOptions extends { inputSchema?: { _type: 1 } } ? { _type: Value } : Value;

/** What `toMastra` returns: what a native `createTool` with the same id and schemas (of these value types) returns. */
export type MastraTool<Input = unknown, Output = unknown, Id extends string = string> = ReturnType<
  typeof createTool<MastraV1<Id>, MastraV1<SchemaArg<Input>>, MastraV1<SchemaArg<Output>, Undeclared>>
>;

/** What Mastra 1.x validates itself (zod, and what writes JSON Schema), and a schema of no library, pass. */
function mastraV1Schema(schema: ToolSchema): unknown {
  interface Props {
    vendor?: string;
    validate?: unknown;
    jsonSchema?: object | null;
  }
  const standard = (schema as { '~standard'?: Props })['~standard'];
  const validateOnly = typeof standard?.validate === 'function' && standard.vendor !== 'zod' && !standard.jsonSchema;
  return validateOnly ? mastraOtherSchema(schema as StandardSchemaV1) : schema;
}

/** Typed by the tool (input by its schema, `id` by its name), or loosely for any tool whose context fits. */
export const toMastra: {
  <Input, Output, Name extends string = string>(
    tool: StandardToolWithContext<MastraToolContext, Input, Output> & { name: Name },
    options?: MastraToolOptions<Input, Output>,
  ): MastraTool<Input, Output, Name>;
  (tool: MastraStandardTool, options?: MastraToolOptions): MastraTool;
} = (tool: MastraStandardTool, options?: MastraToolOptions): MastraTool => {
  const title = options?.title ?? tool.title;
  return mastraV1CreateTool({
    ...options,
    id: tool.name,
    ...(title !== undefined && { title }),
    description: tool.description,
    ...(tool.inputSchema && { inputSchema: mastraV1Schema(tool.inputSchema) }),
    ...(tool.outputSchema && { outputSchema: mastraV1Schema(tool.outputSchema) }),
    execute: async (input: unknown, ctx: MastraToolContext) =>
      await tool.execute(tool.inputSchema ? input : undefined, ctx),
  });
};

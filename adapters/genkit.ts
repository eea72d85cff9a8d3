/**
 * Genkit adapter: a StandardTool as a Genkit tool action.
 *
 * Genkit (1.x) is zod-3 based and validates input against JSON Schema only, passing the
 * raw input on. So:
 * - a zod 3 schema goes through unchanged as `inputSchema` / `outputSchema`: the tool
 *   behaves exactly like one written with `ai.defineTool` (Genkit validates, and zod
 *   defaults/transforms are *not* applied, as natively);
 * - any other schema goes in as draft-07 `inputJsonSchema` / `outputJsonSchema` (a zod 4
 *   schema given to Genkit directly would reach the model as an empty schema), and the
 *   adapter runs the schema's own validation inside the tool, so defaults and transforms
 *   apply as in the other frameworks.
 * - no schema: registered without one, as a native tool without input; `execute` gets
 *   `undefined` (the contract's "no input", as in every adapter).
 * Genkit's `ctx` (`context`, `interrupt`, `abortSignal`, ...) is `execute`'s context.
 * A throw from `execute` propagates, as a throw from a native tool does.
 *
 * Only types are imported from 'genkit': every call goes through the caller's `ai`
 * instance (or the `define` function given to `toGenkitUsing`).
 */
import type { Genkit, ToolAction, ToolConfig, z } from 'genkit';
import { genkitJsonSchema } from './genkit-other-schemas';
import { isPlainJsonSchema } from './schema-kinds';
import {
  isZod3Like,
  validateStandard,
  type StandardSchemaV1,
  type StandardToolWithContext,
  type ToolSchema,
  type WithSchemas,
} from './standard-tool';

/** The second argument Genkit gives a tool function (`ToolFnOptions & ToolRunOptions`). */
export type GenkitToolContext = Parameters<Parameters<Genkit['defineTool']>[1]>[1];

/** Any tool whose `execute` can take Genkit's `ctx` as its context. */
export type GenkitStandardTool = StandardToolWithContext<GenkitToolContext>;

type GenkitConfig = ToolConfig<z.ZodTypeAny, z.ZodTypeAny>;

/** Everything else `ToolConfig` takes (today: `metadata`), passed through unchanged. */
export type GenkitToolOptions = Omit<
  GenkitConfig,
  'name' | 'description' | `${'input' | 'output'}${'' | 'Json'}Schema`
>;

/** The shape of `ai.defineTool`, `ai.dynamicTool`, and the standalone `tool` / `dynamicTool`. */
export type GenkitToolDefiner<Action> = (
  config: GenkitConfig,
  fn: (input: unknown, ctx: GenkitToolContext) => Promise<unknown>,
) => Action;

/** What `toGenkit` returns: `ai.defineTool`'s action, typed as its zod schemas would type it. */
export type GenkitTool<Input = unknown, Output = unknown> = ToolAction<z.ZodType<Input>, z.ZodType<Output>>;

/** `toGenkit` and `toGenkitDynamic`: typed as `ai.defineTool` types zod 3 schemas, by the tool, or loosely. */
interface GenkitAdapter<Ai> {
  <I extends z.ZodTypeAny, O extends z.ZodTypeAny = z.ZodTypeAny>(
    ai: Ai,
    tool: WithSchemas<GenkitStandardTool, { inputSchema: I; outputSchema?: O }>,
    options?: GenkitToolOptions,
  ): ToolAction<I, O>;
  <Input, Output>(
    ai: Ai,
    tool: StandardToolWithContext<GenkitToolContext, Input, Output>,
    options?: GenkitToolOptions,
  ): GenkitTool<Input, Output>;
  (ai: Ai, tool: GenkitStandardTool, options?: GenkitToolOptions): GenkitTool;
}

/** zod 3 as Genkit took it; a plain JSON Schema as it was; any other schema as draft-07 JSON Schema. */
function genkitFields(schema: ToolSchema, io: 'input' | 'output'): Partial<GenkitConfig> {
  // Genkit checks results against the output side, so each side describes its own.
  const json = isZod3Like(schema) ? undefined : isPlainJsonSchema(schema) ? schema : genkitJsonSchema(schema, io);
  return json ? { [`${io}JsonSchema`]: json } : { [`${io}Schema`]: schema };
}

/** The tool through any Genkit definer, e.g. the standalone `tool` / `dynamicTool` of 'genkit'. */
export function toGenkitUsing<Action>(
  define: GenkitToolDefiner<Action>,
  tool: GenkitStandardTool,
  options?: GenkitToolOptions,
): Action {
  const config: GenkitConfig = {
    ...options,
    name: tool.name,
    description: tool.description,
    ...(tool.inputSchema && genkitFields(tool.inputSchema, 'input')),
    ...(tool.outputSchema && genkitFields(tool.outputSchema, 'output')),
  };
  const schema = tool.inputSchema;
  // Genkit checked the JSON Schema; other than zod 3, the schema parses too (defaults, transforms, refinements).
  const parses = schema && !isZod3Like(schema) && !isPlainJsonSchema(schema);
  return define(config, async (rawInput, ctx) => {
    const input = parses ? await validateStandard(schema as StandardSchemaV1, rawInput, 'input') : rawInput;
    // No schema means no input (as in every adapter), whatever the model sent.
    return tool.execute(schema ? input : undefined, ctx);
  });
}

/** The tool through `ai.defineTool` or `ai.dynamicTool`, typed as `GenkitAdapter` says. */
const genkitAdapter =
  <Method extends 'defineTool' | 'dynamicTool'>(method: Method): GenkitAdapter<Pick<Genkit, Method>> =>
  (ai: Pick<Genkit, Method>, tool: GenkitStandardTool, options?: GenkitToolOptions) =>
    toGenkitUsing((config, fn) => ai[method](config, fn), tool, options) as GenkitTool;

/** Registers the tool in `ai`'s registry, like `ai.defineTool`. */
export const toGenkit = genkitAdapter('defineTool');

/** An unregistered tool, like `ai.dynamicTool`: pass it by value in `tools: [...]`. */
export const toGenkitDynamic = genkitAdapter('dynamicTool');

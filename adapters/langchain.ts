/**
 * LangChain adapter: a StandardTool as a structured tool from `tool()`
 * ('@langchain/core/tools', core >= 0.3.58 for zod 4; 0.3.78 and 1.x tested).
 *
 * - zod 3 and zod 4 schemas go through unchanged as `schema`: LangChain parses them,
 *   so the tool behaves exactly like one written with `tool()`.
 * - A plain JSON Schema (any object that is no Standard Schema) goes as LangChain took it; it checks it.
 * - A migrated JSON Schema (`fromJsonSchema`), and any other schema library: langchain-other-schemas.ts.
 * - A tool without input gets the empty-object schema of `schema: z.object({})`, the
 *   usual native no-argument tool; `execute` receives `undefined` (the contract's "no
 *   input", as in every adapter). Without a schema `tool()` would make a DynamicTool that
 *   offers the model an optional `input` string instead.
 *
 * The second argument of the function (RunnableConfig on `invoke`, ToolRuntime in an
 * agent) is `execute`'s context. LangChain has no output schema: the result is returned
 * as is (non-strings are JSON-stringified into the ToolMessage by LangChain).
 *
 * The context also holds the tool run's `runManager` (what `new DynamicStructuredTool({ func })`
 * gives `func` as its second argument): `tool()` hands its function a config only, so the tool's
 * `func` puts the run manager in that config, and the function makes the key non-enumerable
 * (`hidden`: undefined where the run has no callbacks), so that it is never spread into the
 * configs `execute` passes on to nested runs.
 */
import type { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';
import { langchainToolOf, type LangChainFactoryContext, type LangChainToolOptions } from './langchain-factory';
import { langchainOtherSchemas } from './langchain-other-schemas';
import type { LangChainNativeStringTool, LangChainNativeTool } from './langchain-tool-type';
import type {
  StandardToolWithContext,
  Undeclared,
  WithSchemas,
  ZodInput,
  ZodLikeSchema,
  ZodOutput,
} from './standard-tool';

export type { LangChainToolOptions };

// Core 0.3 and later's `ToolRunnableConfig` (0.2's `RunnableConfig`) and `ToolSchemaBase`, read from the classes
// every core has (0.2 has neither; `langchain` re-exports neither).
type ToolRunnableConfig = NonNullable<Parameters<DynamicTool['func']>[2]>;
type ToolSchemaBase = DynamicStructuredTool['schema'];

/** The config `tool()` gives a function that leaves it untyped: its keys, each read as there (`RunnableFunc`'s). */
export type LangChainToolConfig = { [Key in keyof ToolRunnableConfig as Key]: Undeclared };

/** `RunnableConfig` on `invoke`; core 1.x's `ToolRuntime` (state, context, store...) in an agent; the run's manager. */
export type LangChainToolContext = ToolRunnableConfig &
  LangChainFactoryContext & { runManager?: Parameters<DynamicTool['func']>[1] };

/** The model-facing schema of a native no-argument tool (`z.object({})`). */
const LANGCHAIN_NO_INPUT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {},
  additionalProperties: false,
};

/** Any tool whose `execute` can take LangChain's config as its context. */
export type LangChainStandardTool = StandardToolWithContext<LangChainToolContext>;

/**
 * What `toLangChain` returns: the structured tool a native `tool(func, { schema })` returns, typed by the validated
 * input I, the function's result O and the call's input S; its schema a JSON Schema object, so S is no bare string.
 */
export type LangChainTool<I = unknown, O = unknown, S = I> = LangChainNativeTool<Record<string, unknown>, I, S, O>;

/** The schema's input side where the tool's type carries it, else the validated input. */
type LangChainCallInput<Input, SchemaInput> = unknown extends SchemaInput ? Input : SchemaInput;

/** A tool whose schema takes a string: LangChain's `tool()` makes it a string-input DynamicTool. */
type LangChainStringTool<Output> = StandardToolWithContext<LangChainToolContext, string, Output, string>;

const hidden = (config: object): object => Object.defineProperty(config, 'runManager', { enumerable: false });

/** LangChain parses zod itself (`_def`, `_zod`) and any non-Standard-Schema object as JSON Schema; no output schema. */
const langchainParsesItself = (schema: object, io: 'input' | 'output'): boolean =>
  io === 'output' || '_def' in schema || '_zod' in schema || !('~standard' in schema);

/** Typed by the tool (its name; inline, by its schema); loosely for a tool whose context fits; last, its own. */
export const toLangChain: {
  <Output>(tool: LangChainStringTool<Output>, options?: LangChainToolOptions): LangChainNativeStringTool<Output>;
  <Z extends ZodLikeSchema, Output, Name extends string, Context = LangChainToolContext, Input = ZodOutput<Z>>(
    tool: WithSchemas<StandardToolWithContext<Context, Input, Output>, { name: Name; inputSchema: Z }>,
    options?: LangChainToolOptions,
  ): LangChainNativeTool<Z, Input, ZodInput<Z>, Output, Name>;
  <Input, Output, SchemaInput = unknown, Name extends string = string>(
    tool: StandardToolWithContext<LangChainToolContext, Input, Output, SchemaInput> & { name: Name },
    options?: LangChainToolOptions,
  ): LangChainNativeTool<Record<string, unknown>, Input, LangChainCallInput<Input, SchemaInput>, Output, Name>;
  (tool: LangChainStandardTool, options?: LangChainToolOptions): LangChainTool;
  <I, O, C>(tool: StandardToolWithContext<C, I, O>, options?: LangChainToolOptions): LangChainTool<I, O>;
} = (tool: LangChainStandardTool | LangChainStringTool<unknown>, options?: LangChainToolOptions) => {
  const langchainTool = langchainOtherSchemas(tool as LangChainStandardTool, langchainParsesItself);
  const schema = (langchainTool.inputSchema ?? LANGCHAIN_NO_INPUT_SCHEMA) as ToolSchemaBase;
  const made = langchainToolOf(
    // No schema means no input (as in every adapter), though LangChain checked a `{}`. A core that calls this
    // function itself (0.2's string tools, the classes before `tool()`) gives it (input, runManager, config).
    async (input: unknown, config: LangChainToolContext, configOfCore02?: LangChainToolContext) =>
      await langchainTool.execute(langchainTool.inputSchema ? input : undefined, hidden(configOfCore02 ?? config)),
    { ...options, name: tool.name, description: tool.description, schema },
  ) as LangChainTool & DynamicTool;
  const func = made.func as (input: unknown, runManager: unknown, config: object) => Promise<never>;
  made.func = (input, runManager, config): Promise<never> => func(input, runManager, { ...config, runManager });
  return made;
};

/** A class whose `new X()` (no arguments) makes a T. */
type LangChainToolClass<T> = new () => T;

/**
 * A tool class that others construct (`export class X extends StructuredTool`, `new X()` in another module) as
 * `class X extends toLangChainClass(x) {}`: each `new X()` makes the tool `toLangChain(x, options)` makes, an
 * instance of `X` (and of DynamicStructuredTool, or DynamicTool for a string input, as `tool()` picks), so that
 * `instanceof`, subclasses and the class's type keep working. The native class took LangChain's fields in its
 * constructor; this one takes none, and a `new X({...})` throws rather than drop them.
 */
export const toLangChainClass: {
  <Output>(
    tool: LangChainStringTool<Output>,
    options?: LangChainToolOptions,
  ): LangChainToolClass<LangChainNativeStringTool<Output>>;
  <Z extends ZodLikeSchema, Input, Output, Name extends string, Context = LangChainToolContext>(
    tool: WithSchemas<StandardToolWithContext<Context, Input, Output>, { name: Name; inputSchema: Z }>,
    options?: LangChainToolOptions,
  ): LangChainToolClass<LangChainNativeTool<Z, Input, ZodInput<Z>, Output, Name>>;
  (tool: LangChainStandardTool, options?: LangChainToolOptions): LangChainToolClass<LangChainTool>;
} = (tool: LangChainStandardTool | LangChainStringTool<unknown>, options?: LangChainToolOptions) => {
  const make = (): LangChainTool => toLangChain(tool as LangChainStandardTool, options);
  // The class `tool()` makes for this schema: the made tools' own prototype chain goes on through it.
  const madeClass = Object.getPrototypeOf(make()).constructor as typeof DynamicTool;
  function LangChainToolClass(this: unknown, ...fields: unknown[]): object {
    if (fields.length > 0) {
      throw new TypeError(`${tool.name}: this tool class takes no constructor fields (set them in the standard tool)`);
    }
    return Object.setPrototypeOf(make(), new.target.prototype as object) as object;
  }
  Object.setPrototypeOf(LangChainToolClass, madeClass);
  LangChainToolClass.prototype = Object.create(madeClass.prototype, {
    constructor: { value: LangChainToolClass, writable: true, configurable: true },
  }) as object;
  return LangChainToolClass as unknown as LangChainToolClass<never>;
};

/**
 * AI SDK adapter (v5, v6, v7): a StandardTool as an AI SDK tool.
 *
 * `tool()` is the identity function in every AI SDK version, so this module builds the
 * tool object itself and imports only types from 'ai': it works with whichever major
 * the project has installed. The tool's name is not a field; it is the key in the
 * `tools` record (`toAiSdkTools` builds that record).
 *
 * Schemas: ai-sdk-other-schemas.ts (zod and AI SDK `Schema` objects go through unchanged,
 * as natively; a `fromJsonSchema()` schema goes as `jsonSchema()` did). A zod-only
 * project's module passes every schema on, as v6/v7 take any Standard Schema.
 * The SDK's `execute(input, options)` second argument reaches `execute` as its context.
 * A throw propagates: the SDK turns it into a `tool-error` part, as for a native tool.
 */
import type { dynamicTool as aiSdkDynamicTool } from 'ai';
import { aiSdkOtherSchema } from './ai-sdk-other-schemas';
import { aiSdkJsonSchema } from './schema-kinds';
import { aiSdkToolsRecord } from './ai-sdk-tools-record';
import type { AiSdkNativeTool } from './ai-sdk-tool-type';
import type { StandardSchemaV1, StandardTool } from './standard-tool';

/** `execute`'s second argument as the installed AI SDK types it (v7: with the default tool context). */
export type AiSdkExecuteOptions = Parameters<NonNullable<Parameters<typeof aiSdkDynamicTool>[0]['execute']>>[1];

/** A generator `execute` streams preliminary results: the tool's output is the yielded value. */
type AiSdkYielded<Output> = Output extends AsyncIterable<infer Item> ? Item : Output;

/**
 * The tool as the installed major's `tool()` types it (ai-sdk-tool-type.ts): v5/v6 `Tool` itself (a declaration file
 * names it; a type it must write out in full may not be nameable, TS2742); v7 an executable tool of its context.
 */
export type AiSdkTool<Input = unknown, Output = unknown, Context = Record<string, unknown>> = AiSdkNativeTool<
  Input,
  AiSdkYielded<Output>,
  Context
>;

/**
 * What the AI SDK has and the contract does not (`providerOptions`, `toModelOutput`, `strict`, ...), passed through;
 * `title` overrides the tool's; `inputSchema` (a kept `jsonSchema()`), `outputSchema` (a generator's) go as they are.
 */
export type AiSdkToolOptions<Input = unknown, Output = unknown> = Partial<
  Omit<AiSdkNativeTool<Input, AiSdkYielded<Output>>, 'execute' | 'description' | 'title'>
> & {
  /** v6+ carry it to tool-call parts; kept for v5, which ignores it. */
  title?: string;
};

/** A v7 `contextSchema` in the options types the tool's context as `tool()` did (`generateText`'s `toolsContext`). */
type AiSdkContextTyped<Input, Output, Options> = Options extends {
  contextSchema: StandardSchemaV1<unknown, infer Context>;
}
  ? AiSdkTool<Input, Output, Context>
  : AiSdkTool<Input, Output>;

/** What v6/v7 send for a tool without `inputSchema`: what `jsonSchema(json)` without `validate` returns. */
function aiSdkNoInputSchema(): unknown {
  return aiSdkJsonSchema({ type: 'object', properties: {}, additionalProperties: false });
}

/** Read as a value, not called: the kind of function the standard tool's `execute` is (`async function*`, ...). */
function executeKind(tool: { readonly execute?: unknown }): string {
  return Object.prototype.toString.call(tool.execute);
}

export function toAiSdk<
  Input,
  Output,
  Options extends AiSdkToolOptions<Input, Output> = AiSdkToolOptions<Input, Output>,
>(tool: StandardTool<Input, Output>, options?: Options): AiSdkContextTyped<Input, Output, Options> {
  const title = options?.title ?? tool.title;
  // Without an input schema the model still sends `{}`; the contract says "no input". `this` is passed on as
  // the SDK gives it: a Workflow step ('use step') captures it, and the standard tool would not serialize.
  const callExecute = (self: unknown, input: Input, executeOptions: unknown): ReturnType<typeof tool.execute> => {
    const given = tool.inputSchema || options?.inputSchema ? input : undefined;
    return tool.execute.call(self, given as Input, executeOptions);
  };
  const aiSdkTool: Record<string, unknown> = {
    ...options,
    ...(title !== undefined && { title }),
    // An empty description is a tool that had none: sent as none, as before.
    ...(tool.description !== '' && { description: tool.description }),
    inputSchema: options?.inputSchema ?? (tool.inputSchema ? aiSdkOtherSchema(tool.inputSchema) : aiSdkNoInputSchema()),
    ...(tool.outputSchema && { outputSchema: aiSdkOtherSchema(tool.outputSchema) }),
    // A generator stays one, for code that tells the kind of `execute` by its constructor; `yield*` hands on every
    // value, the return value and `return()`/`throw()` alike; `await` (no promise there) meets Biome's `useAwait`.
    // So does an `async` one, whose constructor code may read too (`AsyncFunction`).
    ...(executeKind(tool) === '[object AsyncGeneratorFunction]'
      ? {
          async *execute(this: unknown, input: Input, executeOptions: unknown): AsyncGenerator<unknown, unknown> {
            const generator: unknown = await callExecute(this, input, executeOptions);
            return yield* generator as AsyncGenerator<unknown, unknown>;
          },
        }
      : executeKind(tool) === '[object AsyncFunction]'
        ? {
            async execute(this: unknown, input: Input, executeOptions: unknown): Promise<Awaited<Output>> {
              return await callExecute(this, input, executeOptions);
            },
          }
        : {
            execute(this: unknown, input: Input, executeOptions: unknown): ReturnType<typeof tool.execute> {
              return callExecute(this, input, executeOptions);
            },
          }),
  };
  return aiSdkTool as AiSdkContextTyped<Input, Output, Options>;
}

/** What `toAiSdk` returns for the standard tool `T`, given the options record: the type its native tool had. */
type AiSdkToolFor<T, Options> =
  T extends StandardTool<infer Input, infer Output>
    ? AiSdkContextTyped<Input, Output, T['name'] extends keyof Options ? Options[T['name']] : undefined>
    : never;

/** The `tools` record of the native tools: each one's type under its name. */
type AiSdkToolsFor<Tools extends readonly StandardTool[], Options> = {
  [Each in Tools[number] as Each['name']]: AiSdkToolFor<Each, Options>;
};

/** A `tools` record: each tool under its own name, as the model will call it. */
export function toAiSdkTools<
  const Tools extends readonly StandardTool[],
  const Options extends { readonly [Name in Tools[number]['name']]?: AiSdkToolOptions } = object,
>(tools: Tools, options?: Options): AiSdkToolsFor<Tools, Options> {
  const perTool = options as Readonly<Record<string, AiSdkToolOptions | undefined>> | undefined;
  return aiSdkToolsRecord(tools, perTool, toAiSdk) as AiSdkToolsFor<Tools, Options>;
}

/**
 * AI SDK v4 adapter: a StandardTool as an AI SDK 4.x tool (`parameters`, not
 * `inputSchema`). The alternative to './ai-sdk' for projects on `ai@4`, with the same
 * public names (`toAiSdk`, `toAiSdkTools`), so migrated code does not depend on the major.
 *
 * Schemas (AI SDK v4 understands zod 3 and `jsonSchema()` only): ai-sdk-v4-other-schemas.ts.
 * The SDK's `execute(args, options)` second argument reaches `execute` as its context.
 */
import { jsonSchema, type tool as aiSdkV4Tool, type Tool as AiSdkBaseTool, type ToolExecutionOptions } from 'ai';
import { aiSdkV4OtherSchema } from './ai-sdk-v4-other-schemas';
import { aiSdkToolsRecord } from './ai-sdk-tools-record';
import type { StandardTool, WithSchemas } from './standard-tool';

/** `execute`'s second argument in AI SDK v4. */
export type AiSdkExecuteOptions = ToolExecutionOptions;

type AiSdkV4ToolResultContent = ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType?: string })[];

/** What v4's `tool()` has and the contract does not, passed through unchanged. */
export interface AiSdkToolOptions<Output = unknown> {
  experimental_toToolResultContent?: (result: Output) => AiSdkV4ToolResultContent;
  /** An AI SDK schema the contract cannot hold (a kept `jsonSchema(...)`), sent as it is. */
  parameters?: unknown;
}

/** A v4 `Tool`, written out: for a schema v4 does not type a tool by (zod 4, valibot, ...). */
export interface AiSdkTool<Input = unknown, Output = unknown> extends AiSdkToolOptions<Output> {
  description?: string;
  parameters: unknown;
  execute: (args: Input, options: AiSdkExecuteOptions) => Promise<Output>;
}

/** What `tool()` returns: typed by a schema it takes (zod 3's, `jsonSchema<T>()`'s; read from it), else `AiSdkTool`. */
type AiSdkV4Parameters = Parameters<typeof aiSdkV4Tool>[0] extends { parameters: infer Schema } ? Schema : never;
type AiSdkV4ToolOf<Schema, Input, Output> = Schema extends AiSdkV4Parameters
  ? AiSdkBaseTool<Schema, Output> & { execute: (args: Input, options: AiSdkExecuteOptions) => PromiseLike<Output> }
  : AiSdkTool<Input, Output>;

/** What a native `parameters: z.object({})`, v4's way to take no input, shows the model. */
function aiSdkV4NoParameters(): unknown {
  const draft07 = 'http://json-schema.org/draft-07/schema#';
  return jsonSchema({ type: 'object', properties: {}, additionalProperties: false, $schema: draft07 });
}

/** The schema a tool is typed by: a kept `parameters` (a `jsonSchema<T>()`) in the options, else its input schema. */
type AiSdkV4SchemaOf<Schema, Options> = Options extends { parameters: infer Kept } ? Kept : Schema;

export function toAiSdk<Input, Output, Schema = unknown, Options = AiSdkToolOptions<Output>>(
  tool: WithSchemas<StandardTool<Input, Output>, { inputSchema?: Schema }>,
  options?: Options & AiSdkToolOptions<Output>,
): AiSdkV4ToolOf<AiSdkV4SchemaOf<Schema, Options>, Input, Output> {
  const { inputSchema } = tool as StandardTool<Input, Output>;
  const v4Tool: AiSdkTool<Input, Output> = {
    ...options,
    // An empty description is a tool that had none: sent as none, as before.
    ...(tool.description !== '' && { description: tool.description }),
    parameters: options?.parameters ?? (inputSchema ? aiSdkV4OtherSchema(inputSchema) : aiSdkV4NoParameters()),
    // Without an input schema the model still sends `{}`; the contract says "no input".
    execute: async (args, executeOptions) =>
      await tool.execute((inputSchema || options?.parameters ? args : undefined) as Input, executeOptions),
  };
  return v4Tool as AiSdkV4ToolOf<AiSdkV4SchemaOf<Schema, Options>, Input, Output>;
}

/** What `toAiSdk` returns for the standard tool `T`, given the options record: the type its native tool had. */
type AiSdkToolFor<T, Options> =
  T extends StandardTool<infer Input, infer Output>
    ? AiSdkV4ToolOf<
        AiSdkV4SchemaOf<
          T extends { inputSchema: infer Schema } ? Schema : unknown,
          T['name'] extends keyof Options ? Options[T['name']] : undefined
        >,
        Input,
        Output
      >
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

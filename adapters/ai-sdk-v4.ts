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
import type { StandardTool, WithSchemas } from './standard-tool';

/** `execute`'s second argument in AI SDK v4 (`ToolExecutionOptions`). */
export interface AiSdkExecuteOptions {
  toolCallId: string;
  messages: unknown[];
  abortSignal?: AbortSignal;
}

type AiSdkV4ToolResultContent = ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType?: string })[];

/** What v4's `tool()` has and the contract does not, passed through unchanged. */
export interface AiSdkToolOptions<Output = unknown> {
  experimental_toToolResultContent?: (result: Output) => AiSdkV4ToolResultContent;
  /** An AI SDK schema the contract cannot hold (a kept `jsonSchema(...)`), sent as it is. */
  parameters?: unknown;
}

/** A v4 `Tool`, written out: it names no type of `ai` 4, so it compiles whichever `ai` types are installed. */
export interface AiSdkTool<Input = unknown, Output = unknown> extends AiSdkToolOptions<Output> {
  description?: string;
  parameters: unknown;
  execute: (args: Input, options: AiSdkExecuteOptions) => Promise<Output>;
}

/** The schemas v4's `tool()` types a tool by (zod 3's, `jsonSchema()`'s): its constraint, read from its signature. */
type AiSdkV4Parameters = Parameters<typeof aiSdkV4Tool>[0] extends { parameters: infer Schema } ? Schema : never;

/** What v4's `tool()` returns for such a schema: typed by the schema itself. */
export type AiSdkV4NativeTool<Schema extends AiSdkV4Parameters, Input, Output> = AiSdkBaseTool<Schema, Output> & {
  execute: (args: Input, options: ToolExecutionOptions) => PromiseLike<Output>;
};

/** What a native `parameters: z.object({})`, v4's way to take no input, shows the model. */
function aiSdkV4NoParameters(): unknown {
  const draft07 = 'http://json-schema.org/draft-07/schema#';
  return jsonSchema({ type: 'object', properties: {}, additionalProperties: false, $schema: draft07 });
}

/** Typed as `tool()` typed it where the schema is one it takes (zod 3), else as the written-out `AiSdkTool`. */
export function toAiSdk<Schema extends AiSdkV4Parameters, Input, Output>(
  tool: WithSchemas<StandardTool<Input, Output>, { inputSchema: Schema }>,
  options?: AiSdkToolOptions<Output>,
): AiSdkV4NativeTool<Schema, Input, Output>;
export function toAiSdk<Input, Output>(
  tool: StandardTool<Input, Output>,
  options?: AiSdkToolOptions<Output>,
): AiSdkTool<Input, Output>;
export function toAiSdk<Input, Output>(tool: StandardTool<Input, Output>, options?: AiSdkToolOptions<Output>): unknown {
  const v4Tool: AiSdkTool<Input, Output> = {
    ...options,
    // An empty description is a tool that had none: sent as none, as before.
    ...(tool.description !== '' && { description: tool.description }),
    parameters:
      options?.parameters ?? (tool.inputSchema ? aiSdkV4OtherSchema(tool.inputSchema) : aiSdkV4NoParameters()),
    // Without an input schema the model still sends `{}`; the contract says "no input".
    execute: async (args, executeOptions) =>
      tool.execute((tool.inputSchema || options?.parameters ? args : undefined) as Input, executeOptions),
  };
  return v4Tool;
}

/** A `tools` record: each tool under its own name, as the model will call it. */
export function toAiSdkTools<const Tools extends readonly StandardTool[]>(
  tools: Tools,
  options?: { readonly [Name in Tools[number]['name']]?: AiSdkToolOptions },
): { [Name in Tools[number]['name']]: AiSdkTool } {
  const record: Record<string, AiSdkTool> = {};
  for (const tool of tools) {
    if (Object.hasOwn(record, tool.name)) {
      throw new Error(`std-tool: two tools are named "${tool.name}"; the AI SDK keys tools by name`);
    }
    record[tool.name] = toAiSdk(tool, (options as Record<string, AiSdkToolOptions> | undefined)?.[tool.name]);
  }
  return record as { [Name in Tools[number]['name']]: AiSdkTool };
}

/**
 * AI SDK v4 adapter: a StandardTool as an AI SDK 4.x tool (`parameters`, not
 * `inputSchema`). The alternative to './ai-sdk' for projects on `ai@4`, with the same
 * public names (`toAiSdk`, `toAiSdkTools`), so migrated code does not depend on the major.
 *
 * AI SDK v4 understands zod 3 and `jsonSchema()` only; a zod 4 schema reaches the model
 * as an empty schema. So:
 * - a zod 3 schema goes through unchanged, exactly like a native `parameters: z.object(...)`;
 * - any other schema becomes `jsonSchema(draft-07 JSON, { validate })` with the schema's
 *   own validation, so defaults and transforms still apply before `execute`.
 * v4 validates synchronously, as it does for zod 3 (`safeParse`): a schema with async
 * refinements fails validation with an explanatory error, as it would natively.
 * The SDK's `execute(args, options)` second argument reaches `execute` as its context.
 */
import { jsonSchema } from 'ai';
import { toJsonSchema } from './json-schema';
import { isAiSdkSchema } from './schema-kinds';
import {
  isZod3Like,
  normalizeIssue,
  StandardToolValidationError,
  type StandardSchemaV1,
  type StandardTool,
  type ToolSchema,
} from './standard-tool';

/** `execute`'s second argument in AI SDK v4 (`ToolExecutionOptions`). */
export type AiSdkExecuteOptions = { toolCallId: string; messages: unknown[]; abortSignal?: AbortSignal };

type AiSdkV4ToolResultContent = ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType?: string })[];

/** What v4's `tool()` has and the contract does not, passed through unchanged. */
export interface AiSdkToolOptions<Output = unknown> {
  experimental_toToolResultContent?: (result: Output) => AiSdkV4ToolResultContent;
  /** An AI SDK schema the contract cannot hold (a kept `jsonSchema(...)`), sent as it is. */
  parameters?: unknown;
}

/** Structurally a v4 `Tool` (the `ai` types of this repository are a later major). */
export interface AiSdkTool<Input = unknown, Output = unknown> extends AiSdkToolOptions<Output> {
  description?: string;
  parameters: unknown;
  execute: (args: Input, options: AiSdkExecuteOptions) => Promise<Output>;
}

export function toAiSdk<Input, Output>(
  tool: StandardTool<Input, Output>,
  options?: AiSdkToolOptions<Output>,
): AiSdkTool<Input, Output> {
  return {
    ...options,
    // An empty description is a tool that had none: sent as none, as before.
    ...(tool.description !== '' && { description: tool.description }),
    parameters: options?.parameters ?? (tool.inputSchema ? aiSdkV4Parameters(tool.inputSchema) : aiSdkV4NoParameters()),
    // Without an input schema the model still sends `{}`; the contract says "no input".
    execute: async (args, executeOptions) =>
      tool.execute((tool.inputSchema || options?.parameters ? args : undefined) as Input, executeOptions),
  };
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

type AiSdkV4JsonSchema = Parameters<typeof jsonSchema>[0];

const AI_SDK_V4_ASYNC_SCHEMA =
  'std-tool: this schema validates asynchronously, and AI SDK v4 validates tool input synchronously';

function aiSdkV4Parameters(schema: ToolSchema): unknown {
  // zod 3, and the SDK's own `jsonSchema()` / `zodSchema()` objects, go as v4 took them.
  if (isZod3Like(schema) || isAiSdkSchema(schema)) return schema;
  const standard = schema as StandardSchemaV1;
  const json = structuredClone(toJsonSchema(standard, { target: 'draft-07', io: 'input' }));
  aiSdkV4CloseObjects(json);
  return jsonSchema(json as AiSdkV4JsonSchema, {
    // Synchronously, as v4 validates zod 3 (`safeParse`).
    validate: (value) => {
      const result = standard['~standard'].validate(value);
      if ('then' in result) {
        result.then(undefined, () => undefined); // its outcome is not awaited: never let it reject unhandled
        return { success: false, error: new Error(AI_SDK_V4_ASYNC_SCHEMA) };
      }
      return result.issues
        ? { success: false, error: new StandardToolValidationError('input', result.issues.map(normalizeIssue)) }
        : { success: true, value: result.value };
    },
  });
}

/** What a native `parameters: z.object({})`, v4's way to take no input, shows the model. */
function aiSdkV4NoParameters(): unknown {
  const draft07 = 'http://json-schema.org/draft-07/schema#';
  return jsonSchema({ type: 'object', properties: {}, additionalProperties: false, $schema: draft07 });
}

type AiSdkV4Json = { type?: unknown; additionalProperties?: unknown; [keyword: string]: unknown };

/** Closed where the key is absent (zod 4 and others leave it out), as zod 3's converter closes every object. */
function aiSdkV4CloseObjects(json: AiSdkV4Json): void {
  if (json.type === 'object' && !('additionalProperties' in json)) json.additionalProperties = false;
  const mapped = ['properties', 'definitions', '$defs'].flatMap((key) => Object.values((json[key] ?? {}) as object));
  const nested = ['items', 'additionalProperties', 'anyOf', 'allOf', 'oneOf'].flatMap((key) => json[key]);
  const isObject = (node: unknown) => node !== null && typeof node === 'object' && !Array.isArray(node);
  ([...mapped, ...nested].filter(isObject) as AiSdkV4Json[]).forEach(aiSdkV4CloseObjects);
}

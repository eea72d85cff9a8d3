/**
 * The framework-free tool contract, structurally compatible with StandardToolV0 0.1
 * (`name`, `title?`, `description`, `inputSchema?`, `outputSchema?`, `meta?`,
 * `execute(input, context?)`). No imports: the Standard Schema 1.1 types are restated
 * from `@standard-schema/spec`, so the module needs no dependency.
 */

export interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

// A failure's `value?: undefined`: where no strictNullChecks narrow `if (result.issues)`, `.value` reads the union.
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly value?: undefined; readonly issues: readonly StandardIssue[] };

export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
      options?: { readonly libraryOptions?: Record<string, unknown> },
    ) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** `draft-2020-12`, `draft-07` and `openapi-3.0` are the targets the spec names. */
export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | (string & {});

type StandardJsonSchemaEmitter = (options: {
  readonly target: JsonSchemaTarget;
  readonly libraryOptions?: Record<string, unknown> | undefined;
}) => Record<string, unknown>;

export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
    readonly jsonSchema: { readonly input: StandardJsonSchemaEmitter; readonly output: StandardJsonSchemaEmitter };
  };
}

/** A schema that validates and emits JSON Schema: what StandardToolV0 requires. */
export type StandardSchemaWithJSON<Input = unknown, Output = Input> = StandardSchemaV1<Input, Output> &
  StandardJSONSchemaV1<Input, Output>;

/** A zod 3 schema (before 3.24 it has no `~standard`). */
export interface Zod3LikeSchema<Input = unknown, Output = Input> {
  readonly _def: unknown;
  readonly _input?: Input;
  readonly _output?: Output;
  safeParseAsync(value: unknown): Promise<unknown>;
}

/** An AI SDK `Schema` object (`jsonSchema(...)`, `zodSchema(...)`): its JSON and optional `validate`. */
export interface AiSdkSchemaLike<Output = unknown> {
  readonly _type?: Output;
  readonly jsonSchema: unknown;
  readonly validate?: ((value: unknown) => AiSdkValidation<Output> | PromiseLike<AiSdkValidation<Output>>) | undefined;
}

type AiSdkValidation<Output> = { success: true; value: Output } | { success: false; error: unknown };

/** An MCP raw shape: a plain object of zod fields (`{ city: z.string() }`). */
export type McpRawShape<Output> = {
  readonly [Key in keyof Output]: StandardSchemaV1<unknown, Output[Key]> | Zod3LikeSchema<unknown, Output[Key]>;
};

/** A plain JSON Schema object, as LangChain takes it (no schema library's). */
export interface PlainJsonSchema {
  type?: unknown;
  properties?: unknown;
  '~standard'?: never;
  _zod?: never;
}

/** A Standard Schema, a zod 3 schema, or a kind that a framework the module serves takes itself. */
export type ToolSchema<In = unknown, Out = In> =
  StandardSchemaV1<In, Out> | Zod3LikeSchema<In, Out> | AiSdkSchemaLike<Out> | McpRawShape<Out> | PlainJsonSchema;

/** One tool, described once: `execute` gets the validated input and the framework's context. */
export interface StandardTool<Input = unknown, Output = unknown, Context = unknown, SchemaInput = unknown> {
  name: string;
  title?: string;
  description: string;
  /** `Input` is what the schema outputs (what `execute` gets); `SchemaInput`, what a caller may send. */
  inputSchema?: ToolSchema<SchemaInput, Input>;
  outputSchema?: ToolSchema<unknown, Output>;
  /** Static tool-level data (never passed to `execute`). */
  meta?: Record<string, unknown>;
  execute(input: Input, context?: Context): Output | Promise<Output>;
}

/** Untyped, as tool() leaves a context or inline input: `any`, unspelled (a directive may name an unknown rule). */
export type Undeclared = ReturnType<typeof JSON.parse>;

/** A zod 4 or 3 schema, whose type an adapter keeps where the native tool's does (any schema's: too deep to infer). */
export type ZodLikeSchema = { readonly _zod: object } | Zod3LikeSchema;

/** What a zod 4 or 3 schema parses to (`z.output`), and what it takes (`z.input`). */
export type ZodOutput<Z> = Z extends { _zod: { output: infer O } } ? O : Z extends { _output?: infer O } ? O : never;
export type ZodInput<Z> = Z extends { _zod: { input: infer I } } ? I : Z extends { _input?: infer I } ? I : never;
/** T with these fields' types: not intersected with `ToolSchema`, which a zod 3 schema's `this`-typed methods fail. */
export type WithSchemas<T, Schemas> = Omit<T, keyof Schemas> & Schemas;
type ZodTool<Z, O, C, Rest> = WithSchemas<StandardTool<ZodOutput<Z>, O, C, ZodInput<Z>>, { inputSchema: Z } & Rest>;

/** A tool typed as the framework's `tool()` typed it: by its schemas (zod's own types kept; none: never), name N. */
export const standardTool: {
  <Z extends ZodLikeSchema, ZO extends ZodLikeSchema, C = Undeclared, N extends string = string>(
    tool: ZodTool<Z, ZodOutput<ZO>, C, { name: N; outputSchema: ZO }>,
  ): ZodTool<Z, ZodOutput<ZO>, C, { name: N; outputSchema: ZO }>;
  <Z extends ZodLikeSchema, O, C = Undeclared, N extends string = string>(
    tool: ZodTool<Z, O, C, { name: N; outputSchema?: never }>,
  ): ZodTool<Z, O, C, { name: N; outputSchema?: never }>;
  <Z extends ZodLikeSchema, O, C = Undeclared, N extends string = string>(
    tool: ZodTool<Z, O, C, { name: N }>,
  ): ZodTool<Z, O, C, { name: N }>;
  <I = unknown, O = unknown, C = Undeclared, S = unknown, N extends string = string>(
    tool: StandardTool<I, O, C, S> & { name: N },
  ): StandardTool<I, O, C, S> & { name: N };
} = <T>(tool: T) => tool;

/** A tool as an adapter that always passes the context takes it: typed by its schema, or any `StandardTool`. */
export type StandardToolWithContext<Context, Input = Undeclared, Output = unknown, SchemaInput = unknown> = Omit<
  StandardTool<Input, Output, Context, SchemaInput>,
  'execute'
> & {
  execute(input: Input, context: Context): Output | Promise<Output>;
};

/**
 * The abort signal of the call, from whichever framework's context `execute` is given: MCP 1.x
 * `extra.signal`, MCP 2.x `ctx.mcpReq.signal`, LangChain's config `signal`, the AI SDK's, Genkit's
 * and Mastra 1.x `abortSignal`, Mastra 0.x `options.abortSignal`. Where a framework gives none (the
 * AI SDK or LangChain called without one, a direct call, the OpenAI Agents SDK, whose signal is not in
 * its context), a signal that never aborts, as Genkit makes: nothing cancels that call.
 */
export function abortSignalOf(context: unknown): AbortSignal {
  const read = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  const candidates = [
    read(context, 'signal'),
    read(context, 'abortSignal'),
    read(read(context, 'mcpReq'), 'signal'),
    read(read(context, 'options'), 'abortSignal'),
  ];
  const given = candidates.find(
    (candidate) =>
      typeof read(candidate, 'aborted') === 'boolean' && typeof read(candidate, 'addEventListener') === 'function',
  );
  return (given as AbortSignal | undefined) ?? new AbortController().signal;
}

/** The key under which `textOfMcpResult`'s error carries the MCP error result it took the text of. */
const MCP_RESULT = Symbol.for('std-tool-migrate.mcp-result');

/**
 * The plain value of an MCP text result built by a helper of a migrated handler (`return
 * textOfMcpResult(handleOutput(output))`): its text, or for an error result (`isError: true`) a
 * thrown `Error` with that text. The MCP adapter makes the text that result again, and returns the
 * error result itself from its callback; every other framework gets the text or the error. The
 * migration writes the call only where the type checker proved each result one of the two; anything
 * else is returned as it is, for the MCP adapter to pass on unchanged.
 */
export function textOfMcpResult(result: unknown): string {
  const fields = typeof result === 'object' && result !== null ? (result as McpTextResultFields) : undefined;
  const blocks = fields?.content;
  const block: unknown = Array.isArray(blocks) && blocks.length === 1 ? blocks[0] : undefined;
  const textBlock = typeof block === 'object' && block !== null ? (block as McpTextBlockFields) : undefined;
  const text =
    textBlock && Object.keys(textBlock).length === 2 && textBlock.type === 'text' ? textBlock.text : undefined;
  const onlyResultKeys = Object.keys(fields ?? {}).every((key) => key === 'content' || key === 'isError');
  if (typeof text !== 'string' || !onlyResultKeys || (fields?.isError !== undefined && fields.isError !== true)) {
    return result as string;
  }
  if (fields?.isError === true) {
    // The result rides along: the MCP adapter's callback returns it again, so a caller of that callback (a test
    // with a mocked server, not only the SDK) gets what it got before.
    throw Object.defineProperty(new Error(text), MCP_RESULT, { value: result });
  }
  return text;
}

/** The MCP error result an error thrown by `textOfMcpResult` carries, for the MCP adapter to return as it was. */
export function mcpResultCarriedBy(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<symbol, unknown>)[MCP_RESULT] : undefined;
}

/** What `textOfMcpResult` reads of a result and of its one block (anything may be there). */
interface McpTextResultFields {
  readonly content?: unknown;
  readonly isError?: unknown;
}

interface McpTextBlockFields {
  readonly type?: unknown;
  readonly text?: unknown;
}

/** StandardToolV0 0.1: both schemas validate and emit JSON Schema. */
export interface StrictStandardTool<Input = unknown, Output = unknown, Context = unknown> extends StandardTool<
  Input,
  Output,
  Context
> {
  inputSchema?: StandardSchemaWithJSON<unknown, Input>;
  outputSchema?: StandardSchemaWithJSON<unknown, Output>;
}

/** An issue with its path reduced to plain keys (valibot segments carry input values). */
export interface NormalizedIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

/** `items[1].name: Expected string; city: Required` */
export function formatIssues(issues: readonly NormalizedIssue[]): string {
  const join = (path: string, key: PropertyKey): string =>
    typeof key === 'number' ? `${path}[${String(key)}]` : `${path}${path ? '.' : ''}${String(key)}`;
  const at = (issue: NormalizedIssue): string => issue.path.reduce<string>((path, key) => join(path, key), '');
  return issues.map((issue) => (at(issue) ? `${at(issue)}: ${issue.message}` : issue.message)).join('; ');
}

export class StandardToolValidationError extends Error {
  readonly target: 'input' | 'output';
  readonly issues: readonly NormalizedIssue[];
  constructor(target: 'input' | 'output', issues: readonly NormalizedIssue[]) {
    super(formatIssues(issues));
    this.name = 'StandardToolValidationError';
    this.target = target;
    this.issues = issues;
  }
}

export function isStandardSchema(schema: unknown): schema is StandardSchemaV1 {
  const props = (schema as { '~standard'?: { validate?: unknown } } | null | undefined)?.['~standard'];
  return typeof props?.validate === 'function';
}

export function isZod3Like(schema: unknown): schema is Zod3LikeSchema {
  const zod3 = schema as { _def?: unknown; _zod?: unknown; safeParseAsync?: unknown } | null | undefined;
  return zod3?._def !== undefined && zod3._zod === undefined && typeof zod3.safeParseAsync === 'function';
}

function isAiSdkSchemaLike(schema: unknown): schema is AiSdkSchemaLike {
  return typeof schema === 'object' && schema !== null && Symbol.for('vercel.ai.schema') in schema;
}

/** Keys only: a valibot segment `{ key, value, input, ... }` becomes its `key` (a `null`, not in the spec, stays). */
export function normalizeIssue(issue: StandardIssue): NormalizedIssue {
  // Array.from: arktype's path is an array subclass whose own .map misbehaves when empty.
  const path = Array.from(issue.path ?? [], (part: unknown) =>
    typeof part === 'object' && part !== null ? (part as { key: PropertyKey }).key : (part as PropertyKey),
  );
  return { message: issue.message, path };
}

/** A Standard Schema's own validation (defaults and transforms apply); a failure throws. */
export async function validateStandard<T>(
  schema: StandardSchemaV1<unknown, T>,
  value: unknown,
  target: 'input' | 'output',
): Promise<T> {
  // `validate` may return a result or a promise of one (async refinements).
  const result = await schema['~standard'].validate(value);
  if (result.issues) {
    const issues = result.issues.map((issue) => normalizeIssue(issue));
    throw new StandardToolValidationError(target, issues);
  }
  return result.value;
}

/** What a zod 3 schema's `safeParseAsync` resolves to. */
type Zod3ParseResult<Output> =
  | { success: true; data: Output }
  | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };

/** Any tool schema, and an AI SDK `Schema` (a member of `ToolSchema` only where the module serves the AI SDK). */
async function validateWith<T>(
  schema: ToolSchema<unknown, T> | AiSdkSchemaLike<T>,
  value: unknown,
  target: 'input' | 'output',
): Promise<T> {
  if (isStandardSchema(schema)) {
    return validateStandard(schema, value, target);
  }
  if (isZod3Like(schema)) {
    const result = (await schema.safeParseAsync(value)) as Zod3ParseResult<T>;
    if (result.success) {
      return result.data;
    }
    const issues = result.error.issues.map((issue) => ({ message: issue.message, path: [...issue.path] }));
    throw new StandardToolValidationError(target, issues);
  }
  if (isAiSdkSchemaLike(schema)) {
    // `jsonSchema()` without `validate` validates nothing, in the SDK as here.
    if (!schema.validate) {
      return value as T;
    }
    const result = await schema.validate(value);
    if (result.success) {
      return result.value;
    }
    const message = result.error instanceof Error ? result.error.message : String(result.error);
    throw new StandardToolValidationError(target, [{ message, path: [] }]);
  }
  throw new TypeError(
    'std-tool: schema is neither a Standard Schema nor a zod 3 schema; ' +
      'use zod >= 3.24, valibot >= 1, arktype >= 2 or another Standard Schema library',
  );
}

/** Validates (and parses: defaults and transforms apply) a tool's input. */
export function validateInput<T = unknown>(schema: ToolSchema<unknown, T>, value: unknown): Promise<T> {
  return validateWith(schema, value, 'input');
}

/** Validates a tool's result against its output schema. */
export function validateOutput<T = unknown>(schema: ToolSchema<unknown, T>, value: unknown): Promise<T> {
  return validateWith(schema, value, 'output');
}

/** Runs a tool the way every adapter does when the framework does not validate. */
export async function callStandardTool<Input, Output, Context>(
  tool: StandardTool<Input, Output, Context>,
  rawInput: unknown,
  context?: Context,
): Promise<Output> {
  const input = tool.inputSchema ? await validateInput<Input>(tool.inputSchema, rawInput) : (rawInput as Input);
  return tool.execute(input, context);
}

/**
 * The framework-free tool contract, structurally compatible with StandardToolV0 0.1
 * (`name`, `title?`, `description`, `inputSchema?`, `outputSchema?`, `meta?`,
 * `execute(input, context?)`).
 *
 * This file has no imports on purpose: std-tool-migrate copies it into user projects.
 * The Standard Schema types below restate `@standard-schema/spec` 1.1 so that no
 * dependency is needed.
 */

// ---------------------------------------------------------------------------
// Standard Schema 1.1 (restated)
// ---------------------------------------------------------------------------

export interface StandardIssuePathSegment {
  readonly key: PropertyKey;
}

export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | StandardIssuePathSegment> | undefined;
}

export type StandardResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

export interface StandardTypes<Input, Output> {
  readonly input: Input;
  readonly output: Output;
}

export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
      options?: { readonly libraryOptions?: Record<string, unknown> } | undefined,
    ) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: StandardTypes<Input, Output> | undefined;
  };
}

/** `draft-2020-12`, `draft-07` and `openapi-3.0` are the targets the spec names. */
export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | (string & {});

export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly types?: StandardTypes<Input, Output> | undefined;
    readonly jsonSchema: {
      readonly input: (options: {
        readonly target: JsonSchemaTarget;
        readonly libraryOptions?: Record<string, unknown> | undefined;
      }) => Record<string, unknown>;
      readonly output: (options: {
        readonly target: JsonSchemaTarget;
        readonly libraryOptions?: Record<string, unknown> | undefined;
      }) => Record<string, unknown>;
    };
  };
}

/** A schema that validates and emits JSON Schema: what StandardToolV0 requires. */
export type StandardSchemaWithJSON<Input = unknown, Output = Input> = StandardSchemaV1<Input, Output> &
  StandardJSONSchemaV1<Input, Output>;

/**
 * A zod 3 schema (before 3.24 it has no `~standard`). Genkit and AI SDK v4 code bases
 * are full of these; the adapters convert them through a zod-3 fallback.
 */
export interface Zod3LikeSchema<Input = unknown, Output = Input> {
  readonly _def: unknown;
  readonly _input?: Input;
  readonly _output?: Output;
  safeParseAsync(
    value: unknown,
  ): Promise<
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } }
  >;
}

/**
 * What a migrated tool may hold as a schema: the strict StandardToolV0 form, a
 * validate-only Standard Schema (zod 3.24+, zod 4.0/4.1, plain valibot) whose JSON
 * Schema comes from a fallback, or an older zod 3 schema.
 */
export type ToolSchema<Input = unknown, Output = Input> =
  StandardSchemaWithJSON<Input, Output> | StandardSchemaV1<Input, Output> | Zod3LikeSchema<Input, Output>;

// ---------------------------------------------------------------------------
// The tool
// ---------------------------------------------------------------------------

/**
 * One tool, described once. `execute` may throw: each adapter turns a throw into the
 * framework's own error convention. The framework context (AI SDK options, MCP
 * `extra`, Genkit `ctx`, LangChain `config`, Mastra `ctx`) arrives as `context`.
 *
 * This is the loose form the codemod emits (it admits zod 3 and validate-only
 * schemas, so migrated code type-checks with the schema library the project has).
 * `StrictStandardTool` is exactly the StandardToolV0 shape.
 */
export interface StandardTool<Input = any, Output = any, Context = any> {
  name: string;
  title?: string;
  description: string;
  /** `Input` is the schema's output side: the validated value `execute` receives. */
  inputSchema?: ToolSchema<any, Input>;
  outputSchema?: ToolSchema<any, Output>;
  /** Static tool-level data (never passed to `execute`). */
  meta?: Record<string, unknown>;
  execute(input: Input, context?: Context): Output | Promise<Output>;
}

/**
 * Declares a standard tool with its types inferred: `execute`'s input is the input
 * schema's validated type, as in the framework's own `tool()`. At runtime it returns
 * its argument. (A plain `{...} satisfies StandardTool` would type the input as `any`.)
 */
export function standardTool<Input = unknown, Output = unknown, Context = any>(
  tool: StandardTool<Input, Output, Context>,
): StandardTool<Input, Output, Context> {
  return tool;
}

/**
 * A standard tool as an adapter takes it when the adapter always passes the framework
 * context: a tool written inline in the adapter call gets a context it can destructure
 * (`execute: (input, { runtimeContext }) => ...`). Any `StandardTool` fits.
 */
export type StandardToolWithContext<Context> = Omit<StandardTool<any, any, Context>, 'execute'> & {
  execute(input: any, context: Context): unknown;
};

/** StandardToolV0 0.1: both schemas validate and emit JSON Schema. */
export interface StrictStandardTool<Input = any, Output = any, Context = any> extends StandardTool<
  Input,
  Output,
  Context
> {
  inputSchema?: StandardSchemaWithJSON<any, Input>;
  outputSchema?: StandardSchemaWithJSON<any, Output>;
}

// ---------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------

/** An issue with its path reduced to plain keys (valibot segments carry input values). */
export interface NormalizedIssue {
  readonly message: string;
  readonly path: ReadonlyArray<PropertyKey>;
}

export class StandardToolValidationError extends Error {
  readonly target: 'input' | 'output';
  readonly issues: ReadonlyArray<NormalizedIssue>;

  constructor(target: 'input' | 'output', issues: ReadonlyArray<NormalizedIssue>) {
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
  return (
    typeof schema === 'object' &&
    schema !== null &&
    '_def' in schema &&
    !('_zod' in schema) &&
    typeof (schema as { safeParseAsync?: unknown }).safeParseAsync === 'function'
  );
}

/** Keys only: a valibot segment `{ key, value, input, ... }` becomes its `key`. */
export function normalizeIssue(issue: StandardIssue): NormalizedIssue {
  // Array.from: arktype's path is an array subclass whose own .map misbehaves when empty.
  const path = Array.from(issue.path ?? [], (segment) =>
    typeof segment === 'object' && segment !== null ? segment.key : segment,
  );
  return { message: issue.message, path };
}

/** `items[1].name: Expected string; city: Required` */
export function formatIssues(issues: ReadonlyArray<NormalizedIssue>): string {
  return issues
    .map((issue) => {
      const path = formatPath(issue.path);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text;
}

async function validateWith<T>(schema: ToolSchema<unknown, T>, value: unknown, target: 'input' | 'output'): Promise<T> {
  if (isStandardSchema(schema)) {
    // `validate` may return a result or a promise of one (async refinements).
    const result = await schema['~standard'].validate(value);
    if (result.issues) throw new StandardToolValidationError(target, result.issues.map(normalizeIssue));
    return result.value as T;
  }
  if (isZod3Like(schema)) {
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      throw new StandardToolValidationError(
        target,
        result.error.issues.map((issue) => ({ message: issue.message, path: [...issue.path] })),
      );
    }
    return result.data as T;
  }
  throw new TypeError(
    'std-tool: schema is neither a Standard Schema nor a zod 3 schema; ' +
      'use zod >= 3.24, valibot >= 1, arktype >= 2 or another Standard Schema library',
  );
}

/** Validates (and parses: defaults and transforms apply) a tool's input. */
export function validateInput<T = unknown>(schema: ToolSchema<any, T>, value: unknown): Promise<T> {
  return validateWith(schema as ToolSchema<unknown, T>, value, 'input');
}

/** Validates a tool's result against its output schema. */
export function validateOutput<T = unknown>(schema: ToolSchema<any, T>, value: unknown): Promise<T> {
  return validateWith(schema as ToolSchema<unknown, T>, value, 'output');
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

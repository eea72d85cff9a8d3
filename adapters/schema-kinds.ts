/**
 * The schema kinds a framework took besides Standard Schemas and zod, told apart at
 * runtime: a schema can be a variable, an import or a call, so the codemod cannot always
 * see which kind it is. Each adapter hands the kinds its framework took to the framework
 * as it took them before the migration.
 */
import type { AiSdkSchemaLike } from './standard-tool';

/** What AI SDK `jsonSchema()` / `zodSchema()` return: marked with this registered symbol in v4 to v7. */
export function isAiSdkSchema(schema: unknown): schema is AiSdkSchemaLike {
  return typeof schema === 'object' && schema !== null && Symbol.for('vercel.ai.schema') in schema;
}

/** zod 3 or zod 4 (`_def`, `_zod`), as the frameworks that parse zod tell it. */
export function isZodSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ('_zod' in value || '_def' in value);
}

/** A plain object that is no schema of a library (an AI SDK `Schema` has no such keys): its values, if any. */
function schemaKindPlainValues(schema: unknown): unknown[] | undefined {
  const plain = typeof schema === 'object' && schema !== null && !Array.isArray(schema);
  return plain && !isZodSchema(schema) && !('~standard' in schema) ? Object.values(schema) : undefined;
}

/**
 * An MCP raw shape: a plain object of zod fields (`{ city: z.string() }`), which MCP wraps in `z.object`.
 * `{}` is one too, as both SDK majors take it: a tool of no arguments.
 */
export function isRawShape(schema: unknown): schema is Record<string, unknown> {
  return schemaKindPlainValues(schema)?.every((value) => isZodSchema(value)) ?? false;
}

/** A plain JSON Schema object (Genkit `inputJsonSchema`, a LangChain JSON schema): no validator of its own. */
export function isPlainJsonSchema(schema: unknown): schema is Record<string, unknown> {
  const keys = ['type', 'properties', '$schema', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum'];
  const plain = schemaKindPlainValues(schema) !== undefined && !isRawShape(schema);
  return plain && keys.some((key) => key in (schema as object));
}

/** A schema's `~standard` as read here: its vendor, and `jsonSchema` where it writes JSON Schema itself. */
export interface StandardProps {
  readonly vendor: string;
  readonly jsonSchema?: Record<'input' | 'output', (options: { target: string }) => Record<string, unknown>>;
}

/**
 * The draft-07 JSON of a schema made by `fromJsonSchema()` (the JSON Schema a framework took, with no validation
 * of its own), as written: no `$schema` added where it had none. Undefined for any other schema.
 */
export function writtenJsonSchema(schema: unknown, io: 'input' | 'output'): Record<string, unknown> | undefined {
  const standard = (schema as { '~standard'?: StandardProps } | null)?.['~standard'];
  return standard?.vendor === 'json-schema' ? standard.jsonSchema?.[io]({ target: 'draft-07' }) : undefined;
}

/** The JSON a `fromJsonSchema()` schema was made from, whatever dialect it names; undefined for any other schema. */
export function jsonSchemaAsWritten(schema: unknown): Record<string, unknown> | undefined {
  const key = Symbol.for('std-tool.json-schema-as-written');
  return typeof schema === 'object' && schema !== null && key in schema
    ? (schema as Record<symbol, Record<string, unknown>>)[key]
    : undefined;
}

/** `jsonSchema(json)` without `validate`, as v5 to v7 make it: v5+ recognise a `Schema` by the first marker. */
export function aiSdkJsonSchema(json: Record<string, unknown>): unknown {
  const [schema, validator] = [Symbol.for('vercel.ai.schema'), Symbol.for('vercel.ai.validator')];
  return { [schema]: true, [validator]: true, jsonSchema: json, validate: undefined };
}

/**
 * What AI SDK 5–7 got from `jsonSchema(json)` where `fromJsonSchema(json)` stands now (the AI SDK front end's
 * migration): the JSON as written, unclosed, with no validation, marked as the SDK marks a `Schema`. Undefined for
 * any other schema.
 */
export function aiSdkWrittenJsonSchema(schema: unknown): unknown {
  const written = writtenJsonSchema(schema, 'input');
  return written && aiSdkJsonSchema(written);
}

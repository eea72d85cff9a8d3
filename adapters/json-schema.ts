/**
 * JSON Schema for a target, from any tool schema.
 *
 * Intake ladder: the schema's own `~standard.jsonSchema` first; then the registered
 * fallbacks (json-schema-zod4-core.ts for zod 4.0/4.1 and zod/mini,
 * json-schema-zod3.ts, json-schema-valibot.ts), each in its own module so that a
 * generated adapter file includes only those the project needs. Whatever produced
 * the schema, the result is then written in the asked dialect (json-schema-dialects.ts)
 * and checked for emptiness. Copied into user projects: no dependency of its own.
 */
import type { JsonSchemaTarget, StandardJSONSchemaV1 } from './standard-tool';
import { type JsonSchemaDialect, toDialect } from './json-schema-dialects';
import { JsonSchemaConversionError } from './json-schema-walk';

export { JsonSchemaConversionError };

export type JsonObject = Record<string, unknown>;

export interface ToJsonSchemaOptions {
  /** Default `draft-2020-12`. */
  target?: JsonSchemaTarget;
  /** Tool parameters describe what the model sends: the input side is the default. */
  io?: 'input' | 'output';
  /** Passed to the library (zod: `unrepresentable`, `override`, `cycles`, ...). */
  libraryOptions?: Record<string, unknown>;
}

export interface JsonSchemaFallbackOptions {
  readonly target: JsonSchemaDialect;
  readonly io: 'input' | 'output';
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/**
 * Returns the JSON Schema of `schema`, or `undefined` when it does not know the kind.
 * It should honour `target` when its library can; json-schema.ts rewrites whatever
 * dialect it returns into the target anyway.
 */
export type JsonSchemaFallback = (schema: unknown, options: JsonSchemaFallbackOptions) => JsonObject | undefined;

const fallbacks: JsonSchemaFallback[] = [];

export function registerJsonSchemaFallback(fallback: JsonSchemaFallback): void {
  if (!fallbacks.includes(fallback)) fallbacks.push(fallback);
}

const KNOWN_TARGETS: readonly JsonSchemaDialect[] = ['draft-2020-12', 'draft-07', 'openapi-3.0'];

function isKnownTarget(target: string): target is JsonSchemaDialect {
  return (KNOWN_TARGETS as readonly string[]).includes(target);
}

function hasStandardJsonSchema(schema: unknown): schema is StandardJSONSchemaV1 {
  const props = (schema as { '~standard'?: { jsonSchema?: { input?: unknown } } } | null)?.['~standard'];
  return typeof props?.jsonSchema?.input === 'function';
}

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const target = options.target ?? 'draft-2020-12';
  const io = options.io ?? 'input';
  // zod emits *something* for any target string: never rely on a throw to detect support.
  if (!isKnownTarget(target)) {
    throw new JsonSchemaConversionError(
      `unknown JSON Schema target "${target}" (expected ${KNOWN_TARGETS.join(', ')})`,
    );
  }
  const produced = produce(schema, { target, io, libraryOptions: options.libraryOptions });
  assertNotEmpty(produced);
  const json = toDialect(produced, target);
  assertNotEmpty(json);
  return json;
}

function produce(schema: unknown, options: JsonSchemaFallbackOptions): JsonObject {
  if (hasStandardJsonSchema(schema)) return fromStandardJsonSchema(schema, options);
  for (const fallback of fallbacks) {
    const json = fallback(schema, options);
    if (json) return json;
  }
  throw new JsonSchemaConversionError(describeMissingConverter(schema));
}

/**
 * Asks the library for the target first. Libraries should throw on a target they do
 * not support (arktype does on openapi-3.0); then 2020-12 is asked and converted here.
 */
function fromStandardJsonSchema(schema: StandardJSONSchemaV1, options: JsonSchemaFallbackOptions): JsonObject {
  const emit = schema['~standard'].jsonSchema[options.io];
  const libraryOptions = options.libraryOptions;
  try {
    return emit({ target: options.target, libraryOptions });
  } catch (targetError) {
    if (options.target === 'draft-2020-12') throw wrapLibraryError(schema, options, targetError);
    try {
      return emit({ target: 'draft-2020-12', libraryOptions });
    } catch {
      // The library cannot describe this schema at all: its first error says why.
      throw wrapLibraryError(schema, options, targetError);
    }
  }
}

function wrapLibraryError(schema: StandardJSONSchemaV1, options: JsonSchemaFallbackOptions, error: unknown): Error {
  const vendor = schema['~standard'].vendor;
  const reason = error instanceof Error ? error.message : String(error);
  const hint =
    options.io === 'output'
      ? ' (the output side of a schema with transforms often cannot be described; omit outputSchema or pass libraryOptions)'
      : '';
  return new JsonSchemaConversionError(
    `${vendor} could not produce ${options.io} JSON Schema for ${options.target}: ${reason}${hint}`,
    { cause: error },
  );
}

function describeMissingConverter(schema: unknown): string {
  const vendor = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor;
  const isZod4 = typeof schema === 'object' && schema !== null && '_zod' in schema;
  if (vendor === 'valibot') {
    return (
      'this valibot schema cannot produce JSON Schema: wrap it with toStandardJsonSchema() from ' +
      '@valibot/to-json-schema (or include the valibot fallback, json-schema-valibot)'
    );
  }
  if (isZod4) {
    return (
      'this zod schema (zod 4.0/4.1 or zod/mini) has no ~standard.jsonSchema: upgrade zod to >= 4.2 ' +
      '(or include the zod 4 fallback, json-schema-zod4-core)'
    );
  }
  if (vendor === 'zod' || (schema as { _def?: unknown } | null)?._def !== undefined) {
    return (
      'this zod 3 schema has no JSON Schema converter: upgrade zod to >= 4.2 ' +
      '(or include the zod 3 fallback, json-schema-zod3, which needs zod-to-json-schema)'
    );
  }
  if (vendor === 'arktype') return 'this arktype schema cannot produce JSON Schema: upgrade arktype to >= 2.1.28';
  return `schema${vendor ? ` from "${vendor}"` : ''} does not implement Standard JSON Schema (~standard.jsonSchema)`;
}

/** An empty result means the model would be told nothing: that is an error, not a schema. */
function assertNotEmpty(json: JsonObject): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new JsonSchemaConversionError(
      `the schema library returned ${JSON.stringify(json) ?? String(json)} instead of a JSON Schema object`,
    );
  }
  const meaningful = Object.keys(json).filter((key) => !['$schema', 'description', 'title'].includes(key));
  if (meaningful.length === 0) {
    throw new JsonSchemaConversionError(
      'the schema converted to an empty JSON Schema (no type, no properties); ' +
        'this usually means a zod 4 schema was given to a zod 3 converter',
    );
  }
}

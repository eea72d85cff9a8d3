/**
 * Getting JSON Schema out of a schema library: the schema's own `~standard.jsonSchema`,
 * else a registered fallback (json-schema-zod4-core.ts, json-schema-zod3.ts,
 * json-schema-valibot.ts), else an error that says what to install or upgrade.
 * Shared by the two `toJsonSchema` implementations: json-schema-native.ts (the
 * library's own output) and json-schema.ts (any library, rewritten into the asked dialect).
 */
import type { JsonSchemaTarget, StandardJSONSchemaV1 } from './standard-tool';

export type JsonObject = Record<string, unknown>;

/** The three targets Standard JSON Schema names. */
export type KnownJsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/** Every conversion failure: the message says what to change. */
export class JsonSchemaConversionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`std-tool: ${message}`, options);
    this.name = 'JsonSchemaConversionError';
  }
}

export interface ToJsonSchemaOptions {
  /** Default `draft-2020-12`. */
  target?: JsonSchemaTarget;
  /** Tool parameters describe what the model sends: the input side is the default. */
  io?: 'input' | 'output';
  /** Passed to the library (zod: `unrepresentable`, `override`, `cycles`, ...). */
  libraryOptions?: Record<string, unknown>;
}

export interface JsonSchemaFallbackOptions {
  readonly target: KnownJsonSchemaTarget;
  readonly io: 'input' | 'output';
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/**
 * Returns the JSON Schema of `schema`, or `undefined` when it does not know the kind.
 * It should honour `target` when its library can.
 */
export type JsonSchemaFallback = (schema: unknown, options: JsonSchemaFallbackOptions) => JsonObject | undefined;

const fallbacks: JsonSchemaFallback[] = [];

export function registerJsonSchemaFallback(fallback: JsonSchemaFallback): void {
  if (!fallbacks.includes(fallback)) fallbacks.push(fallback);
}

const KNOWN_TARGETS: readonly string[] = ['draft-2020-12', 'draft-07', 'openapi-3.0'];

/** The options with their defaults; zod emits *something* for any target string, so check it here. */
export function intakeOptions(options: ToJsonSchemaOptions): JsonSchemaFallbackOptions {
  const target = options.target ?? 'draft-2020-12';
  if (!KNOWN_TARGETS.includes(target)) {
    throw new JsonSchemaConversionError(
      `unknown JSON Schema target "${target}" (expected ${KNOWN_TARGETS.join(', ')})`,
    );
  }
  return { target: target as KnownJsonSchemaTarget, io: options.io ?? 'input', libraryOptions: options.libraryOptions };
}

export function hasStandardJsonSchema(schema: unknown): schema is StandardJSONSchemaV1 {
  const props = (schema as { '~standard'?: { jsonSchema?: { input?: unknown } } } | null)?.['~standard'];
  return typeof props?.jsonSchema?.input === 'function';
}

/** A schema without `~standard.jsonSchema`, through the first fallback that knows it. */
export function fromFallbacks(schema: unknown, options: JsonSchemaFallbackOptions): JsonObject {
  for (const fallback of fallbacks) {
    const json = fallback(schema, options);
    if (json) return json;
  }
  throw new JsonSchemaConversionError(describeMissingConverter(schema));
}

export function wrapLibraryError(
  schema: StandardJSONSchemaV1,
  options: JsonSchemaFallbackOptions,
  error: unknown,
): Error {
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
      '@valibot/to-json-schema (or install @valibot/to-json-schema and run std-tool-migrate again)'
    );
  }
  if (isZod4) {
    return (
      'this zod schema (zod 4.0/4.1 or zod/mini) has no ~standard.jsonSchema: upgrade zod to >= 4.2 ' +
      '(or run std-tool-migrate again to add the zod 4 fallback)'
    );
  }
  if (vendor === 'zod' || (schema as { _def?: unknown } | null)?._def !== undefined) {
    return (
      'this zod 3 schema has no JSON Schema converter: upgrade zod to >= 4.2 ' +
      '(or install zod-to-json-schema and run std-tool-migrate again)'
    );
  }
  if (vendor === 'arktype') return 'this arktype schema cannot produce JSON Schema: upgrade arktype to >= 2.1.28';
  return `schema${vendor ? ` from "${vendor}"` : ''} does not implement Standard JSON Schema (~standard.jsonSchema)`;
}

/** An empty result means the model would be told nothing: that is an error, not a schema. */
export function assertNotEmpty(json: JsonObject): void {
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

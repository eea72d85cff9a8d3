/**
 * JSON Schema for a target, from any tool schema.
 *
 * Intake ladder: the schema's own `~standard.jsonSchema` first; then the registered
 * fallbacks (zod 4.0/4.1, zod 3, ...), each in its own module so that a generated
 * adapter file includes only those the project needs. Copied into user projects: no
 * dependency of its own.
 */
import type { JsonSchemaTarget, StandardJSONSchemaV1 } from './standard-tool';

export type JsonObject = Record<string, unknown>;

export interface ToJsonSchemaOptions {
  /** Default `draft-2020-12`. */
  target?: JsonSchemaTarget;
  /** Tool parameters describe what the model sends: the input side is the default. */
  io?: 'input' | 'output';
  libraryOptions?: Record<string, unknown>;
}

/** Returns the JSON Schema of `schema`, or `undefined` when it does not know the kind. */
export type JsonSchemaFallback = (
  schema: unknown,
  options: { target: 'draft-2020-12' | 'draft-07' | 'openapi-3.0'; io: 'input' | 'output' },
) => JsonObject | undefined;

const fallbacks: JsonSchemaFallback[] = [];

export function registerJsonSchemaFallback(fallback: JsonSchemaFallback): void {
  if (!fallbacks.includes(fallback)) fallbacks.push(fallback);
}

export class JsonSchemaConversionError extends Error {
  constructor(message: string) {
    super(`std-tool: ${message}`);
    this.name = 'JsonSchemaConversionError';
  }
}

const KNOWN_TARGETS = ['draft-2020-12', 'draft-07', 'openapi-3.0'] as const;
type KnownTarget = (typeof KNOWN_TARGETS)[number];

function hasStandardJsonSchema(schema: unknown): schema is StandardJSONSchemaV1 {
  const props = (schema as { '~standard'?: { jsonSchema?: { input?: unknown } } } | null)?.['~standard'];
  return typeof props?.jsonSchema?.input === 'function';
}

export function toJsonSchema(schema: unknown, options: ToJsonSchemaOptions = {}): JsonObject {
  const target = options.target ?? 'draft-2020-12';
  const io = options.io ?? 'input';
  // zod emits *something* for any target string: never rely on a throw to detect support.
  if (!(KNOWN_TARGETS as readonly string[]).includes(target)) {
    throw new JsonSchemaConversionError(
      `unknown JSON Schema target "${target}" (expected ${KNOWN_TARGETS.join(', ')})`,
    );
  }
  const json = produce(schema, target as KnownTarget, io, options.libraryOptions);
  assertNotEmpty(json);
  return json;
}

function produce(
  schema: unknown,
  target: KnownTarget,
  io: 'input' | 'output',
  libraryOptions: Record<string, unknown> | undefined,
): JsonObject {
  if (hasStandardJsonSchema(schema)) {
    return schema['~standard'].jsonSchema[io]({ target, libraryOptions });
  }
  for (const fallback of fallbacks) {
    const json = fallback(schema, { target, io });
    if (json) return json;
  }
  throw new JsonSchemaConversionError(describeMissingConverter(schema));
}

function describeMissingConverter(schema: unknown): string {
  const vendor = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor;
  if (vendor === 'valibot') {
    return 'this valibot schema cannot produce JSON Schema: wrap it with toStandardJsonSchema() from @valibot/to-json-schema';
  }
  if (vendor === 'zod' || (schema as { _def?: unknown } | null)?._def !== undefined) {
    return 'this zod schema has no JSON Schema converter: upgrade zod to >= 4.2 (or include the zod 3 / zod 4.0 fallback)';
  }
  if (vendor === 'arktype') return 'this arktype schema cannot produce JSON Schema: upgrade arktype to >= 2.1.28';
  return `schema${vendor ? ` from "${vendor}"` : ''} does not implement Standard JSON Schema (~standard.jsonSchema)`;
}

/** An empty result means the model would be told nothing: that is an error, not a schema. */
function assertNotEmpty(json: JsonObject): void {
  const meaningful = Object.keys(json).filter((key) => key !== '$schema' && key !== 'description');
  if (meaningful.length === 0) {
    throw new JsonSchemaConversionError(
      'the schema converted to an empty JSON Schema (no type, no properties); ' +
        'this usually means a zod 4 schema was given to a zod 3 converter',
    );
  }
}

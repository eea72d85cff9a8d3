/**
 * JSON Schema for schemas that do not emit it themselves (no `~standard.jsonSchema`):
 * the fallbacks that registered (json-schema-zod4-core.ts, json-schema-zod3.ts,
 * json-schema-valibot.ts), else an error that says what to install or upgrade.
 * A project without any of those libraries gets json-schema-no-fallbacks.ts instead.
 */
import { JsonSchemaConversionError, type JsonObject, type JsonSchemaFallbackOptions } from './json-schema-types';

/**
 * Returns the JSON Schema of `schema`, or `undefined` when it does not know the kind.
 * It should honour `target` when its library can.
 */
export type JsonSchemaFallback = (schema: unknown, options: JsonSchemaFallbackOptions) => JsonObject | undefined;

const fallbacks: JsonSchemaFallback[] = [];

export function registerJsonSchemaFallback(fallback: JsonSchemaFallback): void {
  if (!fallbacks.includes(fallback)) {
    fallbacks.push(fallback);
  }
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
  if (vendor === 'arktype') {
    return 'this arktype schema cannot produce JSON Schema: upgrade arktype to >= 2.1.28';
  }
  return `schema${vendor ? ` from "${vendor}"` : ''} does not implement Standard JSON Schema (~standard.jsonSchema)`;
}

/** A schema without `~standard.jsonSchema`, through the first fallback that knows it. */
export function fromFallbacks(schema: unknown, options: JsonSchemaFallbackOptions): JsonObject {
  for (const fallback of fallbacks) {
    const json = fallback(schema, options);
    if (json) {
      return json;
    }
  }
  throw new JsonSchemaConversionError(describeMissingConverter(schema));
}

/**
 * Genkit's raw JSON Schemas (`inputJsonSchema`, `outputJsonSchema`) → the standard
 * tool's `inputSchema` / `outputSchema` as `fromJsonSchema(json)` from the adapter
 * module. The Genkit adapter hands that JSON back to Genkit as written (as
 * `inputJsonSchema` / `outputJsonSchema`), so Genkit shows and validates it as before.
 *
 * `fromJsonSchema` needs an object: Genkit took `undefined` as "no schema". TypeScript
 * says when a value may be undefined (the call no longer compiles); in JavaScript only a
 * value the code shows to be an object literal is migrated.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { mayCallAdapterFunction } from '../../lib/adapter-types';
import type { ConfigProperty } from '../../lib/config-object';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { FROM_JSON_SCHEMA, jsonSchemaObjectLiteral } from '../../lib/json-schema-literal';
import { scopeOf } from '../../lib/scope';

/** Each raw JSON Schema key → the standard key it becomes. */
export const JSON_SCHEMA_KEYS: ReadonlyMap<string, string> = new Map([
  ['inputJsonSchema', 'inputSchema'],
  ['outputJsonSchema', 'outputSchema'],
]);

export type JsonSchemaPlan = { ok: true; /** `fromJsonSchema` is written. */ used: boolean } | Refusal;

export function planJsonSchemas(
  call: NodePath<t.CallExpression>,
  properties: ReadonlyMap<string, ConfigProperty>,
  filePath: string,
): JsonSchemaPlan {
  let used = false;
  for (const [key, standardKey] of JSON_SCHEMA_KEYS) {
    const property = properties.get(key);
    if (!property) continue;
    if (properties.has(standardKey))
      return refuse('json-schema', `has both ${standardKey} and ${key}, which Genkit does not take together`);
    if (property.type !== 'ObjectProperty') continue; // a method: refused with the other standard keys
    if (/\.(js|jsx|mjs|cjs)$/.test(filePath) && !jsonSchemaObjectLiteral(property.value, scopeOf(call))) {
      return refuse(
        'json-schema',
        `has a ${key} the code does not show to be an object (Genkit took undefined as no schema; fromJsonSchema() needs one)`,
      );
    }
    used = true;
  }
  if (used && !mayCallAdapterFunction(call, FROM_JSON_SCHEMA)) {
    return refuse(
      'json-schema',
      `has a raw JSON Schema, and \`${FROM_JSON_SCHEMA}\` already names something else here, so the adapter module's cannot be imported`,
    );
  }
  return { ok: true, used };
}

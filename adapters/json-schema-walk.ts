/**
 * Where subschemas live in a JSON Schema document (drafts 07 / 2020-12 and OpenAPI 3.0),
 * and small helpers to rebuild a document without mutating it.
 */

import type { JsonObject } from './json-schema-types';

/** `JSON.stringify`, typed as it behaves: `undefined` for undefined and functions, which lib.d.ts does not say. */
export const jsonText = (value: unknown): string | undefined => JSON.stringify(value);

export type JsonSchemaNode = JsonObject;

/** Keywords whose value is one subschema. */
const SINGLE_SCHEMA_KEYWORDS = [
  'additionalProperties',
  'additionalItems',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
] as const;

/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;

export function isSchemaObject(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The child position of a subschema, as JSON Pointer segments relative to its parent. */
export type ChildPath = readonly string[];

function mapEntries(map: JsonSchemaNode, mapValue: (name: string, value: unknown) => unknown): JsonSchemaNode {
  const out: JsonSchemaNode = {};
  for (const [name, value] of Object.entries(map)) {
    out[name] = mapValue(name, value);
  }
  return out;
}

function mapKeyword(key: string, value: unknown, mapChild: (child: unknown, path: ChildPath) => unknown): unknown {
  if ((SINGLE_SCHEMA_KEYWORDS as readonly string[]).includes(key)) {
    return isSchemaObject(value) || typeof value === 'boolean' ? mapChild(value, [key]) : value;
  }
  if (key === 'items') {
    if (Array.isArray(value)) {
      return value.map((child, index) => mapChild(child, [key, String(index)]));
    }
    return isSchemaObject(value) || typeof value === 'boolean' ? mapChild(value, [key]) : value;
  }
  if ((SCHEMA_LIST_KEYWORDS as readonly string[]).includes(key) && Array.isArray(value)) {
    return value.map((child, index) => mapChild(child, [key, String(index)]));
  }
  if ((SCHEMA_MAP_KEYWORDS as readonly string[]).includes(key) && isSchemaObject(value)) {
    return mapEntries(value, (name, child) => mapChild(child, [key, name]));
  }
  if (key === 'dependencies' && isSchemaObject(value)) {
    return mapEntries(value, (name, child) => (Array.isArray(child) ? child : mapChild(child, [key, name])));
  }
  return value;
}

/**
 * Returns a copy of `node` in which every direct subschema was replaced by
 * `mapChild(child, path)`. Non-schema keywords are copied as they are.
 * `items` holds a schema (all drafts) or a list (draft-07 tuples); `dependencies`
 * holds schemas or property lists (draft-07): both forms are handled.
 */
export function mapSubschemas(
  node: JsonSchemaNode,
  mapChild: (child: unknown, path: ChildPath) => unknown,
): JsonSchemaNode {
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = mapKeyword(key, value, mapChild);
  }
  return out;
}

/** Calls `visit` on every schema object of the document, parents before children. */
export function forEachSchema(
  node: unknown,
  visit: (schema: JsonSchemaNode, path: readonly string[]) => void,
  path: readonly string[] = [],
): void {
  if (!isSchemaObject(node)) {
    return;
  }
  visit(node, path);
  mapSubschemas(node, (child, childPath) => {
    forEachSchema(child, visit, [...path, ...childPath]);
    return child;
  });
}

/** JSON Pointer fragment (`#/properties/a~1b`) for path segments. */
export function toPointer(path: readonly string[]): string {
  return path.length === 0 ? '#' : `#/${path.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** Segments of a local JSON Pointer fragment, or `undefined` for a non-local reference. */
export function fromPointer(ref: string): string[] | undefined {
  if (ref === '#' || ref === '#/') {
    return [];
  }
  if (!ref.startsWith('#/')) {
    return undefined;
  }
  return ref
    .slice(2)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a local reference (`#`, `#/$defs/X`, `#/properties/a/items`). */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  const segments = fromPointer(ref);
  if (!segments) {
    return undefined;
  }
  let current: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      current = current[Number(segment)];
    } else if (isSchemaObject(current)) {
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

export function withoutKeys(node: JsonSchemaNode, keys: readonly string[]): JsonSchemaNode {
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keys.includes(key)) {
      out[key] = value;
    }
  }
  return out;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => stableStringify(item)).join(',')}]`;
  }
  if (isSchemaObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return jsonText(value) ?? 'undefined';
}

/** Stable structural equality for JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

/**
 * Merging schemas: flattening `allOf` (for providers that reject it) and folding the
 * branches of a union of objects into one object. Copied into user projects: no
 * dependency.
 */
import { type JsonSchemaNode, isSchemaObject, jsonEqual, withoutKeys } from './json-schema-walk';

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
/** Annotations: the second schema's value wins (an outer description beats the referenced one). */
const OVERRIDING = ['title', 'description', 'default', 'examples', 'example', 'deprecated', 'readOnly', 'writeOnly'];

/** Subschemas are merged by `merge` (mergeSubschemas, handed down: no helper calls its caller's caller). */
type MergeSubschemas = (first: unknown, second: unknown) => unknown;

function mergePropertyMaps(first: unknown, second: unknown, merge: MergeSubschemas): JsonSchemaNode {
  const out: JsonSchemaNode = { ...(isSchemaObject(first) ? first : {}) };
  for (const [name, schema] of Object.entries(isSchemaObject(second) ? second : {})) {
    out[name] = name in out ? merge(out[name], schema) : schema;
  }
  return out;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function intersectTypes(first: unknown, second: unknown): unknown {
  const a = asArray(first) as string[];
  const b = asArray(second) as string[];
  const common = a.filter((type) => b.includes(type));
  // integer is a subset of number.
  if (a.includes('integer') && b.includes('number') && !common.includes('integer')) {
    common.push('integer');
  }
  if (b.includes('integer') && a.includes('number') && !common.includes('integer')) {
    common.push('integer');
  }
  if (common.length === 0) {
    return first;
  }
  return common.length === 1 ? common[0] : common;
}

function mergeKeyword(key: string, first: unknown, second: unknown, merge: MergeSubschemas): unknown {
  if (OVERRIDING.includes(key)) {
    return second;
  }
  if (LOWER_BOUNDS.includes(key) && typeof first === 'number' && typeof second === 'number') {
    return Math.max(first, second);
  }
  if (UPPER_BOUNDS.includes(key) && typeof first === 'number' && typeof second === 'number') {
    return Math.min(first, second);
  }
  switch (key) {
    case 'properties':
      return mergePropertyMaps(first, second, merge);
    case 'required':
      return [...new Set([...asArray(first), ...asArray(second)])];
    case 'type':
      return intersectTypes(first, second);
    case 'enum': {
      const common = asArray(first).filter((value) => asArray(second).some((other) => jsonEqual(value, other)));
      return common.length > 0 ? common : first;
    }
    case 'anyOf':
    case 'oneOf':
      // (A1 | A2) & (B1 | B2) = (A1 & B1) | (A1 & B2) | ...
      return asArray(first).flatMap((a) => asArray(second).map((b) => merge(a, b)));
    case 'allOf':
      return [...asArray(first), ...asArray(second)];
    case 'items':
    case 'additionalProperties':
    case 'additionalItems':
      return merge(first, second);
    case 'prefixItems': {
      const a = asArray(first);
      const b = asArray(second);
      return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => merge(a[i], b[i]));
    }
    default:
      return first;
  }
}

/** Intersection of two subschemas that may be booleans. */
export function mergeSubschemas(first: unknown, second: unknown): unknown {
  if (first === true || first === undefined) {
    return second;
  }
  if (second === true || second === undefined) {
    return first;
  }
  if (first === false || second === false) {
    return false;
  }
  if (!isSchemaObject(first) || !isSchemaObject(second)) {
    return first;
  }
  const out: JsonSchemaNode = { ...first };
  for (const [key, value] of Object.entries(second)) {
    out[key] = out[key] === undefined ? value : mergeKeyword(key, out[key], value, mergeSubschemas);
  }
  return out;
}

/**
 * The intersection of two schemas as one schema, as far as keywords allow. Exact for
 * properties, required, type, enum, bounds and unions (distributed); where both sides
 * set a keyword that cannot be intersected (two different `pattern`s, `multipleOf`,
 * `format`), the first one is kept: a documented widening.
 */
export function mergeSchemas(first: JsonSchemaNode, second: JsonSchemaNode): JsonSchemaNode {
  return mergeSubschemas(first, second) as JsonSchemaNode;
}

/**
 * Replaces `allOf` by the merge of its branches, recursively through the branches
 * (not through other subschemas: callers walk the tree themselves). The node's own
 * keywords apply last, so its annotations win.
 */
export function flattenAllOf(node: JsonSchemaNode): JsonSchemaNode {
  if (!Array.isArray(node.allOf)) {
    return node;
  }
  const own = withoutKeys(node, ['allOf']);
  let merged: JsonSchemaNode = {};
  for (const branch of node.allOf) {
    if (branch === false) {
      return { not: {} };
    }
    if (isSchemaObject(branch)) {
      merged = mergeSchemas(merged, flattenAllOf(branch));
    }
  }
  return flattenAllOf(mergeSchemas(merged, own));
}

/** `{const:'a'}` + `{const:'b'}` → `{type:'string', enum:['a','b']}`; anything else → anyOf. */
function unionOf(schemas: unknown[]): JsonSchemaNode {
  const literalValues: unknown[] = [];
  const types: unknown[] = [];
  let description: unknown;
  for (const schema of schemas) {
    if (!isSchemaObject(schema)) {
      return { anyOf: schemas };
    }
    const extra = Object.keys(schema).filter((key) => !['const', 'enum', 'type', 'description', 'title'].includes(key));
    const values = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
    if (extra.length > 0 || !values) {
      return { anyOf: schemas };
    }
    types.push(schema.type);
    description ??= schema.description;
    for (const value of values) {
      if (!literalValues.some((seen) => jsonEqual(seen, value))) {
        literalValues.push(value);
      }
    }
  }
  // A shared type is kept; mixed (or missing) types are implied by the values themselves.
  const sharedType = types.every((type) => type !== undefined && jsonEqual(type, types[0])) ? types[0] : undefined;
  return {
    ...(sharedType !== undefined ? { type: sharedType } : {}),
    ...(description !== undefined ? { description } : {}),
    enum: literalValues,
  };
}

/**
 * One object standing for a union of objects: every property of every branch,
 * required only when every branch requires it. A property whose schema differs
 * between branches becomes the union of those schemas (an enum when they are all
 * literals, so a discriminator lists every tag).
 *
 * Trade-off (see providers.ts): the model no longer sees which properties belong
 * together; the original schema still validates every call, so a mixed-up call is
 * rejected with a readable message instead of being executed.
 */
export function mergeObjectUnion(branches: readonly JsonSchemaNode[]): JsonSchemaNode {
  const variants = new Map<string, unknown[]>();
  for (const branch of branches) {
    const properties = isSchemaObject(branch.properties) ? branch.properties : {};
    for (const [name, schema] of Object.entries(properties)) {
      const seen = variants.get(name) ?? [];
      if (!seen.some((other) => jsonEqual(other, schema))) {
        seen.push(schema);
      }
      variants.set(name, seen);
    }
  }
  const properties: JsonSchemaNode = {};
  for (const [name, schemas] of variants) {
    properties[name] = schemas.length === 1 ? schemas[0] : unionOf(schemas);
  }
  const required = [...variants.keys()].filter((name) =>
    branches.every((branch) => Array.isArray(branch.required) && branch.required.includes(name)),
  );
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

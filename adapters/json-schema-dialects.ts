/**
 * Converting JSON Schema between the three Standard JSON Schema targets.
 *
 * Libraries emit a target themselves whenever they can; this module then only
 * repairs what they got wrong for that dialect (zod's openapi-3.0 `type: "null"` and
 * `definitions`, valibot's `$defs` in draft-07, zod-to-json-schema's draft-07 when
 * 2020-12 was asked). When a library cannot produce a target at all (arktype throws
 * on openapi-3.0), json-schema.ts asks it for 2020-12 and converts here.
 *
 * Every input is first read into one canonical form (2020-12 keywords, references
 * only to `#` or `#/$defs/X`, no `$schema`), whatever dialect it claims; each target
 * is written from that form. Copied into user projects: no dependency.
 *
 * Documented losses (what a target cannot express):
 * - draft-07: `unevaluated*`, `minContains`/`maxContains`, `$dynamicRef` are dropped.
 * - openapi-3.0: tuples become `items: {anyOf: [...]}` with min/maxItems (position is
 *   lost); `propertyNames`, `patternProperties`, `if/then/else`, `contains`,
 *   `dependent*` are dropped; `null` is `nullable: true` next to a `type` (an enum
 *   also lists `null`, per OAS 3.0.3); references are inlined, and a recursive one
 *   points at the place where its definition was first inlined (`#/properties/tree`),
 *   because OAS 3.0 schemas have no `$defs`.
 */
import { hoistRefTargets, inlineRefs } from './json-schema-refs';
import {
  type JsonSchemaNode,
  isSchemaObject,
  jsonEqual,
  mapSubschemas,
  resolveLocalRef,
  withoutKeys,
} from './json-schema-walk';

export type JsonSchemaDialect = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

export const DIALECT_URIS = {
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
} as const;

// ---------------------------------------------------------------------------
// Facts about a schema, shared with providers.ts
// ---------------------------------------------------------------------------

/** Keywords that only make sense for one JSON type. */
const KEYWORDS_BY_TYPE: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'format'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'format'],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'minProperties',
    'maxProperties',
    'patternProperties',
    'propertyNames',
  ],
};

const TYPE_SPECIFIC = [...new Set(Object.values(KEYWORDS_BY_TYPE).flat())];

/**
 * `{type: ["string","number"], minLength: 1}` → `{anyOf: [{type:"string", minLength:1}, {type:"number"}]}`:
 * each branch takes the keywords of its type; annotations and `enum` stay outside.
 */
export function splitTypeArray(node: JsonSchemaNode): JsonSchemaNode {
  const types = (Array.isArray(node.type) ? node.type : [node.type]) as string[];
  const outer = withoutKeys(node, ['type', ...TYPE_SPECIFIC]);
  const branches = types.map((type) => {
    const branch: JsonSchemaNode = { type };
    for (const key of KEYWORDS_BY_TYPE[type] ?? []) {
      if (key in node) {
        branch[key] = node[key];
      }
    }
    return branch;
  });
  if (!Array.isArray(outer.anyOf)) {
    return { ...outer, anyOf: branches };
  }
  return { ...withoutKeys(outer, ['anyOf']), allOf: [{ anyOf: outer.anyOf }, { anyOf: branches }] };
}

/** `string`, `integer`, `number` or `boolean` when all values share it. */
export function typeOfValues(values: readonly unknown[]): string | undefined {
  if (values.length === 0) {
    return undefined;
  }
  if (values.every((value) => typeof value === 'string')) {
    return 'string';
  }
  if (values.every((value) => typeof value === 'boolean')) {
    return 'boolean';
  }
  if (values.every((value) => Number.isInteger(value))) {
    return 'integer';
  }
  if (values.every((value) => typeof value === 'number')) {
    return 'number';
  }
  return undefined;
}

/** A schema that allows only null (`{type:"null"}`, `{const:null}`, `{enum:[null]}`). */
export function isNullOnly(schema: unknown): boolean {
  if (!isSchemaObject(schema)) {
    return false;
  }
  if (schema.type === 'null') {
    return true;
  }
  if ('const' in schema) {
    return schema.const === null;
  }
  return Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every((value) => value === null);
}

/** The one non-null JSON type a schema allows, when it can be told (following local refs). */
export function inferType(
  schema: unknown,
  root: JsonSchemaNode,
  seen: ReadonlySet<string> = new Set(),
): string | undefined {
  if (!isSchemaObject(schema)) {
    return undefined;
  }
  if (typeof schema.type === 'string' && schema.type !== 'null') {
    return schema.type;
  }
  if (Array.isArray(schema.type)) {
    const concrete = schema.type.filter((type) => type !== 'null');
    return concrete.length === 1 ? (concrete[0] as string) : undefined;
  }
  const values = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values) {
    return typeOfValues(values.filter((value) => value !== null));
  }
  if (
    isSchemaObject(schema.properties) ||
    isSchemaObject(schema.additionalProperties) ||
    Array.isArray(schema.required)
  ) {
    return 'object';
  }
  if ('items' in schema || Array.isArray(schema.prefixItems)) {
    return 'array';
  }
  if (typeof schema.$ref === 'string' && !seen.has(schema.$ref)) {
    return inferType(resolveLocalRef(root, schema.$ref), root, new Set([...seen, schema.$ref]));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) {
      continue;
    }
    const types = branches.filter((branch) => !isNullOnly(branch)).map((branch) => inferType(branch, root, seen));
    return types.length > 0 && types.every((type) => type !== undefined && type === types[0]) ? types[0] : undefined;
  }
  if (Array.isArray(schema.allOf)) {
    for (const branch of schema.allOf) {
      const type = inferType(branch, root, seen);
      if (type) {
        return type;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Reading: any dialect → canonical 2020-12
// ---------------------------------------------------------------------------

/** draft-04 / OpenAPI `exclusiveMinimum: true` + `minimum: n` → `exclusiveMinimum: n`. */
function readBooleanBound(node: JsonSchemaNode, exclusive: string, inclusive: string): JsonSchemaNode {
  if (typeof node[exclusive] !== 'boolean') {
    return node;
  }
  if (node[exclusive] && typeof node[inclusive] === 'number') {
    return { ...withoutKeys(node, [exclusive, inclusive]), [exclusive]: node[inclusive] };
  }
  return withoutKeys(node, [exclusive]);
}

/** The same schema, also accepting `null`. */
function allowNull(node: JsonSchemaNode): JsonSchemaNode {
  const out = { ...node };
  if (Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...(out.enum as unknown[]), null];
  }
  if (typeof out.type === 'string') {
    if (out.type !== 'null') {
      out.type = [out.type, 'null'];
    }
    return out;
  }
  if (Array.isArray(out.type)) {
    if (!out.type.includes('null')) {
      out.type = [...(out.type as unknown[]), 'null'];
    }
    return out;
  }
  if (Array.isArray(out.enum)) {
    return out;
  }
  return { anyOf: [node, { type: 'null' }] };
}

function splitDependencies(node: JsonSchemaNode): JsonSchemaNode {
  const out = withoutKeys(node, ['dependencies']);
  const required: JsonSchemaNode = {};
  const schemas: JsonSchemaNode = {};
  for (const [name, value] of Object.entries(node.dependencies as JsonSchemaNode)) {
    if (Array.isArray(value)) {
      required[name] = value;
    } else {
      schemas[name] = value;
    }
  }
  if (Object.keys(required).length > 0) {
    out.dependentRequired = required;
  }
  if (Object.keys(schemas).length > 0) {
    out.dependentSchemas = schemas;
  }
  return out;
}

function canonicalNode(node: unknown): unknown {
  if (!isSchemaObject(node)) {
    return node;
  }
  let out = withoutKeys(mapSubschemas(node, canonicalNode), ['$schema']);

  if (typeof out.$ref === 'string' && out.$ref.startsWith('#/definitions/')) {
    out.$ref = `#/$defs/${out.$ref.slice('#/definitions/'.length)}`;
  }
  if (isSchemaObject(out.definitions)) {
    out = { ...withoutKeys(out, ['definitions']), $defs: { ...out.definitions, ...(out.$defs as object | undefined) } };
  }
  // draft-07 tuple: items[] + additionalItems → prefixItems + items.
  if (Array.isArray(out.items)) {
    const tuple = out.items;
    const rest = out.additionalItems;
    out = withoutKeys(out, ['items', 'additionalItems']);
    out.prefixItems = tuple;
    if (rest !== undefined) {
      out.items = rest;
    }
  } else if ('additionalItems' in out) {
    out = withoutKeys(out, ['additionalItems']);
  }
  out = readBooleanBound(out, 'exclusiveMinimum', 'minimum');
  out = readBooleanBound(out, 'exclusiveMaximum', 'maximum');
  if ('nullable' in out) {
    const nullable = out.nullable === true;
    out = withoutKeys(out, ['nullable']);
    if (nullable) {
      out = allowNull(out);
    }
  }
  if ('example' in out) {
    const example = out.example;
    out = withoutKeys(out, ['example']);
    if (!Array.isArray(out.examples)) {
      out.examples = [example];
    }
  }
  if (isSchemaObject(out.dependencies)) {
    out = splitDependencies(out);
  }
  return out;
}

/** 2020-12 keywords, references only to `#` or `#/$defs/X`, no `$schema`. */
export function canonicalize(json: JsonSchemaNode): JsonSchemaNode {
  return canonicalNode(hoistRefTargets(json)) as JsonSchemaNode;
}

// ---------------------------------------------------------------------------
// Writing: canonical → draft-07
// ---------------------------------------------------------------------------

/** In draft-07 and OpenAPI 3.0, keywords next to `$ref` are ignored: keep them by moving the ref into allOf. */
function refWithoutSiblings(node: JsonSchemaNode, keep: readonly string[] = []): JsonSchemaNode {
  if (typeof node.$ref !== 'string' || Object.keys(node).every((key) => key === '$ref' || keep.includes(key))) {
    return node;
  }
  const siblings = withoutKeys(node, ['$ref']);
  return {
    ...siblings,
    allOf: [{ $ref: node.$ref }, ...(Array.isArray(siblings.allOf) ? (siblings.allOf as unknown[]) : [])],
  };
}

const DROPPED_IN_DRAFT_07 = [
  'unevaluatedProperties',
  'unevaluatedItems',
  'minContains',
  'maxContains',
  '$dynamicRef',
  '$dynamicAnchor',
  '$anchor',
  '$vocabulary',
];

function toDraft07Node(node: unknown): unknown {
  if (!isSchemaObject(node)) {
    return node;
  }
  let out = withoutKeys(mapSubschemas(node, toDraft07Node), DROPPED_IN_DRAFT_07);
  if (isSchemaObject(out.$defs)) {
    out = { ...withoutKeys(out, ['$defs']), definitions: { ...(out.definitions as object | undefined), ...out.$defs } };
  }
  if (typeof out.$ref === 'string' && out.$ref.startsWith('#/$defs/')) {
    out.$ref = `#/definitions/${out.$ref.slice('#/$defs/'.length)}`;
  }
  if (Array.isArray(out.prefixItems)) {
    const tuple = out.prefixItems;
    const rest = out.items;
    out = withoutKeys(out, ['prefixItems', 'items']);
    out.items = tuple;
    if (rest !== undefined) {
      out.additionalItems = rest;
    }
  }
  if (isSchemaObject(out.dependentRequired) || isSchemaObject(out.dependentSchemas)) {
    out = {
      ...withoutKeys(out, ['dependentRequired', 'dependentSchemas']),
      dependencies: {
        ...(out.dependentRequired as object | undefined),
        ...(out.dependentSchemas as object | undefined),
      },
    };
  }
  return refWithoutSiblings(out);
}

// ---------------------------------------------------------------------------
// Writing: canonical → OpenAPI 3.0 Schema Object
// ---------------------------------------------------------------------------

function uniqueSchemas(schemas: readonly unknown[]): unknown[] {
  return schemas.filter((schema, i) => schemas.findIndex((other) => jsonEqual(other, schema)) === i);
}

/** Positions cannot be expressed: every element may be any of the element schemas. */
function tupleAsItemsUnion(node: JsonSchemaNode, closed: boolean): JsonSchemaNode {
  const prefix = node.prefixItems as unknown[];
  const rest = node.items;
  const out = withoutKeys(node, ['prefixItems', 'items']);
  const unique = uniqueSchemas([...prefix, ...(isSchemaObject(rest) ? [rest] : [])]);
  if (unique.length > 0) {
    out.items = unique.length === 1 ? unique[0] : { anyOf: unique };
  }
  if (closed && (typeof out.maxItems !== 'number' || out.maxItems > prefix.length)) {
    out.maxItems = prefix.length;
  }
  return out;
}

/** 2020-12 numeric `exclusiveMinimum: n` → `minimum: n, exclusiveMinimum: true`. */
function writeBooleanBound(
  node: JsonSchemaNode,
  exclusive: string,
  inclusive: string,
  stricter: (a: number, b: number) => number,
): JsonSchemaNode {
  const bound = node[exclusive];
  if (typeof bound !== 'number') {
    return node;
  }
  const out = withoutKeys(node, [exclusive]);
  const other = node[inclusive];
  // An inclusive bound that is at least as strict makes the exclusive one redundant.
  if (typeof other === 'number' && stricter(other, bound) === other && other !== bound) {
    return out;
  }
  out[inclusive] = bound;
  out[exclusive] = true;
  return out;
}

const APPLICATORS = ['allOf', 'anyOf', 'oneOf', 'not', '$ref'];

/**
 * The same schema also accepting null by way of `nullable: true`, when that is exact:
 * a `type` on the node and no applicator that would still reject null (anyOf/oneOf
 * branches are made nullable one by one). `undefined` when it cannot be done.
 */
function nullableVariant(schema: unknown, root: JsonSchemaNode): JsonSchemaNode | undefined {
  if (!isSchemaObject(schema)) {
    return undefined;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || APPLICATORS.some((other) => other !== key && other in schema) || 'type' in schema) {
      continue;
    }
    const variants = branches.map((branch) => nullableVariant(branch, root));
    return variants.every((variant) => variant !== undefined) ? { ...schema, [key]: variants } : undefined;
  }
  if (APPLICATORS.some((key) => key in schema)) {
    return undefined;
  }
  const type =
    typeof schema.type === 'string' ? schema.type : Array.isArray(schema.enum) ? inferType(schema, root) : undefined;
  if (!type) {
    return undefined;
  }
  const out: JsonSchemaNode = { ...schema, type, nullable: true };
  if (Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

/**
 * Only null. OAS 3.0 has no null type, and `nullable` acts only next to `type` while
 * every other keyword still applies (3.0.3): hence a typed node whose enum is [null].
 */
const NULL_ONLY: JsonSchemaNode = { type: 'string', nullable: true, enum: [null] };

function orNull(node: JsonSchemaNode): JsonSchemaNode {
  const variant = nullableVariant(node, node);
  if (variant) {
    return variant;
  }
  const annotations = ['title', 'description', 'default', 'example'];
  const outer: JsonSchemaNode = {};
  for (const key of annotations) {
    if (node[key] !== undefined) {
      outer[key] = node[key];
    }
  }
  return { ...outer, anyOf: [withoutKeys(node, annotations), NULL_ONLY] };
}

/** `type: ["string","null"]` → `type: string, nullable`; several types → anyOf of typed branches. */
function typeAsOpenApi(node: JsonSchemaNode): JsonSchemaNode {
  const types =
    typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? (node.type as string[]) : undefined;
  if (!types) {
    return node;
  }
  const nullable = types.includes('null');
  const concrete = types.filter((type) => type !== 'null');
  if (concrete.length === 0) {
    return { ...withoutKeys(node, ['type', 'enum']), ...NULL_ONLY };
  }
  const typed = concrete.length === 1 ? { ...node, type: concrete[0] } : splitTypeArray({ ...node, type: concrete });
  return nullable ? orNull(typed) : typed;
}

/** `anyOf: [X, {type:"null"}]` → X with `nullable: true` where that is exact, else X | NULL_ONLY. */
function nullBranchesAsNullable(node: JsonSchemaNode, key: 'anyOf' | 'oneOf', root: JsonSchemaNode): JsonSchemaNode {
  const branches = node[key];
  if (!Array.isArray(branches) || !branches.some((branch) => isNullOnly(branch)) || branches.length < 2) {
    return node;
  }
  const others = branches.filter((branch) => !isNullOnly(branch));
  const siblings = withoutKeys(node, [key]);
  if (others.length === 0) {
    return { ...siblings, ...NULL_ONLY };
  }
  const nullable = others.map((branch) => nullableVariant(branch, root));
  if (nullable.some((variant) => variant === undefined)) {
    return { ...siblings, [key]: [...(others as unknown[]), NULL_ONLY] };
  }
  const [only, ...more] = nullable;
  if (!only || more.length > 0) {
    return { ...siblings, [key]: nullable };
  }
  const clash = Object.keys(only).some((name) => name in siblings && !['description', 'title'].includes(name));
  return clash ? { ...siblings, [key]: [...(others as unknown[]), NULL_ONLY] } : { ...siblings, ...only };
}

/** The keywords of the OAS 3.0 Schema Object (plus `$ref`, and `$defs` until inlining). */
const OPENAPI_KEYWORDS = [
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'not',
  'allOf',
  'oneOf',
  'anyOf',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'example',
  'externalDocs',
  'deprecated',
  'xml',
  '$ref',
  '$defs',
];

function toOpenApiNode(node: unknown, root: JsonSchemaNode): unknown {
  if (node === true) {
    return {};
  }
  if (node === false) {
    return { not: {} };
  }
  if (!isSchemaObject(node)) {
    return node;
  }
  // `items: false` closes a tuple (or empties an array): read it before subschemas become objects.
  const noMoreItems = node.items === false;
  let out = mapSubschemas(typeof node.items === 'boolean' ? withoutKeys(node, ['items']) : node, (child) =>
    toOpenApiNode(child, root),
  );

  if ('const' in out) {
    if (!Array.isArray(out.enum)) {
      out.enum = [out.const];
    }
    out = withoutKeys(out, ['const']);
  }
  if (Array.isArray(out.examples) && out.example === undefined && out.examples.length > 0) {
    out.example = out.examples[0];
  }
  if (Array.isArray(out.prefixItems)) {
    out = tupleAsItemsUnion(out, noMoreItems);
  } else if (noMoreItems) {
    out.maxItems = 0;
  }
  if (Array.isArray(out.anyOf)) {
    out.anyOf = uniqueSchemas(out.anyOf);
  }
  if (Array.isArray(out.anyOf) && out.anyOf.length === 1 && Object.keys(out).length === 1) {
    out = { ...(out.anyOf[0] as object) };
  }
  out = writeBooleanBound(out, 'exclusiveMinimum', 'minimum', Math.max);
  out = writeBooleanBound(out, 'exclusiveMaximum', 'maximum', Math.min);
  out = typeAsOpenApi(out);
  for (const key of ['anyOf', 'oneOf'] as const) {
    out = nullBranchesAsNullable(out, key, root);
  }
  if (Array.isArray(out.enum) && out.type === undefined && !APPLICATORS.some((key) => key in out)) {
    // A typed enum reads better for OpenAPI consumers (Gemini needs the type); null needs `nullable`.
    const type = typeOfValues(out.enum.filter((value) => value !== null));
    if (type) {
      out = { type, ...out };
    }
  }
  if (Array.isArray(out.enum) && out.enum.includes(null) && typeof out.type === 'string') {
    out.nullable = true;
  }
  if (Array.isArray(out.required) && out.required.length === 0) {
    out = withoutKeys(out, ['required']);
  }
  if (Array.isArray(out.enum) && out.enum.length === 0) {
    out = { ...withoutKeys(out, ['enum']), not: {} };
  }
  out = refWithoutSiblings(out, ['$defs']); // definitions are inlined next, not a sibling constraint
  return withoutKeys(
    out,
    Object.keys(out).filter((key) => !OPENAPI_KEYWORDS.includes(key) && !key.startsWith('x-')),
  );
}

function toOpenApi30(canonical: JsonSchemaNode): JsonSchemaNode {
  const structured = toOpenApiNode(canonical, canonical) as JsonSchemaNode;
  // OAS 3.0 has nowhere to keep definitions: inline; a recursive use points at the first inlined copy.
  return inlineRefs(structured, { maxRecursion: 0, onCycle: (_target, firstExpansion) => ({ $ref: firstExpansion }) });
}

/** `json` (in any of the three dialects) written in `dialect`. The input is not mutated. */
export function toDialect(json: JsonSchemaNode, dialect: JsonSchemaDialect): JsonSchemaNode {
  const canonical = canonicalize(json);
  if (dialect === 'draft-2020-12') {
    return { $schema: DIALECT_URIS[dialect], ...canonical };
  }
  if (dialect === 'draft-07') {
    return { $schema: DIALECT_URIS[dialect], ...(toDraft07Node(canonical) as JsonSchemaNode) };
  }
  return toOpenApi30(canonical);
}

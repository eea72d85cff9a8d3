/**
 * Provider clean-ups: pure functions from JSON Schema to what one provider's tool API
 * accepts. They read any of the three Standard JSON Schema dialects (draft-2020-12,
 * draft-07, openapi-3.0): each first rewrites its input into canonical 2020-12
 * (json-schema-dialects.ts). Inputs are never mutated.
 *
 * - forGemini: the OpenAPI subset of Gemini's legacy `parameters` field.
 * - forGeminiJsonSchema: Gemini's `parametersJsonSchema` (the JSON Schema subset it documents).
 * - forOpenAI: OpenAI function `parameters` without strict mode (2020-12, object root).
 * - forAnthropic: an object root without combinators, no references, no `$schema`.
 * - forOpenAIStrict: OpenAI `strict: true` (all properties required, optional ones
 *   nullable, `additionalProperties: false` everywhere; records are refused), and
 *   fromOpenAIStrictInput, which maps the nulls strict mode forced back to "absent".
 *
 * A root that is a union of objects (a discriminated union as the whole input) is
 * merged into one object for every provider, since none accepts a combinator at the
 * root: every property of every branch, required only when every branch requires it.
 * The alternative, wrapping the union under a property, would change the shape of
 * the call, so the tool's own schema could no longer validate it unchanged. The cost
 * of merging: the model is not told which properties go together; the tool's schema
 * still validates each call and rejects a mixed-up one with a readable message.
 *
 * Recursion is inlined up to `RECURSION_CAP` nested uses of the same definition
 * (Gemini and Anthropic take no `$ref`); below that a permissive node with the
 * definition's type stands in (`{type: "object"}`), so deeper levels are not
 * described and only the tool's own validation checks them.
 */
import { type JsonObject, type ToJsonSchemaOptions, JsonSchemaConversionError, toJsonSchema } from './json-schema';
import { canonicalize, inferType, isNullOnly, splitTypeArray } from './json-schema-dialects';
import { flattenAllOf, mergeObjectUnion, mergeSchemas } from './json-schema-merge';
import { inlineRefs } from './json-schema-refs';
import {
  type JsonSchemaNode,
  isSchemaObject,
  jsonEqual,
  mapSubschemas,
  resolveLocalRef,
  withoutKeys,
} from './json-schema-walk';

export type ProviderName = 'gemini' | 'gemini-json-schema' | 'anthropic' | 'openai' | 'openai-strict';

/** Nested uses of one recursive definition that are spelled out before the permissive stand-in. */
export const RECURSION_CAP = 3;

export interface ProviderOptions {
  /** Default `RECURSION_CAP`. */
  readonly maxRecursion?: number;
}

const PROVIDER_TARGETS = {
  gemini: 'openapi-3.0',
  'gemini-json-schema': 'draft-2020-12',
  anthropic: 'draft-2020-12',
  openai: 'draft-2020-12',
  'openai-strict': 'draft-2020-12',
} as const;

// ---------------------------------------------------------------------------
// Shared steps
// ---------------------------------------------------------------------------

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

const ANNOTATIONS = ['title', 'description'];

/** `oneOf` as `anyOf`, which these providers take instead; merged with an `anyOf` the node already has. */
function oneOfAsAnyOf(node: JsonSchemaNode): JsonSchemaNode {
  if (!Array.isArray(node.oneOf)) {
    return node;
  }
  const rest = withoutKeys(node, ['oneOf']);
  return Array.isArray(rest.anyOf) ? mergeSchemas(rest, { anyOf: node.oneOf }) : { ...rest, anyOf: node.oneOf };
}

function describeRoot(root: JsonSchemaNode): string {
  if (typeof root.type === 'string') {
    return `a value of type "${root.type}"`;
  }
  if (Array.isArray(root.type)) {
    return `a value of type ${root.type.join(' | ')}`;
  }
  return 'a value that is not always an object';
}

/** Canonical 2020-12, a root `$ref` resolved into the root (its definitions kept). */
function canonicalRoot(json: JsonObject): JsonSchemaNode {
  let root = canonicalize(json);
  if (typeof root.$ref === 'string') {
    const target = resolveLocalRef(root, root.$ref);
    const definitions = root.$defs;
    root = mergeSchemas(isSchemaObject(target) ? target : {}, withoutKeys(root, ['$ref', '$defs']));
    if (definitions !== undefined) {
      root.$defs = definitions;
    }
  }
  return root;
}

/** A root every provider accepts: `type: "object"`, no allOf/anyOf/oneOf, no null. */
function objectRoot(node: JsonSchemaNode, provider: string): JsonSchemaNode {
  const resolve = (branch: unknown): JsonSchemaNode => {
    const target =
      isSchemaObject(branch) && typeof branch.$ref === 'string' ? resolveLocalRef(node, branch.$ref) : branch;
    return flattenAllOf(isSchemaObject(target) ? target : {});
  };
  let root = flattenAllOf(node);
  if (Array.isArray(root.type)) {
    root = { ...root, type: root.type.filter((type) => type !== 'null') };
  }
  if (Array.isArray(root.type) && root.type.length === 1) {
    root = { ...root, type: root.type[0] };
  }
  const branches = [...asList(root.anyOf), ...asList(root.oneOf)].filter((branch) => !isNullOnly(branch));
  if (branches.length > 0) {
    const siblings = withoutKeys(root, ['anyOf', 'oneOf']);
    const constraints = withoutKeys(siblings, [...ANNOTATIONS, '$defs']);
    const objects = branches.map((branch) => objectRoot(mergeSchemas(constraints, resolve(branch)), provider));
    const [only, ...others] = objects;
    const merged = only && others.length === 0 ? only : mergeObjectUnion(objects);
    const kept: JsonSchemaNode = {};
    for (const key of [...ANNOTATIONS, '$defs']) {
      if (siblings[key] !== undefined) {
        kept[key] = siblings[key];
      }
    }
    root = { ...merged, ...kept };
  }
  if (inferType(root, node) !== 'object') {
    throw new JsonSchemaConversionError(
      `${provider} tool input must be a JSON object, but this schema describes ${describeRoot(root)}; wrap the input in an object (for example z.object({ value: ... }))`,
    );
  }
  return { ...root, type: 'object' };
}

function inlineWithCap(canonical: JsonSchemaNode, options: ProviderOptions): JsonSchemaNode {
  return inlineRefs(canonical, {
    maxRecursion: options.maxRecursion ?? RECURSION_CAP,
    onCycle: (target) => ({
      type: inferType(target, canonical) ?? 'object',
      description: 'Nested value of the same shape (not described further: recursion limit).',
    }),
  });
}

// ---------------------------------------------------------------------------
// Anthropic
// ---------------------------------------------------------------------------

/** `input_schema`: object root without root combinators, references inlined, no `$schema`. */
export function forAnthropic(json: JsonObject, options: ProviderOptions = {}): JsonObject {
  return objectRoot(inlineWithCap(canonicalize(json), options), 'Anthropic');
}

// ---------------------------------------------------------------------------
// OpenAI (without strict mode)
// ---------------------------------------------------------------------------

/**
 * Function `parameters` without `strict`: JSON Schema 2020-12 as it is, references
 * kept, `$schema` removed, and an object root (the API refuses any other root).
 */
export function forOpenAI(json: JsonObject): JsonObject {
  return objectRoot(canonicalize(json), 'OpenAI') as JsonObject;
}

// ---------------------------------------------------------------------------
// OpenAI strict mode
// ---------------------------------------------------------------------------

function acceptsNull(schema: unknown): boolean {
  if (schema === true) {
    return true;
  }
  if (!isSchemaObject(schema)) {
    return false;
  }
  if (isNullOnly(schema)) {
    return true;
  }
  if (Array.isArray(schema.type)) {
    return schema.type.includes('null');
  }
  return asList(schema.anyOf).some((branch) => acceptsNull(branch));
}

function strictOrNull(schema: unknown): unknown {
  if (acceptsNull(schema)) {
    return schema;
  }
  if (isSchemaObject(schema) && Array.isArray(schema.anyOf) && Object.keys(schema).length === 1) {
    return { anyOf: [...(schema.anyOf as unknown[]), { type: 'null' }] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function strictObject(node: JsonSchemaNode, path: readonly string[]): JsonSchemaNode {
  const properties = isSchemaObject(node.properties) ? node.properties : {};
  const extra = node.additionalProperties;
  // `additionalProperties: true` beside fixed properties (Genkit's zod 3 objects) is closed:
  // the model may then send fewer keys than the tool accepts, never more.
  const freeForm =
    (extra === true && Object.keys(properties).length === 0) ||
    (isSchemaObject(extra) && (Object.keys(extra).length > 0 || Object.keys(properties).length === 0));
  if (node.patternProperties !== undefined || node.propertyNames !== undefined || freeForm) {
    const where = path.length === 0 ? 'the root' : `"${path.join('.')}"`;
    throw new JsonSchemaConversionError(
      `OpenAI strict mode cannot express a record (an object with free-form keys) at ${where}; give the object fixed properties, use an array of { key, value } entries, or call the tool without strict mode`,
    );
  }
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const strictProperties: JsonSchemaNode = {};
  for (const [name, schema] of Object.entries(properties)) {
    strictProperties[name] = required.has(name) ? schema : strictOrNull(schema);
  }
  return {
    ...node,
    type: 'object',
    properties: strictProperties,
    required: Object.keys(strictProperties),
    additionalProperties: false,
  };
}

function strictNode(input: unknown, path: readonly string[]): unknown {
  if (!isSchemaObject(input)) {
    return input;
  }
  let node = oneOfAsAnyOf(flattenAllOf(input));
  if (Array.isArray(node.type)) {
    node = node.type.length === 1 ? { ...node, type: node.type[0] } : splitTypeArray(node);
  }
  if (Array.isArray(node.allOf)) {
    node = flattenAllOf(node);
  }
  node = mapSubschemas(node, (child, childPath) => strictNode(child, [...path, ...childPath]));
  const isObject = node.type === 'object' || isSchemaObject(node.properties);
  return isObject ? strictObject(node, path) : node;
}

/** Canonical 2020-12, a root reference resolved, an object root (root unions merged). */
function strictStartingPoint(json: JsonObject): JsonSchemaNode {
  return objectRoot(canonicalRoot(json), 'OpenAI');
}

/**
 * `strict: true`: every property required, optional ones made nullable through
 * `anyOf: [X, {type: "null"}]` (strict mode rejects type arrays),
 * `additionalProperties: false` on every object, `oneOf` → `anyOf`, `allOf` merged.
 * References stay (strict mode supports `$defs` and recursion).
 *
 * The model then sends `null` for an omitted optional field: the tool must map those
 * nulls back to "absent" before its own schema validates the call.
 */
export function forOpenAIStrict(json: JsonObject): JsonObject {
  return strictNode(strictStartingPoint(json), []) as JsonObject;
}

/** The node and everything it is a conjunction or union of, references resolved. */
function schemaBranches(schema: JsonSchemaNode, root: JsonSchemaNode, seen = new Set<unknown>()): JsonSchemaNode[] {
  if (seen.has(schema)) {
    return [];
  }
  seen.add(schema);
  const found: JsonSchemaNode[] = [schema];
  if (typeof schema.$ref === 'string') {
    const target = resolveLocalRef(root, schema.$ref);
    if (isSchemaObject(target)) {
      found.push(...schemaBranches(target, root, seen));
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const branch of asList(schema[key])) {
      if (isSchemaObject(branch)) {
        found.push(...schemaBranches(branch, root, seen));
      }
    }
  }
  return found;
}

/** Deep enough for any real tool input; it also stops a reference cycle. */
const MAX_INPUT_DEPTH = 64;

function acceptsNullDeep(schema: unknown, root: JsonSchemaNode): boolean {
  if (schema === true) {
    return true;
  }
  if (!isSchemaObject(schema)) {
    return false;
  }
  if (Object.keys(schema).every((key) => ANNOTATIONS.includes(key) || key === 'default' || key === 'examples')) {
    return true;
  }
  if (typeof schema.$ref === 'string') {
    return acceptsNullDeep(resolveLocalRef(root, schema.$ref), root);
  }
  if (acceptsNull(schema)) {
    return true;
  }
  if (Array.isArray(schema.enum)) {
    return schema.enum.includes(null);
  }
  if ('const' in schema) {
    return schema.const === null;
  }
  return asList(schema.oneOf).some((branch) => acceptsNullDeep(branch, root));
}

function mapNulls(value: unknown, schema: unknown, root: JsonSchemaNode, depth: number): unknown {
  if (depth > MAX_INPUT_DEPTH || !isSchemaObject(schema) || typeof value !== 'object' || value === null) {
    return value;
  }
  const branches = schemaBranches(schema, root);
  // With several candidate schemas (union branches), every one that describes the value maps it in turn.
  const mapNullsAll = (item: unknown, schemas: readonly unknown[]): unknown =>
    schemas.reduce((mapped, each) => mapNulls(mapped, each, root, depth + 1), item);
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemSchemas = branches.map((branch) =>
        Array.isArray(branch.prefixItems) && index < branch.prefixItems.length
          ? branch.prefixItems[index]
          : branch.items,
      );
      return mapNullsAll(item, itemSchemas);
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const declared = branches.filter((branch) => isSchemaObject(branch.properties) && key in branch.properties);
    // Strict mode forced this null if a branch has the property optional; it is "absent"
    // unless some branch accepts null there (then null may be meant, and is valid).
    const absentWhenNull =
      entry === null &&
      declared.some((branch) => !(Array.isArray(branch.required) && branch.required.includes(key))) &&
      !declared.some((branch) => acceptsNullDeep((branch.properties as JsonSchemaNode)[key], root));
    if (absentWhenNull) {
      continue;
    }
    out[key] = mapNullsAll(
      entry,
      declared.map((branch) => (branch.properties as JsonSchemaNode)[key]),
    );
  }
  return out;
}

/**
 * The input a tool receives from OpenAI strict mode, made valid for its own schema:
 * strict mode made every optional property required and nullable, so the model sends
 * `null` where it means "absent". Each such `null` (an optional property whose own
 * schema does not accept null) is removed, at every depth the schema describes
 * (properties, items, tuples, unions, local references). Any other value is kept;
 * the input is not mutated. `json` is the tool's schema before `forOpenAIStrict`.
 */
export function fromOpenAIStrictInput(input: unknown, json: JsonObject): unknown {
  // The shape forOpenAIStrict starts from: a root union is one merged object there.
  const root = strictStartingPoint(json);
  return mapNulls(input, root, root, 0);
}

// ---------------------------------------------------------------------------
// Gemini
// ---------------------------------------------------------------------------

function pick(node: JsonSchemaNode, keys: readonly string[]): JsonSchemaNode {
  const out: JsonSchemaNode = {};
  for (const key of keys) {
    if (node[key] !== undefined) {
      out[key] = node[key];
    }
  }
  return out;
}

/** Any JSON value, as Gemini needs a type: the common scalar types and objects. */
function anyValue(node: JsonSchemaNode): JsonSchemaNode {
  const annotations = pick(node, ['description', 'title']);
  return { anyOf: ['string', 'number', 'boolean', 'object'].map((type) => ({ ...annotations, type })) };
}

function nullOnly(node: JsonSchemaNode): JsonSchemaNode {
  return { ...pick(node, ['description', 'title']), type: 'string', nullable: true };
}

function markNullable(node: JsonSchemaNode): JsonSchemaNode {
  if (!Array.isArray(node.anyOf)) {
    return { ...node, nullable: true };
  }
  return { anyOf: node.anyOf.map((branch) => ({ ...(branch as JsonSchemaNode), nullable: true })) };
}

/** The conversion of a subschema (geminiNode, handed down: the helpers come before it, and it calls them). */
type GeminiConvert = (input: unknown) => JsonSchemaNode;

function geminiUnion(node: JsonSchemaNode, nullable: boolean, convert: GeminiConvert): JsonSchemaNode {
  const siblings = withoutKeys(node, ['anyOf']);
  const branches = asList(node.anyOf);
  const withNull = nullable || branches.some((branch) => isNullOnly(branch));
  const converted: JsonSchemaNode[] = [];
  for (const branch of branches) {
    if (isNullOnly(branch)) {
      continue;
    }
    const merged = convert(mergeSchemas(siblings, isSchemaObject(branch) ? branch : {}));
    const parts = Object.keys(merged).length === 1 && Array.isArray(merged.anyOf) ? merged.anyOf : [merged];
    for (const part of parts) {
      if (!converted.some((seen) => jsonEqual(seen, part))) {
        converted.push(part as JsonSchemaNode);
      }
    }
  }
  const [first, ...others] = converted;
  if (!first) {
    return nullOnly(siblings);
  }
  const out = others.length === 0 ? first : { anyOf: converted };
  return withNull ? markNullable(out) : out;
}

const GEMINI_STRING_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format', 'enum'];

const GEMINI_KEYWORDS_BY_TYPE: Record<string, readonly string[]> = {
  string: GEMINI_STRING_KEYWORDS,
  number: ['minimum', 'maximum', 'format'],
  integer: ['minimum', 'maximum', 'format'],
  boolean: [],
  array: ['items', 'minItems', 'maxItems'],
  object: ['properties', 'required', 'minProperties', 'maxProperties', 'propertyOrdering'],
};

/** Enum values split by type: strings stay an enum, numbers become exact ranges. */
function literalsAsGemini(node: JsonSchemaNode): JsonSchemaNode {
  const values = node.enum as unknown[];
  const rest = withoutKeys(node, ['enum', 'type', ...GEMINI_STRING_KEYWORDS]);
  const strings = values.filter((value): value is string => typeof value === 'string');
  const branches: JsonSchemaNode[] = [];
  if (strings.length > 0) {
    branches.push({ ...pick(node, GEMINI_STRING_KEYWORDS), type: 'string', enum: strings });
  }
  for (const value of values) {
    if (typeof value === 'number') {
      branches.push({ type: Number.isInteger(value) ? 'integer' : 'number', minimum: value, maximum: value });
    }
  }
  if (values.some((value) => typeof value === 'boolean')) {
    branches.push({ type: 'boolean' });
  }
  if (values.some((value) => isSchemaObject(value))) {
    branches.push({ type: 'object' });
  }
  if (values.some((value) => Array.isArray(value))) {
    branches.push({ type: 'array' });
  }
  const nullable = values.includes(null);
  if (branches.length === 0) {
    return { ...rest, type: 'string', nullable: true };
  }
  if (branches.length === 1) {
    return { ...rest, ...branches[0], ...(nullable ? { nullable: true } : {}) };
  }
  return { ...rest, anyOf: [...branches, ...(nullable ? [{ type: 'null' }] : [])] };
}

function numericBounds(node: JsonSchemaNode, type: string): JsonSchemaNode {
  const out = { ...node };
  const integer = type === 'integer';
  if (typeof node.exclusiveMinimum === 'number') {
    const bound = integer ? Math.floor(node.exclusiveMinimum) + 1 : node.exclusiveMinimum;
    out.minimum = typeof node.minimum === 'number' ? Math.max(node.minimum, bound) : bound;
  }
  if (typeof node.exclusiveMaximum === 'number') {
    const bound = integer ? Math.ceil(node.exclusiveMaximum) - 1 : node.exclusiveMaximum;
    out.maximum = typeof node.maximum === 'number' ? Math.min(node.maximum, bound) : bound;
  }
  return out;
}

/** Formats Gemini documents per type; others (email, uuid, uri, ...) are dropped. */
const GEMINI_FORMATS: Record<string, readonly string[]> = {
  string: ['enum', 'date-time'],
  integer: ['int32', 'int64'],
  number: ['float', 'double'],
};

function geminiObject(node: JsonSchemaNode, convert: GeminiConvert): JsonSchemaNode {
  const out = withoutKeys(node, ['properties', 'required']);
  const properties: JsonSchemaNode = {};
  for (const [name, schema] of Object.entries(isSchemaObject(node.properties) ? node.properties : {})) {
    if (schema === false) {
      continue;
    } // a property that may never appear: simply not offered
    properties[name] = convert(schema);
  }
  if (Object.keys(properties).length === 0) {
    return out;
  }
  out.properties = properties;
  const required = asList(node.required).filter((name) => typeof name === 'string' && name in properties);
  if (required.length > 0) {
    out.required = required;
  }
  return out;
}

function geminiArray(node: JsonSchemaNode, convert: GeminiConvert): JsonSchemaNode {
  let out = { ...node };
  if (Array.isArray(out.prefixItems)) {
    const prefix = out.prefixItems as unknown[];
    const rest = out.items;
    out = withoutKeys(out, ['prefixItems', 'items']);
    out.items = { anyOf: [...prefix, ...(isSchemaObject(rest) ? [rest] : [])] };
    if (typeof out.minItems !== 'number') {
      out.minItems = 0;
    }
    if (rest === false && (typeof out.maxItems !== 'number' || out.maxItems > prefix.length)) {
      out.maxItems = prefix.length;
    }
  }
  if (out.items === false) {
    out = { ...out, maxItems: 0, items: true };
  }
  out.items = convert(isSchemaObject(out.items) ? out.items : {});
  return out;
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isSchemaObject(value);
    default:
      return false;
  }
}

const GEMINI_COMMON = ['type', 'nullable', 'description', 'title', 'default', 'example'];

function geminiTyped(node: JsonSchemaNode, convert: GeminiConvert): JsonSchemaNode {
  const type = node.type as string;
  let out: JsonSchemaNode = { ...node };
  if (Array.isArray(out.examples) && out.examples.length > 0 && out.example === undefined) {
    out.example = out.examples[0];
  }
  if (type === 'integer' || type === 'number') {
    out = numericBounds(out, type);
  }
  if (typeof out.format === 'string' && !(GEMINI_FORMATS[type] ?? []).includes(out.format)) {
    out = withoutKeys(out, ['format']);
  }
  if (type === 'object') {
    out = geminiObject(out, convert);
  }
  if (type === 'array') {
    out = geminiArray(out, convert);
  }
  if ('default' in out && !matchesType(out.default, type)) {
    out = withoutKeys(out, ['default']);
  }
  const allowed = [...GEMINI_COMMON, ...(GEMINI_KEYWORDS_BY_TYPE[type] ?? [])];
  return pick(out, allowed);
}

function geminiNode(input: unknown): JsonSchemaNode {
  if (!isSchemaObject(input)) {
    return anyValue({});
  }
  let node = oneOfAsAnyOf({ ...flattenAllOf(input) });
  if ('const' in node) {
    node = { ...withoutKeys(node, ['const']), enum: [node.const] };
  }
  let nullable = false;
  if (Array.isArray(node.type)) {
    nullable = node.type.includes('null');
    const concrete = node.type.filter((type) => type !== 'null');
    if (concrete.length === 0) {
      return nullOnly(node);
    }
    node =
      concrete.length === 1
        ? { ...node, type: concrete[0] }
        : flattenAllOf(splitTypeArray({ ...node, type: concrete }));
  } else if (node.type === 'null') {
    return nullOnly(node);
  }
  if (Array.isArray(node.anyOf)) {
    return geminiUnion(node, nullable, geminiNode);
  }
  if (Array.isArray(node.enum)) {
    const literal = literalsAsGemini(node);
    if (literal.anyOf) {
      return geminiUnion(literal, nullable, geminiNode);
    }
    node = literal;
    nullable ||= node.nullable === true;
  }
  node.type ??= inferType(node, node);
  if (node.type === undefined) {
    return anyValue(node);
  }
  const out = geminiTyped(node, geminiNode);
  return nullable ? markNullable(out) : out;
}

/**
 * Gemini `functionDeclarations[].parameters` (the OpenAPI 3.0 subset). Any dialect
 * in; `toProviderJsonSchema` asks for openapi-3.0 as the research notes recommend.
 *
 * - `$ref`/`$defs`/`definitions` (and `"$ref": "#"`) inlined, recursion capped (see top).
 * - `oneOf` → `anyOf`; `allOf` merged; `const` → `enum`.
 * - String enums: `type: "string"` + `enum`. Other literals cannot be string enums
 *   without changing what the tool accepts (the model would send "1" for 1), so a
 *   number literal becomes `{type: "integer"|"number", minimum: v, maximum: v}` (exact),
 *   a boolean literal `{type: "boolean"}` (loss: either boolean allowed).
 * - Type arrays → one `type` + `nullable`, or `anyOf` of typed branches.
 * - `anyOf` is alone on its node: the node's other keywords (description included)
 *   are merged into every branch, which is exact (A ∧ (B ∨ C) = (A ∧ B) ∨ (A ∧ C)).
 * - Dropped (losses): `additionalProperties` (records lose their value schema),
 *   `propertyNames`, `patternProperties`, `multipleOf`, `uniqueItems`, `not`,
 *   `if/then/else`, `$schema`, unsupported `format`s; tuples become `items.anyOf`
 *   with min/maxItems. `exclusiveMinimum: n` becomes `minimum: n + 1` on integers
 *   (exact) and `minimum: n` on numbers (loss: the bound becomes inclusive).
 * - `{}` (any value) becomes `anyOf` string | number | boolean | object (narrower:
 *   arrays and null are not offered); an object without properties stays
 *   `{type: "object"}` (never `properties: {}`, which Gemini rejects); a schema
 *   that only allows null becomes a nullable string (loss).
 */
export function forGemini(json: JsonObject, options: ProviderOptions = {}): JsonObject {
  const root = objectRoot(inlineWithCap(canonicalize(json), options), 'Gemini');
  return geminiNode(root);
}

/** The keywords of Gemini's `Schema` (@google/genai): anything else fails the whole request. */
export const GEMINI_KEYWORDS = [
  'anyOf',
  'default',
  'description',
  'enum',
  'example',
  'format',
  'items',
  'maxItems',
  'maxLength',
  'maxProperties',
  'maximum',
  'minItems',
  'minLength',
  'minProperties',
  'minimum',
  'nullable',
  'pattern',
  'properties',
  'propertyOrdering',
  'required',
  'title',
  'type',
] as const;

// ---------------------------------------------------------------------------
// Gemini parametersJsonSchema
// ---------------------------------------------------------------------------

function typeOfEnum(values: readonly unknown[]): JsonSchemaNode | undefined {
  if (values.every((value) => typeof value === 'string')) {
    return { type: 'string' };
  }
  if (values.every((value) => Number.isInteger(value))) {
    return { type: 'integer' };
  }
  if (values.every((value) => typeof value === 'number')) {
    return { type: 'number' };
  }
  return undefined;
}

/** Enums of strings and numbers stay; other literals become their type (boolean) or a null branch. */
function geminiJsonEnum(node: JsonSchemaNode): JsonSchemaNode {
  const values = node.enum as unknown[];
  const kept = values.filter((value) => typeof value === 'string' || typeof value === 'number');
  if (kept.length === values.length) {
    return node;
  }
  const rest = withoutKeys(node, ['enum', 'type']);
  const branches: JsonSchemaNode[] = [];
  if (kept.length > 0) {
    branches.push({ ...(typeOfEnum(kept) ?? {}), enum: kept });
  }
  if (values.some((value) => typeof value === 'boolean')) {
    branches.push({ type: 'boolean' });
  }
  if (values.includes(null)) {
    branches.push({ type: 'null' });
  }
  if (values.some((value) => isSchemaObject(value))) {
    branches.push({ type: 'object' });
  }
  if (values.some((value) => Array.isArray(value))) {
    branches.push({ type: 'array' });
  }
  return branches.length === 1 ? { ...rest, ...branches[0] } : { ...rest, anyOf: branches };
}

function asMax(value: unknown): number {
  return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
}

/** The string formats Gemini documents for JSON Schema. */
const GEMINI_JSON_SCHEMA_FORMATS = ['date-time', 'date', 'time'];

/**
 * The JSON Schema keywords Gemini documents for `parametersJsonSchema` (and
 * `responseJsonSchema`); the model ignores any other, so they are dropped here to
 * show what it really reads. `oneOf` is read as `anyOf`.
 */
export const GEMINI_JSON_SCHEMA_KEYWORDS = [
  '$id',
  '$defs',
  '$ref',
  '$anchor',
  'type',
  'format',
  'title',
  'description',
  'enum',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'anyOf',
  'properties',
  'additionalProperties',
  'required',
  'propertyOrdering',
] as const;

function geminiJsonNode(input: unknown): unknown {
  if (input === true) {
    return {};
  }
  if (!isSchemaObject(input)) {
    return input;
  }
  let node = oneOfAsAnyOf(flattenAllOf(input));
  if ('const' in node) {
    node = { ...withoutKeys(node, ['const']), enum: [node.const] };
  }
  if (Array.isArray(node.type)) {
    node = node.type.length === 1 ? { ...node, type: node.type[0] } : splitTypeArray(node);
  }
  if (Array.isArray(node.allOf)) {
    node = flattenAllOf(node);
  }
  if (Array.isArray(node.enum)) {
    node = geminiJsonEnum(node);
  }
  if (node.type === 'integer' || node.type === 'number') {
    node = numericBounds(node, node.type);
  }
  if (typeof node.format === 'string' && !GEMINI_JSON_SCHEMA_FORMATS.includes(node.format)) {
    node = withoutKeys(node, ['format']);
  }
  if (node.items === false) {
    const prefix = asList(node.prefixItems).length;
    node = { ...withoutKeys(node, ['items']), maxItems: Math.min(prefix, asMax(node.maxItems)) };
  }
  if (isSchemaObject(node.properties)) {
    const properties: JsonSchemaNode = {};
    for (const [name, schema] of Object.entries(node.properties)) {
      if (schema !== false) {
        properties[name] = schema;
      }
    }
    node = { ...node, properties };
  }
  const out = pick(node, GEMINI_JSON_SCHEMA_KEYWORDS);
  return mapSubschemas(out, (child, path) =>
    path[0] === 'additionalProperties' && typeof child === 'boolean' ? child : geminiJsonNode(child),
  );
}

/**
 * Gemini `functionDeclarations[].parametersJsonSchema`: JSON Schema 2020-12, object
 * root, no `$schema`; references and recursion stay (`$ref`/`$defs` are supported).
 * `allOf` merged, `oneOf` → `anyOf`, `const` → `enum`, type arrays → `anyOf` of one
 * type each; enums hold strings and numbers (a boolean literal becomes
 * `{type: "boolean"}`: either boolean allowed); `exclusiveMinimum: n` becomes
 * `minimum: n + 1` on integers (exact) and `minimum: n` on numbers (inclusive: loss).
 * Dropped (losses): string length and `pattern`, `multipleOf`, `uniqueItems`,
 * `minProperties`/`maxProperties`, `patternProperties`, `propertyNames`, `not`,
 * `if/then/else`, `dependent*`, `contains`, formats other than date-time/date/time;
 * annotations `default` and `examples`.
 */
export function forGeminiJsonSchema(json: JsonObject): JsonObject {
  return geminiJsonNode(objectRoot(canonicalRoot(json), 'Gemini')) as JsonObject;
}

/** `toJsonSchema` with the provider's target, then its clean-up. */
export function toProviderJsonSchema(
  schema: unknown,
  provider: ProviderName,
  options: Omit<ToJsonSchemaOptions, 'target'> & ProviderOptions = {},
): JsonObject {
  if (!Object.hasOwn(PROVIDER_TARGETS, provider)) {
    throw new JsonSchemaConversionError(
      `unknown provider "${String(provider)}" (expected ${Object.keys(PROVIDER_TARGETS).join(', ')})`,
    );
  }
  const { maxRecursion: _maxRecursion, ...conversion } = options;
  const json = toJsonSchema(schema, { ...conversion, target: PROVIDER_TARGETS[provider] });
  if (provider === 'gemini') {
    return forGemini(json, options);
  }
  if (provider === 'gemini-json-schema') {
    return forGeminiJsonSchema(json);
  }
  if (provider === 'anthropic') {
    return forAnthropic(json, options);
  }
  if (provider === 'openai') {
    return forOpenAI(json);
  }
  return forOpenAIStrict(json);
}

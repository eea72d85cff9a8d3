/**
 * What a provider clean-up changed, said per value path (`/city`, `/days/[]`) rather
 * than per schema node, so that rewrites that keep the meaning (references inlined,
 * `oneOf` → `anyOf`, a type array split into branches, `const` → `enum`) are not
 * reported, and only what the model is told differently is.
 *
 * Each node's assertions are collected under the path of the value it describes
 * (union branches share their parent's path); types and enum values are unions per
 * path. A constraint the view lost or loosened means the model sees a schema that
 * accepts more than the tool's validator: the view is flagged `widened`.
 */
import { canonicalize } from '../../adapters/json-schema-dialects';
import { inlineRefs } from '../../adapters/json-schema-refs';
import { isSchemaObject } from '../../adapters/json-schema-walk';
import type { JsonObject } from '../../adapters/json-schema';

export interface SchemaChange {
  /** The value the keyword describes: `/` the whole input, `/days/[]` the items of `days`. */
  path: string;
  keyword: string;
  change: 'dropped' | 'changed' | 'added';
  before?: unknown;
  after?: unknown;
}

/** Keywords that tell the model something without restricting values. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
/** Assertions compared one by one (`required` per name, `type`/`enum` as unions). */
const ASSERTIONS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'patternProperties',
  'dependentRequired',
  'dependentSchemas',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
];
/** Enough to compare what a provider keeps of a recursive schema (views cap recursion at 3). */
const RECURSION = 4;

type Facts = Map<string, unknown>;

export function schemaChanges(before: JsonObject, after: JsonObject): SchemaChange[] {
  const was = facts(before);
  const now = facts(after);
  const changes: SchemaChange[] = [];
  for (const [key, value] of was) {
    const [path, keyword] = splitKey(key);
    if (!now.has(key)) changes.push({ path, keyword, change: 'dropped', before: value });
    else if (JSON.stringify(now.get(key)) !== JSON.stringify(value))
      changes.push({ path, keyword, change: 'changed', before: value, after: now.get(key) });
  }
  for (const [key, value] of now) {
    if (was.has(key)) continue;
    const [path, keyword] = splitKey(key);
    changes.push({ path, keyword, change: 'added', after: value });
  }
  return changes.sort((a, b) => a.path.localeCompare(b.path) || a.keyword.localeCompare(b.keyword));
}

/** True when a change lets the model send something the validator refuses. */
export function widens(change: SchemaChange): boolean {
  const keyword = change.keyword.replace(/\[.*$/, '');
  if (ANNOTATIONS.has(keyword) || change.change === 'added') return false;
  // Most validators strip unknown keys rather than refuse them (zod's default), so the
  // schema's `additionalProperties: false` is rarely what the validator enforces: listed, not flagged.
  if (keyword === 'additionalProperties') return false;
  if (change.change === 'dropped') return true;
  if (keyword === 'type' || keyword === 'enum') return !isSubset(change.before, change.after);
  if (LOWER_BOUNDS.has(keyword)) return (change.after as number) < (change.before as number);
  if (UPPER_BOUNDS.has(keyword)) return (change.after as number) > (change.before as number);
  return true;
}

const LOWER_BOUNDS = new Set(['minimum', 'minItems', 'minLength', 'minProperties']);
const UPPER_BOUNDS = new Set(['maximum', 'maxItems', 'maxLength', 'maxProperties']);

/** `after` (a union of types or values) holds something `before` did not. */
function isSubset(before: unknown, after: unknown): boolean {
  if (!Array.isArray(before) || !Array.isArray(after)) return false;
  const allowed = new Set(before.map((value) => JSON.stringify(value)));
  return after.every((value) => allowed.has(JSON.stringify(value)));
}

function splitKey(key: string): [string, string] {
  const at = key.lastIndexOf(' ');
  return [key.slice(0, at), key.slice(at + 1)];
}

function facts(json: JsonObject): Facts {
  const root = inlineRefs(canonicalize(json), {
    maxRecursion: RECURSION,
    onCycle: () => ({}),
  });
  const out: Facts = new Map();
  collect(root, '', out);
  return out;
}

function add(out: Facts, path: string, keyword: string, value: unknown): void {
  out.set(`${path || '/'} ${keyword}`, value);
}

function union(out: Facts, path: string, keyword: string, values: readonly unknown[]): void {
  const key = `${path || '/'} ${keyword}`;
  const seen = (out.get(key) as unknown[] | undefined) ?? [];
  const merged = [...seen];
  for (const value of values)
    if (!merged.some((known) => JSON.stringify(known) === JSON.stringify(value))) merged.push(value);
  out.set(
    key,
    merged.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

function collect(node: unknown, path: string, out: Facts): void {
  if (node === false) {
    add(out, path, 'false', true);
    return;
  }
  if (!isSchemaObject(node)) return;
  const integer = node.type === 'integer';
  // `minimum: v, maximum: v` is the literal v (how Gemini's OpenAPI subset says a number enum).
  const literal = typeof node.minimum === 'number' && node.minimum === node.maximum;
  if (literal) union(out, path, 'enum', [node.minimum]);
  if (node.type !== undefined) union(out, path, 'type', Array.isArray(node.type) ? node.type : [node.type]);
  if (node.nullable === true) union(out, path, 'type', ['null']);
  if (Array.isArray(node.enum)) union(out, path, 'enum', node.enum);
  if ('const' in node) union(out, path, 'enum', [node.const]);
  for (const keyword of ANNOTATIONS) if (node[keyword] !== undefined) add(out, path, keyword, node[keyword]);
  for (const keyword of ASSERTIONS) {
    if (node[keyword] === undefined || (literal && (keyword === 'minimum' || keyword === 'maximum'))) continue;
    // An exclusive integer bound is the inclusive one next to it: compare them as such.
    if (integer && keyword === 'exclusiveMinimum' && typeof node[keyword] === 'number')
      add(out, path, 'minimum', Math.floor(node[keyword] as number) + 1);
    else if (integer && keyword === 'exclusiveMaximum' && typeof node[keyword] === 'number')
      add(out, path, 'maximum', Math.ceil(node[keyword] as number) - 1);
    else add(out, path, keyword, node[keyword]);
  }
  if (node.additionalProperties === false) add(out, path, 'additionalProperties', false);
  if (isSchemaObject(node.additionalProperties)) collect(node.additionalProperties, `${path}/{*}`, out);
  for (const name of Array.isArray(node.required) ? node.required : [])
    add(out, path, `required[${String(name)}]`, true);
  if (isSchemaObject(node.properties))
    for (const [name, child] of Object.entries(node.properties)) collect(child, `${path}/${escape(name)}`, out);
  if (Array.isArray(node.prefixItems))
    node.prefixItems.forEach((child, index) => collect(child, `${path}/[${index}]`, out));
  if (node.items !== undefined && node.items !== true) collect(node.items, `${path}/[]`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(node[key])) for (const branch of node[key] as unknown[]) collect(branch, path, out);
}

function escape(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

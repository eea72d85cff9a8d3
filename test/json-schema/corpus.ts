/**
 * Tool-input schemas from every supported library, each with sample values it
 * accepts (`valid`) and rejects (`invalid`). The tests check the samples against the
 * schema itself first, then against the JSON Schema produced for every target.
 *
 * zod 4.1 entries live in corpus-zod41.ts: they need `zod/v4/core` swapped for
 * zod 4.1's, which only its own test file does.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';

export type Library = 'zod4' | 'zod4-mini' | 'zod41' | 'zod3' | 'valibot-standard' | 'valibot-plain' | 'arktype';

/** Shapes some providers cannot express (they drive the provider expectations). */
export type Feature = 'record' | 'tuple' | 'recursive' | 'root-union';

export interface CorpusEntry {
  readonly id: string;
  readonly library: Library;
  readonly schema: unknown;
  readonly valid: readonly unknown[];
  readonly invalid: readonly unknown[];
  readonly features?: readonly Feature[];
}

// ---------------------------------------------------------------------------
// zod 4 (classic, with ~standard.jsonSchema) and zod/mini (fallback)
// ---------------------------------------------------------------------------

interface ZodNode {
  name: string;
  children: ZodNode[];
  next?: ZodNode | null;
}
const ZodNode: z.ZodType<ZodNode> = z.object({
  name: z.string(),
  get children() {
    return z.array(ZodNode);
  },
  get next() {
    return ZodNode.nullable().optional();
  },
});

const Point = z.object({ x: z.number(), y: z.number() }).meta({ id: 'Point' });

const person = { name: 'Ada', age: 36, email: 'ada@example.com', active: true };
const weather = { city: 'Paris', note: null };
const bounds = { tags: ['a'], price: 0.5, delta: -1, qty: 1, step: 10, ratio: 0 };
const tree = { name: 'root', children: [{ name: 'a', children: [] }] };

const zod4: CorpusEntry[] = [
  {
    id: 'zod4/object-basic',
    library: 'zod4',
    schema: z
      .object({
        name: z.string().min(1).describe('Full name'),
        age: z.number().int().min(0).max(150),
        email: z.email(),
        active: z.boolean(),
      })
      .describe('A person'),
    valid: [person, { ...person, name: 'B', age: 0, active: false, extra: 1 }],
    invalid: [
      { ...person, name: '' },
      { ...person, age: 1.5 },
      { ...person, age: 151 },
      { ...person, email: 'nope' },
      { name: 'A' },
      'Ada',
      null,
    ],
  },
  {
    id: 'zod4/optional-default-nullable',
    library: 'zod4',
    schema: z.object({
      city: z.string(),
      unit: z.enum(['c', 'f']).default('c'),
      days: z.number().int().min(1).max(7).optional(),
      note: z.string().nullable(),
      tag: z.string().nullish(),
    }),
    valid: [weather, { city: 'P', unit: 'f', days: 3, note: 'x', tag: null }, { city: 'P', note: '', tag: 't' }],
    invalid: [
      { city: 'P' },
      { ...weather, unit: 'k' },
      { ...weather, days: 0 },
      { city: 'P', note: 1 },
      { ...weather, days: null },
    ],
  },
  {
    id: 'zod4/enums-literals',
    library: 'zod4',
    schema: z.object({
      color: z.enum(['red', 'green']),
      one: z.literal(1),
      yes: z.literal(true),
      mixed: z.union([z.literal('a'), z.literal(2)]),
      level: z.enum(['low', 'high']).optional(),
    }),
    valid: [
      { color: 'red', one: 1, yes: true, mixed: 'a' },
      { color: 'green', one: 1, yes: true, mixed: 2, level: 'low' },
    ],
    invalid: [
      { color: 'blue', one: 1, yes: true, mixed: 'a' },
      { color: 'red', one: 2, yes: true, mixed: 'a' },
      { color: 'red', one: 1, yes: false, mixed: 'a' },
      { color: 'red', one: 1, yes: true, mixed: 'b' },
      { color: 'red', one: 1, yes: true, mixed: 3 },
      { color: 'red', one: 1, yes: true, mixed: 'a', level: 'mid' },
    ],
  },
  {
    id: 'zod4/unions',
    library: 'zod4',
    schema: z.object({
      id: z.union([z.string(), z.number()]),
      value: z.union([z.string(), z.number(), z.null()]),
      shape: z.union([z.object({ r: z.number() }), z.object({ w: z.number(), h: z.number() })]),
    }),
    valid: [
      { id: 'a', value: null, shape: { r: 1 } },
      { id: 1, value: 'x', shape: { w: 1, h: 2 } },
    ],
    invalid: [
      { id: true, value: null, shape: { r: 1 } },
      { id: 1, value: false, shape: { r: 1 } },
      { id: 1, value: 2, shape: { w: 1 } },
    ],
  },
  {
    id: 'zod4/discriminated-root',
    library: 'zod4',
    schema: z.discriminatedUnion('action', [
      z.object({ action: z.literal('create'), name: z.string().describe('New name') }),
      z.object({ action: z.literal('delete'), id: z.number().int() }),
    ]),
    valid: [
      { action: 'create', name: 'x' },
      { action: 'delete', id: 3 },
    ],
    invalid: [{ action: 'create', id: 3 }, { action: 'update' }, { action: 'delete', id: 'x' }, {}],
    features: ['root-union'],
  },
  {
    id: 'zod4/records',
    library: 'zod4',
    schema: z.object({
      scores: z.record(z.string(), z.number().int()),
      headers: z.record(z.string().regex(/^x-/), z.string()),
    }),
    valid: [
      { scores: { a: 1 }, headers: { 'x-a': '1' } },
      { scores: {}, headers: {} },
    ],
    invalid: [
      { scores: { a: 1.5 }, headers: {} },
      { scores: [], headers: {} },
      { scores: {}, headers: { y: '1' } },
    ],
    features: ['record'],
  },
  {
    id: 'zod4/arrays-bounds',
    library: 'zod4',
    schema: z.object({
      tags: z.array(z.string().min(1)).min(1).max(3),
      price: z.number().positive(),
      delta: z.number().lt(0),
      qty: z.number().int().positive(),
      step: z.number().multipleOf(5),
      ratio: z.number().gte(0).lte(1),
    }),
    valid: [bounds, { ...bounds, tags: ['a', 'b', 'c'], price: 1e-9, delta: -0.001, qty: 7, step: 0, ratio: 1 }],
    invalid: [
      { ...bounds, tags: [] },
      { ...bounds, tags: ['a', 'b', 'c', 'd'] },
      { ...bounds, tags: [''] },
      { ...bounds, price: 0 },
      { ...bounds, delta: 0 },
      { ...bounds, qty: 0 },
      { ...bounds, qty: 1.5 },
      { ...bounds, step: 7 },
      { ...bounds, ratio: 1.1 },
    ],
  },
  {
    id: 'zod4/tuples',
    library: 'zod4',
    schema: z.object({
      pair: z.tuple([z.string(), z.number()]),
      point: z.tuple([z.number(), z.number(), z.number()]).optional(),
    }),
    valid: [{ pair: ['a', 1] }, { pair: ['b', 2], point: [1, 2, 3] }],
    invalid: [{ pair: [1, 'a'] }, { pair: ['a'] }, { pair: ['a', 1, 2] }, { pair: ['a', 1], point: [1, 2] }],
    features: ['tuple'],
  },
  {
    id: 'zod4/nested',
    library: 'zod4',
    schema: z.object({
      user: z.object({
        name: z.string().describe('Display name'),
        address: z.object({ street: z.string(), zip: z.string().regex(/^\d{5}$/) }).describe('Postal address'),
      }),
      items: z.array(z.object({ sku: z.string(), qty: z.number().int().min(1) })),
    }),
    valid: [
      { user: { name: 'A', address: { street: 'S', zip: '12345' } }, items: [] },
      { user: { name: 'A', address: { street: 'S', zip: '12345' } }, items: [{ sku: 'x', qty: 2 }] },
    ],
    invalid: [
      { user: { name: 'A', address: { street: 'S', zip: '1234' } }, items: [] },
      { user: { name: 'A', address: { street: 'S', zip: '12345' } }, items: [{ sku: 'x', qty: 0 }] },
      { user: { name: 'A' }, items: [] },
    ],
  },
  {
    id: 'zod4/recursive-root',
    library: 'zod4',
    schema: ZodNode,
    valid: [tree, { ...tree, next: { name: 'n', children: [], next: null } }],
    invalid: [{ name: 'root', children: [{ name: 1, children: [] }] }, { ...tree, next: { name: 'n' } }, { name: 'x' }],
    features: ['recursive'],
  },
  {
    id: 'zod4/recursive-nested',
    library: 'zod4',
    schema: z.object({ tree: ZodNode, label: z.string().optional() }),
    valid: [{ tree }, { tree: { ...tree, next: null }, label: 'l' }],
    invalid: [
      { tree: { name: 'root', children: [{ name: 'a', children: [{ name: 2, children: [] }] }] } },
      { label: 'l' },
    ],
    features: ['recursive'],
  },
  {
    id: 'zod4/reused-meta-id',
    library: 'zod4',
    schema: z.object({ from: Point, to: Point.describe('Destination'), via: z.array(Point).optional() }),
    valid: [
      { from: { x: 0, y: 0 }, to: { x: 1, y: 1 } },
      { from: { x: 0, y: 0 }, to: { x: 1, y: 1 }, via: [{ x: 2, y: 2 }] },
    ],
    invalid: [
      { from: { x: 0 }, to: { x: 1, y: 1 } },
      { from: { x: 0, y: 0 }, to: { x: '1', y: 1 } },
      { from: { x: 0, y: 0 }, to: { x: 1, y: 1 }, via: [{}] },
    ],
  },
  {
    id: 'zod4/intersection',
    library: 'zod4',
    schema: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number().min(0) })),
    valid: [{ a: 'x', b: 1 }],
    invalid: [{ a: 'x' }, { b: 1 }, { a: 'x', b: -1 }],
  },
  {
    id: 'zod4/string-formats',
    library: 'zod4',
    schema: z.object({
      id: z.uuid(),
      when: z.iso.datetime(),
      code: z.string().regex(/^[A-Z]{3}$/),
      short: z.string().max(5),
    }),
    valid: [{ id: '123e4567-e89b-12d3-a456-426614174000', when: '2024-01-02T03:04:05Z', code: 'ABC', short: 'hi' }],
    invalid: [
      { id: 'abc', when: '2024-01-02T03:04:05Z', code: 'ABC', short: 'hi' },
      { id: '123e4567-e89b-12d3-a456-426614174000', when: '2024-01-02', code: 'ABC', short: 'hi' },
      { id: '123e4567-e89b-12d3-a456-426614174000', when: '2024-01-02T03:04:05Z', code: 'abc', short: 'hi' },
      { id: '123e4567-e89b-12d3-a456-426614174000', when: '2024-01-02T03:04:05Z', code: 'ABC', short: 'toolong' },
    ],
  },
  {
    id: 'zod4/descriptions-defaults',
    library: 'zod4',
    schema: z
      .object({
        query: z.string().describe('Search text'),
        limit: z.number().int().min(1).max(50).default(10).describe('Max results'),
        sort: z.enum(['asc', 'desc']).default('asc'),
      })
      .describe('Search request'),
    valid: [{ query: 'q' }, { query: 'q', limit: 50, sort: 'desc' }],
    invalid: [{}, { query: 'q', limit: 0 }, { query: 'q', sort: 'up' }],
  },
  {
    id: 'zod4/strict-and-loose',
    library: 'zod4',
    schema: z.strictObject({ a: z.string(), inner: z.looseObject({ b: z.number() }) }),
    valid: [
      { a: 'x', inner: { b: 1 } },
      { a: 'x', inner: { b: 1, c: 2 } },
    ],
    invalid: [
      { a: 'x', inner: { b: 1 }, extra: 1 },
      { a: 'x', inner: {} },
    ],
  },
  {
    id: 'zod4-mini/object',
    library: 'zod4-mini',
    schema: zm.object({
      title: zm.string().check(zm.minLength(1)),
      count: zm.optional(zm.int()),
      kind: zm.enum(['a', 'b']),
      tags: zm.array(zm.string()),
    }),
    valid: [
      { title: 't', kind: 'a', tags: [] },
      { title: 't', count: 2, kind: 'b', tags: ['x'] },
    ],
    invalid: [
      { title: '', kind: 'a', tags: [] },
      { title: 't', count: 1.5, kind: 'a', tags: [] },
      { title: 't', kind: 'c', tags: [] },
    ],
  },
];

// ---------------------------------------------------------------------------
// zod 3 (fallback through zod-to-json-schema)
// ---------------------------------------------------------------------------

interface Z3Category {
  name: string;
  subcategories: Z3Category[];
}
const Z3Category: z3.ZodType<Z3Category> = z3.lazy(() =>
  z3.object({ name: z3.string(), subcategories: z3.array(Z3Category) }),
);
const Z3Point = z3.object({ x: z3.number(), y: z3.number() });

const zod3: CorpusEntry[] = [
  {
    id: 'zod3/object-basic',
    library: 'zod3',
    schema: z3.object({
      name: z3.string().min(1).describe('Name'),
      age: z3.number().int().nonnegative(),
      email: z3.string().email(),
    }),
    valid: [
      { name: 'A', age: 0, email: 'a@example.com' },
      { name: 'A', age: 3, email: 'a@example.com', extra: true },
    ],
    invalid: [
      { name: '', age: 0, email: 'a@example.com' },
      { name: 'A', age: -1, email: 'a@example.com' },
      { name: 'A', age: 0, email: 'x' },
    ],
  },
  {
    id: 'zod3/optional-default-nullable',
    library: 'zod3',
    schema: z3.object({
      city: z3.string(),
      unit: z3.enum(['c', 'f']).default('c'),
      days: z3.number().int().min(1).optional(),
      note: z3.string().nullable(),
    }),
    valid: [
      { city: 'P', note: null },
      { city: 'P', unit: 'f', days: 2, note: 'n' },
    ],
    invalid: [{ city: 'P' }, { city: 'P', note: null, unit: 'k' }, { city: 'P', note: null, days: 0 }],
  },
  {
    id: 'zod3/enums-literals',
    library: 'zod3',
    schema: z3.object({
      color: z3.enum(['red', 'green']),
      one: z3.literal(1),
      either: z3.union([z3.literal('a'), z3.literal('b')]),
      flag: z3.literal(false),
    }),
    valid: [{ color: 'red', one: 1, either: 'b', flag: false }],
    invalid: [
      { color: 'blue', one: 1, either: 'a', flag: false },
      { color: 'red', one: 2, either: 'a', flag: false },
      { color: 'red', one: 1, either: 'c', flag: false },
      { color: 'red', one: 1, either: 'a', flag: true },
    ],
  },
  {
    id: 'zod3/discriminated-root',
    library: 'zod3',
    schema: z3.discriminatedUnion('type', [
      z3.object({ type: z3.literal('email'), to: z3.string() }),
      z3.object({ type: z3.literal('sms'), phone: z3.string().regex(/^\+\d+$/) }),
    ]),
    valid: [
      { type: 'email', to: 'a' },
      { type: 'sms', phone: '+123' },
    ],
    invalid: [{ type: 'sms', phone: '123' }, { type: 'fax' }, { type: 'email' }],
    features: ['root-union'],
  },
  {
    id: 'zod3/records-arrays',
    library: 'zod3',
    schema: z3.object({ counts: z3.record(z3.number().int()), names: z3.array(z3.string()).min(1).max(2) }),
    valid: [
      { counts: { a: 1 }, names: ['x'] },
      { counts: {}, names: ['x', 'y'] },
    ],
    invalid: [
      { counts: { a: 'x' }, names: ['x'] },
      { counts: {}, names: [] },
      { counts: {}, names: ['a', 'b', 'c'] },
    ],
    features: ['record'],
  },
  {
    id: 'zod3/tuple',
    library: 'zod3',
    schema: z3.object({ range: z3.tuple([z3.number(), z3.string()]) }),
    valid: [{ range: [1, 'a'] }],
    invalid: [{ range: ['a', 1] }, { range: [1] }, { range: [1, 'a', 2] }],
    features: ['tuple'],
  },
  {
    id: 'zod3/recursive',
    library: 'zod3',
    schema: z3.object({ root: Z3Category }),
    valid: [{ root: { name: 'a', subcategories: [{ name: 'b', subcategories: [] }] } }],
    invalid: [{ root: { name: 'a', subcategories: [{ name: 'b' }] } }, { root: { name: 1, subcategories: [] } }],
    features: ['recursive'],
  },
  {
    id: 'zod3/reused-pointer-refs',
    library: 'zod3',
    schema: z3.object({ a: Z3Point, b: Z3Point, pair: z3.tuple([z3.string(), Z3Point]) }),
    valid: [{ a: { x: 1, y: 2 }, b: { x: 0, y: 0 }, pair: ['p', { x: 1, y: 1 }] }],
    invalid: [
      { a: { x: 1, y: 2 }, b: { x: 0 }, pair: ['p', { x: 1, y: 1 }] },
      { a: { x: 1, y: 2 }, b: { x: 0, y: 0 }, pair: ['p', { x: 1 }] },
    ],
    features: ['tuple'],
  },
  {
    id: 'zod3/bounds',
    library: 'zod3',
    schema: z3.object({
      price: z3.number().positive(),
      below: z3.number().lt(10),
      step: z3.number().int().multipleOf(3),
    }),
    valid: [{ price: 0.1, below: 9.9, step: 6 }],
    invalid: [
      { price: 0, below: 1, step: 3 },
      { price: 1, below: 10, step: 3 },
      { price: 1, below: 1, step: 4 },
    ],
  },
  {
    id: 'zod3/strict-object',
    library: 'zod3',
    schema: z3.object({ id: z3.string(), opts: z3.object({ dryRun: z3.boolean().default(false) }).strict() }).strict(),
    valid: [
      { id: 'x', opts: {} },
      { id: 'x', opts: { dryRun: true } },
    ],
    invalid: [
      { id: 'x', opts: {}, more: 1 },
      { id: 'x', opts: { other: 1 } },
    ],
  },
];

// ---------------------------------------------------------------------------
// valibot: wrapped with toStandardJsonSchema, and plain (fallback)
// ---------------------------------------------------------------------------

const valibotStandard: CorpusEntry[] = [
  {
    id: 'valibot-standard/object',
    library: 'valibot-standard',
    schema: toStandardJsonSchema(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.description('Name')),
        age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        nick: v.nullable(v.string()),
        role: v.optional(v.picklist(['admin', 'user']), 'user'),
      }),
    ),
    valid: [
      { name: 'A', nick: null },
      { name: 'A', age: 3, nick: 'n', role: 'admin' },
    ],
    invalid: [
      { name: '', nick: null },
      { name: 'A', age: -1, nick: null },
      { name: 'A' },
      { name: 'A', nick: null, role: 'root' },
    ],
  },
  {
    id: 'valibot-standard/variant-root',
    library: 'valibot-standard',
    schema: toStandardJsonSchema(
      v.variant('kind', [
        v.object({ kind: v.literal('circle'), radius: v.pipe(v.number(), v.minValue(0)) }),
        v.object({ kind: v.literal('square'), side: v.number() }),
      ]),
    ),
    valid: [
      { kind: 'circle', radius: 1 },
      { kind: 'square', side: 2 },
    ],
    invalid: [{ kind: 'circle', radius: -1 }, { kind: 'triangle' }, { kind: 'square' }],
    features: ['root-union'],
  },
  {
    id: 'valibot-standard/records-tuples',
    library: 'valibot-standard',
    schema: toStandardJsonSchema(
      v.object({ map: v.record(v.string(), v.number()), pair: v.tuple([v.string(), v.boolean()]) }),
    ),
    valid: [
      { map: { a: 1 }, pair: ['a', true] },
      { map: {}, pair: ['a', false, 'ignored'] },
    ],
    invalid: [
      { map: { a: 'x' }, pair: ['a', true] },
      { map: {}, pair: [true, 'a'] },
      { map: {}, pair: ['a'] },
    ],
    features: ['record', 'tuple'],
  },
  {
    id: 'valibot-standard/literals-unions',
    library: 'valibot-standard',
    schema: toStandardJsonSchema(
      v.object({ three: v.literal(3), either: v.union([v.string(), v.number()]), pick: v.picklist(['x', 'y']) }),
    ),
    valid: [
      { three: 3, either: 'a', pick: 'x' },
      { three: 3, either: 2, pick: 'y' },
    ],
    invalid: [
      { three: 4, either: 'a', pick: 'x' },
      { three: 3, either: true, pick: 'x' },
      { three: 3, either: 1, pick: 'z' },
    ],
  },
  {
    id: 'valibot-standard/bounds',
    library: 'valibot-standard',
    schema: toStandardJsonSchema(
      v.object({
        email: v.pipe(v.string(), v.email()),
        percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
        list: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(2)),
        code: v.pipe(v.string(), v.length(4)),
      }),
    ),
    valid: [{ email: 'a@example.com', percent: 100, list: ['a'], code: 'abcd' }],
    invalid: [
      { email: 'no', percent: 1, list: ['a'], code: 'abcd' },
      { email: 'a@example.com', percent: 101, list: ['a'], code: 'abcd' },
      { email: 'a@example.com', percent: 1, list: [], code: 'abcd' },
      { email: 'a@example.com', percent: 1, list: ['a'], code: 'abc' },
    ],
  },
];

interface VNode {
  label: string;
  kids: VNode[];
}
const VNode: v.GenericSchema<VNode> = v.object({ label: v.string(), kids: v.array(v.lazy(() => VNode)) });

const valibotPlain: CorpusEntry[] = [
  {
    id: 'valibot-plain/object',
    library: 'valibot-plain',
    schema: v.object({
      title: v.pipe(v.string(), v.maxLength(10)),
      done: v.optional(v.boolean(), false),
      due: v.nullish(v.pipe(v.string(), v.isoDate())),
    }),
    valid: [{ title: 't' }, { title: 't', done: true, due: '2024-01-01' }, { title: 't', due: null }],
    invalid: [{ title: 'x'.repeat(11) }, { title: 't', done: 'yes' }, { title: 't', due: '01/01/2024' }],
  },
  {
    id: 'valibot-plain/nested-array',
    library: 'valibot-plain',
    schema: v.object({
      items: v.array(v.object({ sku: v.string(), qty: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
      note: v.optional(v.string()),
    }),
    valid: [{ items: [] }, { items: [{ sku: 'a', qty: 1 }], note: 'n' }],
    invalid: [{ items: [{ sku: 'a', qty: 0 }] }, { items: [{ qty: 1 }] }, { note: 'n' }],
  },
  {
    id: 'valibot-plain/recursive',
    library: 'valibot-plain',
    schema: v.object({ root: VNode }),
    valid: [{ root: { label: 'a', kids: [{ label: 'b', kids: [] }] } }],
    invalid: [{ root: { label: 'a', kids: [{ label: 'b' }] } }, { root: { label: 1, kids: [] } }],
    features: ['recursive'],
  },
  {
    id: 'valibot-plain/variant-property',
    library: 'valibot-plain',
    schema: v.object({
      payment: v.variant('method', [
        v.object({ method: v.literal('card'), last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
        v.object({ method: v.literal('cash') }),
      ]),
    }),
    valid: [{ payment: { method: 'card', last4: '1234' } }, { payment: { method: 'cash' } }],
    invalid: [{ payment: { method: 'card', last4: '12' } }, { payment: { method: 'cheque' } }],
  },
];

// ---------------------------------------------------------------------------
// arktype
// ---------------------------------------------------------------------------

const ArkNode = type({ name: 'string', 'kids?': 'this[]' });

const arktype: CorpusEntry[] = [
  {
    id: 'arktype/object',
    library: 'arktype',
    schema: type({ name: 'string > 0', 'age?': 'number.integer >= 0', email: 'string.email' }),
    valid: [
      { name: 'A', email: 'a@example.com' },
      { name: 'A', age: 2, email: 'a@example.com' },
    ],
    invalid: [
      { name: '', email: 'a@example.com' },
      { name: 'A', age: 1.5, email: 'a@example.com' },
      { name: 'A', email: 'x' },
    ],
  },
  {
    id: 'arktype/unions-nullable',
    library: 'arktype',
    schema: type({ a: "'x' | 'y'", b: 'number | null', c: 'string | number', d: '1 | 2' }),
    valid: [
      { a: 'x', b: null, c: 'c', d: 1 },
      { a: 'y', b: 2, c: 3, d: 2 },
    ],
    invalid: [
      { a: 'z', b: null, c: 'c', d: 1 },
      { a: 'x', b: 'n', c: 'c', d: 1 },
      { a: 'x', b: 1, c: true, d: 1 },
      { a: 'x', b: 1, c: 1, d: 3 },
    ],
  },
  {
    id: 'arktype/recursive',
    library: 'arktype',
    schema: ArkNode,
    valid: [{ name: 'a' }, { name: 'a', kids: [{ name: 'b', kids: [{ name: 'c' }] }] }],
    invalid: [{ name: 'a', kids: [{ kids: [] }] }, { kids: [] }],
    features: ['recursive'],
  },
  {
    id: 'arktype/tuple-record',
    library: 'arktype',
    schema: type({ pair: ['string', 'number'], map: 'Record<string, number>' }),
    valid: [{ pair: ['a', 1], map: { k: 1 } }],
    invalid: [
      { pair: [1, 'a'], map: {} },
      { pair: ['a', 1, 2], map: {} },
      { pair: ['a', 1], map: { k: 'v' } },
    ],
    features: ['tuple', 'record'],
  },
  {
    id: 'arktype/bounds',
    library: 'arktype',
    schema: type({
      positive: 'number > 0',
      small: 'number < 10',
      even: 'number.integer % 2',
      list: 'string[] >= 1',
      word: /^a+$/,
    }),
    valid: [{ positive: 0.5, small: 9.5, even: 4, list: ['x'], word: 'aa' }],
    invalid: [
      { positive: 0, small: 1, even: 2, list: ['x'], word: 'a' },
      { positive: 1, small: 10, even: 2, list: ['x'], word: 'a' },
      { positive: 1, small: 1, even: 3, list: ['x'], word: 'a' },
      { positive: 1, small: 1, even: 2, list: [], word: 'a' },
      { positive: 1, small: 1, even: 2, list: ['x'], word: 'b' },
    ],
  },
  {
    id: 'arktype/root-union',
    library: 'arktype',
    schema: type({ kind: "'a'", x: 'string' }).or({ kind: "'b'", y: 'number' }),
    valid: [
      { kind: 'a', x: 's' },
      { kind: 'b', y: 1 },
    ],
    invalid: [{ kind: 'a', y: 1 }, { kind: 'c' }],
    features: ['root-union'],
  },
  {
    id: 'arktype/description',
    library: 'arktype',
    schema: type({ query: type('string').describe('the search text'), 'page?': 'number.integer >= 1' }),
    valid: [{ query: 'q' }, { query: 'q', page: 1 }],
    invalid: [{ page: 1 }, { query: 'q', page: 0 }],
  },
];

export const corpus: readonly CorpusEntry[] = [...zod4, ...zod3, ...valibotStandard, ...valibotPlain, ...arktype];

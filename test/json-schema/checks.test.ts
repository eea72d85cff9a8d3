/**
 * The checks the other tests rely on can fail: each one refuses a known-bad schema.
 * Also the dialect conversions on hand-written documents, and the loss list's keys.
 */
import { describe, expect, it } from 'vitest';
import { toDialect } from '../../adapters/json-schema-dialects';
import { hoistRefTargets } from '../../adapters/json-schema-refs';
import { corpus } from './corpus';
import { zod41Corpus } from './corpus-zod41';
import { allDocumentedLosses } from './losses';
import { TARGETS, compileFor, dialectProblems, geminiProblems } from './support';

describe('dialect checks refuse schemas of the wrong dialect', () => {
  it.each([
    [
      'a 2020-12 keyword in draft-07',
      { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', prefixItems: [{}] },
    ],
    [
      'OpenAPI nullable in draft-07',
      { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string', nullable: true },
    ],
    ['a draft-07 $schema', { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items: [{}] }],
  ])('%s', (_label, json) => {
    const dialect = json.$schema.includes('draft-07') ? 'draft-07' : 'draft-2020-12';
    expect(dialectProblems(json, dialect)).not.toEqual([]);
  });

  it('2020-12 refuses a missing or wrong $schema', () => {
    expect(dialectProblems({ type: 'string' }, 'draft-2020-12')).not.toEqual([]);
    expect(
      dialectProblems({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }, 'draft-2020-12'),
    ).not.toEqual([]);
  });

  it.each([
    ['$schema', { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string' }],
    ['type null', { type: 'null' }],
    ['type array', { type: ['string', 'null'] }],
    ['const', { const: 1 }],
    ['prefixItems', { type: 'array', prefixItems: [{ type: 'string' }] }],
    ['definitions', { type: 'object', definitions: { A: { type: 'string' } } }],
    ['numeric exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }],
    ['items false', { type: 'array', items: false }],
    ['empty required', { type: 'object', required: [] }],
    ['$ref with siblings', { type: 'object', properties: { a: { $ref: '#', description: 'x' } } }],
    ['nullable without type', { nullable: true, anyOf: [{ type: 'string' }] }],
  ])('OpenAPI 3.0 refuses %s', (_label, json) => {
    expect(dialectProblems(json, 'openapi-3.0')).not.toEqual([]);
  });

  it('OpenAPI nullable is read as OAS 3.0.3 does: only next to type, enum still applies', () => {
    const validate = compileFor({ type: 'string', nullable: true, enum: ['a'] }, 'openapi-3.0');
    expect(validate('a')).toBe(true);
    expect(validate(null)).toBe(false);
    expect(compileFor({ type: 'string', nullable: true, enum: ['a', null] }, 'openapi-3.0')(null)).toBe(true);
  });

  it('the Gemini check reports keywords and shapes Gemini refuses', () => {
    expect(geminiProblems({ type: 'object', properties: { a: { type: 'number', exclusiveMinimum: 0 } } })).toHaveLength(
      1,
    );
    expect(geminiProblems({ anyOf: [{ type: 'string' }], description: 'x' })).not.toEqual([]);
    expect(geminiProblems({ type: ['string', 'null'] })).not.toEqual([]);
    expect(geminiProblems({ type: 'integer', enum: [1] })).not.toEqual([]);
    expect(geminiProblems({ type: 'object', properties: {} })).not.toEqual([]);
    expect(geminiProblems({ type: 'array' })).not.toEqual([]);
    expect(geminiProblems({ type: 'object', properties: { a: { type: 'string' } }, required: ['b'] })).not.toEqual([]);
  });
});

describe('the loss list', () => {
  it('names only existing corpus schemas and targets', () => {
    const ids = new Set([...corpus, ...zod41Corpus].map((entry) => entry.id));
    for (const key of Object.keys(allDocumentedLosses())) {
      const [id, target] = key.split('@');
      expect(ids.has(id!), key).toBe(true);
      expect((TARGETS as readonly string[]).includes(target!), key).toBe(true);
    }
  });
});

describe('dialect conversion on hand-written documents', () => {
  const frozen = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      for (const child of Object.values(value)) frozen(child);
      Object.freeze(value);
    }
    return value;
  };

  it('moves pointer targets into $defs so later restructuring cannot break them', () => {
    const json = frozen({
      type: 'object',
      properties: {
        a: { type: 'object', properties: { x: { type: 'number' } } },
        pair: { type: 'array', items: [{ $ref: '#/properties/a' }, { $ref: '#/properties/a/properties/x' }] },
      },
    });
    const hoisted = hoistRefTargets(json) as any;
    expect(hoisted.properties.a).toEqual({ $ref: '#/$defs/ref1' });
    expect(hoisted.$defs.ref1).toEqual({ type: 'object', properties: { x: { $ref: '#/$defs/ref0' } } });
    expect(hoisted.$defs.ref0).toEqual({ type: 'number' });
    expect(hoisted.properties.pair.items).toEqual([{ $ref: '#/$defs/ref1' }, { $ref: '#/$defs/ref0' }]);
  });

  it('reads draft-07 and OpenAPI forms into 2020-12', () => {
    const draft07 = frozen({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        t: { type: 'array', items: [{ type: 'string' }], additionalItems: false },
        p: { $ref: '#/definitions/P' },
        n: { type: 'integer', minimum: 0, exclusiveMinimum: true, nullable: true, example: 3 },
      },
      definitions: { P: { type: 'string' } },
    });
    expect(toDialect(draft07, 'draft-2020-12')).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        t: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
        p: { $ref: '#/$defs/P' },
        n: { type: ['integer', 'null'], exclusiveMinimum: 0, examples: [3] },
      },
      $defs: { P: { type: 'string' } },
    });
  });

  it('writes OpenAPI nullables exactly: a typed nullable, or an explicit null branch', () => {
    const json = frozen({
      type: 'object',
      properties: {
        e: { enum: ['a', 'b', null] },
        r: { anyOf: [{ $ref: '#/$defs/R' }, { type: 'null' }] },
        u: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }, { type: 'null' }] },
      },
      $defs: { R: { type: 'object', properties: { x: { type: 'string' } } } },
    });
    expect(toDialect(json, 'openapi-3.0')).toEqual({
      type: 'object',
      properties: {
        e: { type: 'string', enum: ['a', 'b', null], nullable: true },
        r: {
          anyOf: [
            { type: 'object', properties: { x: { type: 'string' } } },
            { type: 'string', nullable: true, enum: [null] },
          ],
        },
        u: {
          anyOf: [
            { type: 'string', nullable: true },
            { type: 'integer', minimum: 1, nullable: true },
          ],
        },
      },
    });
  });

  it('points a recursive OpenAPI reference at the first inlined copy', () => {
    const json = frozen({
      type: 'object',
      properties: { tree: { $ref: '#/$defs/T' } },
      $defs: { T: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/$defs/T' } } } } },
    });
    expect(toDialect(json, 'openapi-3.0')).toEqual({
      type: 'object',
      properties: {
        tree: { type: 'object', properties: { kids: { type: 'array', items: { $ref: '#/properties/tree' } } } },
      },
    });
  });
});

/**
 * The provider rules one by one, on hand-written JSON Schema.
 */
import { describe, expect, it } from 'vitest';
import { JsonSchemaConversionError } from '../../adapters/json-schema';
import {
  RECURSION_CAP,
  forAnthropic,
  forGemini,
  forGeminiJsonSchema,
  forOpenAIStrict,
  fromOpenAIStrictInput,
  toProviderJsonSchema,
} from '../../adapters/providers';
import { geminiProblems } from './support';

const tree = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#' } } },
  required: ['name'],
};

/** How many nested `children.items` levels are spelled out before the stand-in. */
function depthOf(schema: Record<string, any>): number {
  let depth = 0;
  let node = schema;
  while (node.properties?.children) {
    node = node.properties.children.items;
    depth += 1;
  }
  return depth;
}

describe('forGemini', () => {
  it('inlines "$ref": "#" up to the recursion cap, then a permissive typed node', () => {
    const gemini = forGemini(tree);
    expect(depthOf(gemini)).toBe(RECURSION_CAP + 1);
    let node: any = gemini;
    for (let i = 0; i <= RECURSION_CAP; i++) node = node.properties.children.items;
    expect(node).toEqual({ type: 'object', description: expect.stringContaining('recursion limit') });
    expect(depthOf(forGemini(tree, { maxRecursion: 0 }))).toBe(1);
    expect(geminiProblems(gemini)).toEqual([]);
  });

  it('inlines $defs and definitions references', () => {
    const json = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' }, b: { $ref: '#/definitions/B', description: 'the b' } },
      $defs: { A: { type: 'string', minLength: 2 } },
      definitions: { B: { type: 'integer' } },
    };
    expect(forGemini(json)).toEqual({
      type: 'object',
      properties: { a: { type: 'string', minLength: 2 }, b: { type: 'integer', description: 'the b' } },
    });
  });

  it('turns oneOf into anyOf alone on its node, moving siblings into every branch', () => {
    const json = {
      type: 'object',
      properties: {
        target: {
          description: 'Where to send',
          oneOf: [
            { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
            { type: 'object', properties: { phone: { type: 'string' } }, required: ['phone'] },
          ],
        },
      },
    };
    const target = forGemini(json).properties as any;
    expect(Object.keys(target.target)).toEqual(['anyOf']);
    for (const branch of target.target.anyOf) expect(branch.description).toBe('Where to send');
  });

  it('merges allOf, turns const into a string enum, and numbers into exact ranges', () => {
    const json = {
      type: 'object',
      properties: {
        both: {
          allOf: [
            { type: 'object', properties: { a: { type: 'string' } } },
            { properties: { b: { type: 'number' } }, required: ['b'] },
          ],
        },
        tag: { const: 'x' },
        one: { const: 1 },
        half: { enum: [0.5] },
      },
    };
    const properties = forGemini(json).properties as any;
    expect(properties.both).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['b'],
    });
    expect(properties.tag).toEqual({ type: 'string', enum: ['x'] });
    expect(properties.one).toEqual({ type: 'integer', minimum: 1, maximum: 1 });
    expect(properties.half).toEqual({ type: 'number', minimum: 0.5, maximum: 0.5 });
  });

  it('turns type arrays into one type plus nullable, or an anyOf of typed branches', () => {
    const json = {
      type: 'object',
      properties: {
        a: { type: ['string', 'null'], maxLength: 3 },
        b: { type: ['string', 'integer'], maxLength: 3, minimum: 1 },
        c: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    };
    const properties = forGemini(json).properties as any;
    expect(properties.a).toEqual({ type: 'string', maxLength: 3, nullable: true });
    expect(properties.b).toEqual({
      anyOf: [
        { type: 'string', maxLength: 3 },
        { type: 'integer', minimum: 1 },
      ],
    });
    expect(properties.c).toEqual({ type: 'integer', nullable: true });
  });

  it('reads OpenAPI bounds and makes exclusive ones inclusive (exact for integers)', () => {
    const json = {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        price: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 },
      },
    };
    const properties = forGemini(json).properties as any;
    expect(properties.count).toEqual({ type: 'integer', minimum: 1 });
    expect(properties.price).toEqual({ type: 'number', minimum: 0, maximum: 10 });
  });

  it('drops what Gemini refuses and gives untyped nodes a type', () => {
    const json = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        anything: { description: 'any value' },
        map: { type: 'object', additionalProperties: { type: 'number' }, propertyNames: { pattern: '^a' } },
        list: { type: 'array', uniqueItems: true },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
        email: { type: 'string', format: 'email', not: { const: '' } },
        when: { type: 'string', format: 'date-time' },
        cond: {
          type: 'object',
          properties: { a: { type: 'string' } },
          if: { required: ['a'] },
          then: { required: ['b'] },
        },
      },
    };
    const gemini = forGemini(json);
    expect(geminiProblems(gemini)).toEqual([]);
    const properties = gemini.properties as any;
    expect(properties.anything.anyOf.map((branch: any) => branch.type)).toEqual([
      'string',
      'number',
      'boolean',
      'object',
    ]);
    expect(properties.anything.anyOf[0].description).toBe('any value');
    expect(properties.map).toEqual({ type: 'object' });
    expect(properties.list.items).toBeDefined();
    expect(properties.pair).toEqual({
      type: 'array',
      items: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      minItems: 0,
      maxItems: 2,
    });
    expect(properties.email).toEqual({ type: 'string' });
    expect(properties.when).toEqual({ type: 'string', format: 'date-time' });
    expect(properties.cond).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });

  it('keeps required to declared properties, and never emits empty properties', () => {
    const json = {
      type: 'object',
      properties: { a: { type: 'string' }, inner: { type: 'object', properties: {}, required: ['x'] } },
      required: ['a', 'ghost'],
    };
    expect(forGemini(json)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, inner: { type: 'object' } },
      required: ['a'],
    });
  });
});

describe('forAnthropic', () => {
  const union = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    description: 'Shape',
    oneOf: [
      { type: 'object', properties: { kind: { const: 'circle' }, r: { type: 'number' } }, required: ['kind', 'r'] },
      { type: 'object', properties: { kind: { const: 'rect' }, w: { type: 'number' } }, required: ['kind'] },
    ],
  };

  it('merges a root union: properties of every branch, required only when required in all', () => {
    expect(forAnthropic(union)).toEqual({
      type: 'object',
      description: 'Shape',
      properties: { kind: { enum: ['circle', 'rect'] }, r: { type: 'number' }, w: { type: 'number' } },
      required: ['kind'],
    });
  });

  it('resolves a root $ref, and keeps nested combinators', () => {
    const json = {
      $ref: '#/$defs/Input',
      $defs: { Input: { type: 'object', properties: { v: { anyOf: [{ type: 'string' }, { type: 'number' }] } } } },
    };
    expect(forAnthropic(json)).toEqual({
      type: 'object',
      properties: { v: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
    });
  });

  it('refuses a root that is not an object', () => {
    expect(() => forAnthropic({ type: 'string' })).toThrow(JsonSchemaConversionError);
    expect(() => forAnthropic({ anyOf: [{ type: 'string' }, { type: 'object' }] })).toThrow(/must be a JSON object/);
  });

  it('drops null from a nullable object root', () => {
    expect(forAnthropic({ type: ['object', 'null'], properties: { a: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
  });
});

describe('forOpenAIStrict', () => {
  it('requires every property, makes optional ones nullable with anyOf, closes every object', () => {
    const json = {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'integer' },
        c: { type: ['string', 'null'] },
        d: { type: 'object', properties: { e: { type: 'boolean' } }, additionalProperties: {} },
      },
      required: ['a'],
    };
    expect(forOpenAIStrict(json)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        c: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        d: {
          anyOf: [
            {
              type: 'object',
              properties: { e: { anyOf: [{ type: 'boolean' }, { type: 'null' }] } },
              required: ['e'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
      },
      required: ['a', 'b', 'c', 'd'],
      additionalProperties: false,
    });
  });

  it('closes objects inside $defs and keeps references', () => {
    const json = {
      type: 'object',
      properties: { p: { $ref: '#/$defs/P' } },
      required: ['p'],
      $defs: { P: { type: 'object', properties: { x: { type: 'number' } } } },
    };
    const strict = forOpenAIStrict(json) as any;
    expect(strict.properties.p).toEqual({ $ref: '#/$defs/P' });
    expect(strict.$defs.P).toEqual({
      type: 'object',
      properties: { x: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
      required: ['x'],
      additionalProperties: false,
    });
  });

  it.each([
    ['additionalProperties schema', { type: 'object', additionalProperties: { type: 'number' } }],
    ['propertyNames', { type: 'object', propertyNames: { pattern: '^a' } }],
    ['patternProperties', { type: 'object', patternProperties: { '^a': { type: 'string' } } }],
    ['free-form object', { type: 'object', additionalProperties: true }],
  ])('refuses a record (%s) and names where it is', (_label, record) => {
    const json = { type: 'object', properties: { tags: record }, required: ['tags'] };
    expect(() => forOpenAIStrict(json)).toThrow(/cannot express a record .* at "properties.tags"/);
  });
});

describe('toProviderJsonSchema', () => {
  it('refuses an unknown provider', () => {
    const schema = {
      '~standard': {
        version: 1,
        vendor: 'x',
        validate: () => ({ value: {} }),
        jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) },
      },
    };
    expect(toProviderJsonSchema(schema, 'anthropic')).toEqual({ type: 'object' });
    expect(() => toProviderJsonSchema(schema, 'mistral' as never)).toThrow(/unknown provider "mistral"/);
  });
});

describe('forGeminiJsonSchema (parametersJsonSchema)', () => {
  it('keeps references and recursion, which Gemini reads in JSON Schema', () => {
    const view = forGeminiJsonSchema(tree);
    expect(view).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#' } } },
      required: ['name'],
    });
  });

  it('rewrites what it can say exactly: oneOf, const, type arrays, exclusive integer bounds, closed tuples', () => {
    const view = forGeminiJsonSchema({
      type: 'object',
      properties: {
        pick: { oneOf: [{ const: 'a' }, { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 }] },
        maybe: { type: ['string', 'null'] },
        pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
        flag: { enum: [true, 'auto'] },
      },
    });
    expect(view.properties).toEqual({
      pick: { anyOf: [{ enum: ['a'] }, { type: 'integer', minimum: 1, maximum: 9 }] },
      maybe: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], maxItems: 2 },
      flag: { anyOf: [{ type: 'string', enum: ['auto'] }, { type: 'boolean' }] },
    });
  });

  it('drops what Gemini does not document, keeps date formats, and needs an object root', () => {
    const view = forGeminiJsonSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^[A-Z]+$', minLength: 2, format: 'email' },
        when: { type: 'string', format: 'date' },
        step: { type: 'number', multipleOf: 0.5, exclusiveMinimum: 0 },
        tags: { type: 'array', items: { type: 'string' }, uniqueItems: true, maxItems: 3 },
      },
      additionalProperties: false,
    });
    expect(view).toEqual({
      type: 'object',
      properties: {
        code: { type: 'string' },
        when: { type: 'string', format: 'date' },
        step: { type: 'number', minimum: 0 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
      },
      additionalProperties: false,
    });
    expect(() => forGeminiJsonSchema({ type: 'string' })).toThrow(/must be a JSON object/);
  });
});

describe('fromOpenAIStrictInput', () => {
  const json = {
    type: 'object',
    properties: {
      city: { type: 'string' },
      unit: { enum: ['c', 'f'] },
      note: { type: ['string', 'null'] },
      stops: {
        type: 'array',
        items: { type: 'object', properties: { at: { type: 'string' }, wait: { type: 'integer' } }, required: ['at'] },
      },
      next: { $ref: '#' },
    },
    required: ['city', 'note'],
  };

  it('removes the nulls strict mode forced on optional properties, at every depth', () => {
    const sent = {
      city: 'Oslo',
      unit: null,
      note: null,
      stops: [{ at: 'A', wait: null }],
      next: { city: 'Bergen', unit: 'c', note: 'x', stops: null, next: null },
    };
    const received = fromOpenAIStrictInput(sent, json);
    expect(received).toEqual({
      city: 'Oslo',
      note: null,
      stops: [{ at: 'A' }],
      next: { city: 'Bergen', unit: 'c', note: 'x' },
    });
    expect(sent.unit).toBeNull(); // not mutated
  });

  it('keeps a null the schema accepts, and a null on a required property (the validator refuses it)', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
      required: ['a'],
    };
    expect(fromOpenAIStrictInput({ a: null, b: null }, schema)).toEqual({ a: null, b: null });
  });

  it('reads a merged root union the way forOpenAIStrict built it', () => {
    const union = {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'a' }, x: { type: 'string' } }, required: ['kind', 'x'] },
        { type: 'object', properties: { kind: { const: 'b' }, y: { type: 'number' } }, required: ['kind', 'y'] },
      ],
    };
    expect(forOpenAIStrict(union).required).toEqual(['kind', 'x', 'y']);
    expect(fromOpenAIStrictInput({ kind: 'a', x: 's', y: null }, union)).toEqual({ kind: 'a', x: 's' });
  });
});

describe('forOpenAIStrict and additionalProperties: true', () => {
  it('closes an object with fixed properties (Genkit sends zod 3 objects this way)', () => {
    const strict = forOpenAIStrict({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: true,
    });
    expect(strict).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});

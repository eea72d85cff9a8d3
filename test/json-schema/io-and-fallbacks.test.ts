/**
 * The input side is the default for every converter (defaulted fields optional, no
 * additionalProperties:false), and each fallback's output is written in the asked
 * dialect.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import { zod3JsonSchemaFallback } from '../../adapters/json-schema-zod3';
import { zod4CoreJsonSchemaFallback } from '../../adapters/json-schema-zod4-core';
import { valibotJsonSchemaFallback } from '../../adapters/json-schema-valibot';
import { toJsonSchema } from '../../adapters/json-schema';
import { TARGETS, allSchemas } from './support';

const withDefaults = {
  'zod 4': z.object({ query: z.string(), limit: z.number().default(10) }),
  'zod/mini (fallback)': zm.object({ query: zm.string(), limit: zm._default(zm.number(), 10) }),
  'zod 3 (fallback)': z3.object({ query: z3.string(), limit: z3.number().default(10) }),
  'valibot wrapped': toStandardJsonSchema(v.object({ query: v.string(), limit: v.optional(v.number(), 10) })),
  'valibot plain (fallback)': v.object({ query: v.string(), limit: v.optional(v.number(), 10) }),
  arktype: type({ query: 'string', limit: 'number = 10' }),
};

describe('io: input is the default', () => {
  for (const [label, schema] of Object.entries(withDefaults)) {
    it.each(TARGETS)(`${label} → %s: defaulted field optional, no additionalProperties`, (target) => {
      const json = toJsonSchema(schema, { target });
      expect(json.required).toEqual(['query']);
      expect(Object.keys(json.properties as object).sort()).toEqual(['limit', 'query']);
      for (const { node, path } of allSchemas(json)) expect(node.additionalProperties, path).toBeUndefined();
    });
  }

  it('io: output switches zod to the output side', () => {
    const json = toJsonSchema(withDefaults['zod 4'], { io: 'output' });
    expect(json.required).toEqual(['query', 'limit']);
    expect(json.additionalProperties).toBe(false);
  });

  it('zod 3 keeps additionalProperties:false for .strict() objects on the input side', () => {
    const json = toJsonSchema(z3.object({ a: z3.string() }).strict());
    expect(json.additionalProperties).toBe(false);
  });
});

describe('fallbacks', () => {
  it('each recognises only its own kind of schema', () => {
    const options = { target: 'draft-2020-12', io: 'input' } as const;
    const zod4 = z.object({ a: z.string() });
    const zod3 = z3.object({ a: z3.string() });
    const valibot = v.object({ a: v.string() });
    expect(zod3JsonSchemaFallback(zod4, options)).toBeUndefined(); // never a zod 4 schema to zod-to-json-schema
    expect(zod3JsonSchemaFallback(valibot, options)).toBeUndefined();
    expect(zod4CoreJsonSchemaFallback(zod3, options)).toBeUndefined();
    expect(zod4CoreJsonSchemaFallback(valibot, options)).toBeUndefined();
    expect(valibotJsonSchemaFallback(zod4, options)).toBeUndefined();
    expect(valibotJsonSchemaFallback(zod3, options)).toBeUndefined();
    expect(zod3JsonSchemaFallback(zod3, options)).toMatchObject({ type: 'object' });
    expect(zod4CoreJsonSchemaFallback(zm.object({ a: zm.string() }), options)).toMatchObject({ type: 'object' });
    expect(valibotJsonSchemaFallback(valibot, options)).toMatchObject({ type: 'object' });
  });

  it('zod 3 (draft-07 converter) is rewritten into 2020-12 when 2020-12 is asked', () => {
    const json = toJsonSchema(z3.object({ pair: z3.tuple([z3.string(), z3.number()]) }));
    expect(json.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(json.properties).toEqual({
      pair: { type: 'array', minItems: 2, maxItems: 2, prefixItems: [{ type: 'string' }, { type: 'number' }] },
    });
  });

  it('valibot $defs in draft-07 become definitions', () => {
    interface N {
      n: N[];
    }
    const node: v.GenericSchema<N> = v.object({ n: v.array(v.lazy(() => node)) });
    const json = toJsonSchema(v.object({ root: node }), { target: 'draft-07' });
    expect(json).toHaveProperty('definitions');
    expect(json).not.toHaveProperty('$defs');
    expect(JSON.stringify(json)).not.toContain('#/$defs/');
  });

  it('libraryOptions reach the library (zod: unrepresentable)', () => {
    const schema = z.object({ when: z.date() });
    expect(() => toJsonSchema(schema)).toThrow();
    expect(toJsonSchema(schema, { libraryOptions: { unrepresentable: 'any' } }).properties).toEqual({ when: {} });
  });
});

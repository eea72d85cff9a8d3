/**
 * Errors when no fallback is registered. Registration is global state, so this file
 * imports none of the fallback modules (vitest isolates test files).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z41 } from 'zod41';
import { z as z3 } from 'zod3';
import * as v from 'valibot';
import { JsonSchemaConversionError, toJsonSchema } from '../../adapters/json-schema';

describe('a schema without ~standard.jsonSchema and no fallback', () => {
  it.each([
    ['zod 4.1', z41.object({ a: z41.string() })],
    ['zod/mini', zm.object({ a: zm.string() })],
  ])('%s: asks to upgrade zod to >= 4.2', (_label, schema) => {
    expect(() => toJsonSchema(schema)).toThrow(JsonSchemaConversionError);
    expect(() => toJsonSchema(schema)).toThrow('upgrade zod to >= 4.2');
  });

  it('zod 3: names the upgrade and the zod 3 fallback', () => {
    expect(() => toJsonSchema(z3.object({ a: z3.string() }))).toThrow(/upgrade zod to >= 4\.2.*zod-to-json-schema/);
  });

  it('plain valibot: asks to wrap it with toStandardJsonSchema()', () => {
    expect(() => toJsonSchema(v.object({ a: v.string() }))).toThrow('toStandardJsonSchema()');
  });

  it('an unknown value: says it is not a Standard JSON Schema', () => {
    expect(() => toJsonSchema({ type: 'object' })).toThrow(/does not implement Standard JSON Schema/);
  });
});

describe('targets and results', () => {
  const schema = z.object({ a: z.string() });

  it.each(['draft-04', 'openapi-3.1', 'bogus'])(
    'refuses the unknown target %s (zod would silently accept it)',
    (target) => {
      expect(() => toJsonSchema(schema, { target })).toThrow(/unknown JSON Schema target/);
    },
  );

  /** A Standard JSON Schema whose library returns `result` for every target. */
  function emitting(result: Record<string, unknown>) {
    const jsonSchema = () => result;
    return {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: () => ({ value: {} }),
        jsonSchema: { input: jsonSchema, output: jsonSchema },
      },
    };
  }

  it.each([
    ['only $schema', { $schema: 'http://json-schema.org/draft-07/schema#' }],
    ['nothing', {}],
    ['only a description', { description: 'x' }],
  ])('refuses an empty result (%s)', (_label, result) => {
    expect(() => toJsonSchema(emitting(result))).toThrow(/empty JSON Schema/);
  });

  it('refuses a result that is not an object', () => {
    expect(() => toJsonSchema(emitting(undefined as never))).toThrow(/instead of a JSON Schema object/);
    expect(() => toJsonSchema(emitting(true as never))).toThrow(/instead of a JSON Schema object/);
  });

  it('wraps a library error, keeping it as the cause', () => {
    const transformed = z.object({ n: z.string().transform((s) => s.length) });
    let caught: unknown;
    try {
      toJsonSchema(transformed, { io: 'output' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(JsonSchemaConversionError);
    expect((caught as Error).message).toMatch(/zod could not produce output JSON Schema.*omit outputSchema/);
    expect((caught as Error).cause).toBeInstanceOf(Error);
    // The input side of the same schema is fine.
    expect(toJsonSchema(transformed).properties).toEqual({ n: { type: 'string' } });
  });

  it('asks the library for the target first, then 2020-12 when it throws, and converts', () => {
    const asked: string[] = [];
    const draft2020 = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        v: { type: ['string', 'null'] },
        t: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
      },
    };
    const emit = ({ target }: { target: string }) => {
      asked.push(target);
      if (target !== 'draft-2020-12') throw new Error(`target ${target} is not supported`);
      return draft2020;
    };
    const schema = {
      '~standard': {
        version: 1,
        vendor: 'picky',
        validate: () => ({ value: {} }),
        jsonSchema: { input: emit, output: emit },
      },
    };
    expect(toJsonSchema(schema, { target: 'openapi-3.0' })).toEqual({
      type: 'object',
      properties: {
        v: { type: 'string', nullable: true },
        t: { type: 'array', items: { type: 'string' }, maxItems: 1 },
      },
    });
    expect(asked).toEqual(['openapi-3.0', 'draft-2020-12']);
    expect(toJsonSchema(schema, { target: 'draft-07' }).properties).toEqual({
      v: { type: ['string', 'null'] },
      t: { type: 'array', items: [{ type: 'string' }], additionalItems: false },
    });
  });

  it('asks arktype for 2020-12 when it refuses openapi-3.0', async () => {
    const { type } = await import('arktype');
    const schema = type({ a: 'string', 'b?': 'number | null' });
    expect(() => schema['~standard'].jsonSchema.input({ target: 'openapi-3.0' })).toThrow();
    expect(toJsonSchema(schema, { target: 'openapi-3.0' })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number', nullable: true } },
      required: ['a'],
    });
  });
});

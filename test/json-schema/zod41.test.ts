/**
 * zod 4.1 (no ~standard.jsonSchema) through the zod4-core fallback, with
 * `zod/v4/core` resolved to zod 4.1's own, as in a project that has zod 4.1.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod41';
import * as core from 'zod/v4/core';
import '../../adapters/json-schema-zod4-core';
import { toJsonSchema } from '../../adapters/json-schema';
import { zod41Corpus } from './corpus-zod41';
import { describeDialectMatrix } from './matrix';

vi.mock('zod/v4/core', async () => await import('zod41/v4/core'));

describe('zod 4.1 set-up', () => {
  it('runs against zod 4.1, whose schemas lack ~standard.jsonSchema', () => {
    expect(core.version).toMatchObject({ major: 4, minor: 1 });
    const schema = z.object({ a: z.string() });
    expect((schema['~standard'] as { jsonSchema?: unknown }).jsonSchema).toBeUndefined();
  });

  it('describes the input side by default: defaulted fields optional, no additionalProperties', () => {
    const schema = z.object({ query: z.string(), limit: z.number().default(10) });
    const json = toJsonSchema(schema);
    expect(json.required).toEqual(['query']);
    expect(json).not.toHaveProperty('additionalProperties');
    const output = toJsonSchema(schema, { io: 'output' });
    expect(output.required).toEqual(['query', 'limit']);
    expect(output.additionalProperties).toBe(false);
  });
});

describeDialectMatrix(zod41Corpus);

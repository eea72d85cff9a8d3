/**
 * The contract module: validation over `~standard.validate` (sync and async, zod 3 too),
 * issue paths reduced to keys (valibot's segments carry the input values, which must
 * never reach an error text), and a readable StandardToolValidationError.
 */
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import {
  callStandardTool,
  formatIssues,
  normalizeIssue,
  standardTool,
  StandardToolValidationError,
  validateInput,
  validateOutput,
  type StandardSchemaV1,
} from '../adapters/standard-tool';

async function validationError(promise: Promise<unknown>): Promise<StandardToolValidationError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StandardToolValidationError);
    return error as StandardToolValidationError;
  }
  throw new Error('expected a validation error');
}

describe('validateInput', () => {
  it('returns the parsed value: defaults and transforms applied (zod 4)', async () => {
    const schema = z.object({
      city: z.string().transform((city) => city.trim()),
      unit: z.enum(['c', 'f']).default('c'),
    });
    expect(await validateInput(schema, { city: ' Oslo ' })).toEqual({ city: 'Oslo', unit: 'c' });
  });

  it('awaits an asynchronous validation (an async refinement)', async () => {
    const schema = z
      .object({ name: z.string() })
      .refine(async (value) => value.name !== 'taken', { message: 'name is taken', path: ['name'] });
    expect(await validateInput(schema, { name: 'free' })).toEqual({ name: 'free' });
    const error = await validationError(validateInput(schema, { name: 'taken' }));
    expect(error.message).toBe('name: name is taken');
    expect(error.target).toBe('input');
  });

  it('reports nested paths readably: keys joined with dots, indexes in brackets', async () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string() })) });
    const error = await validationError(validateInput(schema, { items: [{ name: 'a' }, { name: 2 }] }));
    expect(error.issues).toEqual([{ message: expect.any(String), path: ['items', 1, 'name'] }]);
    expect(error.message).toMatch(/^items\[1\]\.name: /);
  });

  it("reduces valibot's path segments to keys and never echoes the input values", async () => {
    const schema = v.object({ user: v.object({ secret: v.pipe(v.string(), v.minLength(20)) }) });
    const secret = 'hunter2-do-not-print';
    const error = await validationError(validateInput(schema, { user: { secret: secret.slice(0, 7) } }));
    expect(error.issues[0]!.path).toEqual(['user', 'secret']);
    expect(error.message).toMatch(/^user\.secret: /);
    expect(error.message).not.toContain('hunter2');
    expect(JSON.stringify(error.issues)).not.toContain('hunter2');
  });

  it('handles arktype, including a root-level issue (empty path)', async () => {
    const schema = type({ a: 'number' });
    expect(await validateInput(schema, { a: 1 })).toEqual({ a: 1 });
    const root = await validationError(validateInput(schema, 'nope'));
    expect(root.issues[0]!.path).toEqual([]);
    expect(root.message).not.toMatch(/^0:/);
  });

  it('accepts a zod 3 schema (the loose form) and reports its issues the same way', async () => {
    const schema = z3.object({ n: z3.number().default(5) });
    expect(await validateInput(schema, {})).toEqual({ n: 5 });
    const error = await validationError(validateInput(schema, { n: 'x' }));
    expect(error.issues[0]!.path).toEqual(['n']);
  });

  it('refuses something that is not a schema, with a clear message', async () => {
    await expect(validateInput({} as StandardSchemaV1, 1)).rejects.toThrow(
      /neither a Standard Schema nor a zod 3 schema/,
    );
  });
});

describe('validateOutput', () => {
  it('checks a result against the output schema', async () => {
    const schema = z.object({ highC: z.number() });
    expect(await validateOutput(schema, { highC: 3 })).toEqual({ highC: 3 });
    const error = await validationError(validateOutput(schema, { highC: 'warm' }));
    expect(error.target).toBe('output');
  });
});

describe('helpers', () => {
  it('normalizeIssue keeps keys and drops everything else of a segment', () => {
    expect(normalizeIssue({ message: 'm', path: [{ key: 'a' }, 0, { key: Symbol.for('s') }] })).toEqual({
      message: 'm',
      path: ['a', 0, Symbol.for('s')],
    });
    expect(
      formatIssues([
        { message: 'first', path: [] },
        { message: 'second', path: ['x', 0] },
      ]),
    ).toBe('first; x[0]: second');
  });

  it('standardTool returns its argument, and callStandardTool validates then executes', async () => {
    const tool = standardTool({
      name: 'double',
      description: 'Double a number',
      inputSchema: z.object({ n: z.coerce.number() }),
      execute: async ({ n }, context?: { factor?: number }) => n * (context?.factor ?? 2),
    });
    expect(standardTool(tool)).toBe(tool);
    expect(await callStandardTool(tool, { n: '4' })).toBe(8);
    expect(await callStandardTool(tool, { n: 4 }, { factor: 3 })).toBe(12);
    await expect(callStandardTool(tool, { n: 'x' })).rejects.toBeInstanceOf(StandardToolValidationError);
  });
});

/**
 * What both Mastra equivalence files share: finding a module's tools, a comparable view
 * of their schemas, and a call's outcome (returned or thrown). The per-major parts
 * (calling convention, context objects, vi.mock redirection) stay in each test file.
 */
import { expect } from 'vitest';
import { z } from 'zod';

/** A Mastra tool as the tests see it; `execute`'s arguments differ by major. */
export type MastraToolLike = { id: string; execute: (first: unknown, second?: unknown) => Promise<unknown> } & Record<
  string,
  unknown
>;

export interface MastraEquivalenceCase {
  name: string;
  source: string;
  /** Inputs to call every tool of the module with (valid, invalid, ...). */
  inputs: unknown[];
}

function isTool(value: unknown): value is MastraToolLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { execute?: unknown }).execute === 'function'
  );
}

/** The module's Mastra tools by export name (`tools.key` for a record's entries). */
export function toolsOf(module: Record<string, unknown>, exportNames: string[]): Record<string, MastraToolLike> {
  const tools: Record<string, MastraToolLike> = {};
  for (const exportName of exportNames) {
    const value = module[exportName];
    if (isTool(value)) tools[exportName] = value;
    else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) if (isTool(entry)) tools[`${exportName}.${key}`] = entry;
    }
  }
  return tools;
}

export function schemaView(schema: unknown): unknown {
  if (schema === undefined) return undefined;
  if (typeof schema === 'object' && schema !== null && '_zod' in schema) return z.toJSONSchema(schema as z.ZodType);
  return JSON.parse(JSON.stringify(schema));
}

export async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { returned: await run() };
  } catch (error) {
    return { thrown: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every exported tool of the original module and of the migrated one, observed the
 * same way (the major's calling convention is in `observe`): the two must match.
 */
export async function expectSameTools(
  original: Record<string, unknown>,
  migrated: Record<string, unknown>,
  inputs: unknown[],
  observe: (tool: MastraToolLike, inputs: unknown[]) => Promise<unknown>,
  /** An extra check on what the original tool showed (e.g. that it ran the expected major). */
  checkOriginal: (observed: unknown, key: string) => void = () => {},
): Promise<void> {
  const exportNames = Object.keys(original);
  const before = toolsOf(original, exportNames);
  const after = toolsOf(migrated, exportNames);
  expect(Object.keys(before).length).toBeGreaterThan(0);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const key of Object.keys(before)) {
    const expected = await observe(before[key]!, inputs);
    checkOriginal(expected, key);
    expect(await observe(after[key]!, inputs), key).toEqual(expected);
  }
}

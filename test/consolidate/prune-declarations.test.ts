/**
 * After a merge, the declarations only the removed copy used go (so `noUnusedLocals`
 * stays green); nothing still used, exported, already unused or able to run code does.
 */
import { describe, expect, it } from 'vitest';
import { pruneDeclarations } from '../../cli/consolidate/prune-declarations';

const prune = (before: string, after: string) => pruneDeclarations(before, after, 'tools.ts');

describe('pruneDeclarations', () => {
  it('removes a schema const, a type and a helper only the removed copy used, and what only they used', () => {
    const before = [
      "import { z } from 'zod';",
      '',
      '/** The city. */',
      "const city = z.string().describe('City').min(1);",
      'const schema = z.object({ city });',
      '',
      'type Forecast = { text: string };',
      '',
      'function shout(text: string): string {',
      '  return text.toUpperCase();',
      '}',
      '',
      '// Only the tool calls it.',
      'function describe(value: string): string {',
      '  const forecast: Forecast = { text: value };',
      '  return shout(forecast.text);',
      '}',
      '',
      'export const tool = { schema, run: (value: string) => describe(value) };',
      '',
    ].join('\n');
    const after = [
      "import { z } from 'zod';",
      '',
      '/** The city. */',
      "const city = z.string().describe('City').min(1);",
      'const schema = z.object({ city });',
      '',
      'type Forecast = { text: string };',
      '',
      'function shout(text: string): string {',
      '  return text.toUpperCase();',
      '}',
      '',
      '// Only the tool calls it.',
      'function describe(value: string): string {',
      '  const forecast: Forecast = { text: value };',
      '  return shout(forecast.text);',
      '}',
      '',
      "export { tool } from './shared';",
      '',
    ].join('\n');
    expect(prune(before, after)).toEqual({
      text: ["import { z } from 'zod';", '', "export { tool } from './shared';", ''].join('\n'),
      kept: [],
    });
  });

  it('keeps what is still used, exported, or was unused before', () => {
    const before = [
      "const greeting = 'Hello';",
      "const unusedAlready = 'x';",
      "export const exported = 'y';",
      "const reExported = 'z';",
      'export { reExported };',
      'type Unit = string;',
      'export function title(unit: Unit) { return greeting + unit; }',
      'export const tool = { run: () => greeting + exported + reExported };',
      '',
    ].join('\n');
    const after = [
      "const greeting = 'Hello';",
      "const unusedAlready = 'x';",
      "export const exported = 'y';",
      "const reExported = 'z';",
      'export { reExported };',
      'type Unit = string;',
      'export function title(unit: Unit) { return greeting + unit; }',
      '',
    ].join('\n');
    expect(prune(before, after)).toEqual({ text: after, kept: [] });
  });

  it('counts a use in a type position, and no use that a nested declaration shadows', () => {
    const before = [
      "import { z } from 'zod';",
      'const shape = z.object({});',
      'const limit = 3;',
      'export type Shape = z.infer<typeof shape>;',
      'export function page(limit: number) { return limit; }',
      'export const tool = { shape, limit };',
      '',
    ].join('\n');
    const after = before.replace('export const tool = { shape, limit };\n', '');
    expect(prune(before, after).text).toBe(
      [
        "import { z } from 'zod';",
        'const shape = z.object({});',
        'export type Shape = z.infer<typeof shape>;',
        'export function page(limit: number) { return limit; }',
        '',
      ].join('\n'),
    );
  });

  it('removes a recursive helper: its own calls do not keep it', () => {
    const before =
      'function count(n: number): number {\n  return n ? count(n - 1) : 0;\n}\n\nexport const run = () => count(3);\n';
    const after = before.replace('() => count(3)', '() => 0');
    expect(prune(before, after).text).toBe('export const run = () => 0;\n');
  });

  it('keeps, and reports, a const whose initialiser may run code', () => {
    const before = [
      'const cache = new Map<string, string>();',
      'const client = connect();',
      'const pattern = /x/;',
      'declare function connect(): unknown;',
      'export const run = () => [cache, client, pattern];',
      '',
    ].join('\n');
    const after = [
      'const cache = new Map<string, string>();',
      'const client = connect();',
      'const pattern = /x/;',
      'declare function connect(): unknown;',
      '',
    ].join('\n');
    expect(prune(before, after)).toEqual({
      text: [
        'const cache = new Map<string, string>();',
        'const client = connect();',
        'declare function connect(): unknown;',
        '',
      ].join('\n'),
      kept: ['cache', 'client'],
    });
  });

  it('treats a call on a local schema const as a schema, but not a call on anything else', () => {
    const before = [
      "import { z } from 'zod';",
      "import { make } from './make';",
      'const base = z.object({ a: z.string() });',
      'const extended = base.extend({ b: z.number() });',
      'const made = make().extend({});',
      'export const run = () => [extended, made];',
      '',
    ].join('\n');
    const after = before.replace('export const run = () => [extended, made];\n', '');
    expect(prune(before, after)).toEqual({
      text: ["import { z } from 'zod';", "import { make } from './make';", 'const made = make().extend({});', ''].join(
        '\n',
      ),
      kept: ['made'],
    });
  });
});

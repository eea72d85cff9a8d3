/**
 * After a merge, the declarations only the removed copy used go (so `noUnusedLocals`
 * stays green); nothing still used, exported, already unused or able to run code does.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneDeclarations } from '../../cli/consolidate/prune-declarations';
import { runFixture } from './support/run-fixture';

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

  it("leaves the comment that ends the line before: it is that line's", () => {
    const before = 'export const a = 1; // the first\nconst b = 2;\nexport const run = () => b;\n';
    const after = before.replace('() => b', '() => 0');
    expect(prune(before, after).text).toBe('export const a = 1; // the first\nexport const run = () => 0;\n');
  });

  it('removes a recursive helper: its own calls do not keep it', () => {
    const before =
      'function count(n: number): number {\n  return n ? count(n - 1) : 0;\n}\n\nexport const run = () => count(3);\n';
    const after = before.replace('() => count(3)', '() => 0');
    expect(prune(before, after).text).toBe('export const run = () => 0;\n');
  });

  it('removes a helper class, but keeps, and reports, one whose definition runs code', () => {
    const before = [
      'class Formatter {',
      '  format(text: string) {',
      '    return text.trim();',
      '  }',
      '}',
      'class Registered {',
      '  static instance = register();',
      '}',
      'declare function register(): unknown;',
      'export const run = () => [new Formatter(), Registered];',
      '',
    ].join('\n');
    const after = before.replace('export const run = () => [new Formatter(), Registered];\n', '');
    expect(prune(before, after)).toEqual({
      text: [
        'class Registered {',
        '  static instance = register();',
        '}',
        'declare function register(): unknown;',
        '',
      ].join('\n'),
      kept: ['Registered'],
    });
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

  it('a consolidation notes what it keeps, and removes the rest', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'stm-prune-'));
    try {
      cpSync(
        path.join(
          __dirname,
          '..',
          '..',
          '__testfixtures__',
          'consolidate',
          '04-different-descriptions-picked',
          'input',
        ),
        root,
        {
          recursive: true,
        },
      );
      writeFileSync(
        path.join(root, 'ai.ts'),
        [
          "import { z } from 'zod';",
          "import { standardTool, toAiSdk } from './std-tool';",
          '',
          'const seen = new Set<string>();',
          "const prefix = 'Sunny in';",
          '',
          'export const getWeather = standardTool({',
          "  name: 'get_weather',",
          "  description: 'Get the current weather for a city',",
          '  inputSchema: z.object({ city: z.string() }),',
          '  execute: async ({ city }) => `${seen.add(city) && prefix} ${city}`,',
          '});',
          'export const weatherTool = toAiSdk(getWeather);',
          '',
        ].join('\n'),
      );
      const { plan, tree } = await runFixture(root, { getweather: 1 });
      expect(plan.merged).toHaveLength(1);
      expect(tree.get('ai.ts')).toBe(
        [
          "import { getWeather } from './langchain';",
          "import { toAiSdk } from './std-tool';",
          '',
          'const seen = new Set<string>();',
          '',
          'export { getWeather };',
          'export const weatherTool = toAiSdk(getWeather);',
          '',
        ].join('\n'),
      );
      expect(plan.notes).toEqual([
        `${path.relative(process.cwd(), path.join(root, 'ai.ts'))}: \`seen\` is no longer used (only the removed copy read it); left in place, as evaluating it may run code`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

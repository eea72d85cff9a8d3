/**
 * shape.ts finds pruning, alias and quote edits on one parse of the stitched module; each
 * step alone re-parses the text the step before it wrote. Both must give the same text.
 */
import { describe, expect, it } from 'vitest';
import { withAliasesInlined } from '../../cli/adapter-module/aliases';
import { parse } from '@babel/parser';
import { pruneModule, reachedNames } from '../../cli/adapter-module/prune';
import { withQuotes, type QuoteStyle } from '../../cli/adapter-module/quotes';
import { shapedModule } from '../../cli/adapter-module/shape';

const module = (...lines: string[]) => `${lines.join('\n')}\n`;

const stepByStep = (text: string, exported: string[], ifKept: string[], quote: QuoteStyle) =>
  withQuotes(withAliasesInlined(pruneModule(text, exported, ifKept)), quote);

const stitched = module(
  "import { z, type ZodType } from 'zod';",
  "import * as unused from 'unused-package';",
  "import { kept, dropped } from 'some-package';",
  '',
  '/** Only the JSON Schema fallback uses it. */',
  'function zodSchemasOnly(schema: ZodType): ZodType {',
  "  return kept(schema, 'it\\'s');",
  '}',
  '',
  '// The MCP adapter calls it under its own name.',
  'export const mcpOtherSchemas = zodSchemasOnly;',
  'const langchainOtherSchemas = zodSchemasOnly; // not exported',
  '',
  'function unreached(): string {',
  '  return dropped(\'"quoted"\');',
  '} // a trailing comment of a statement that goes',
  '',
  '/** Still here: mcpOtherSchemas names the function. */',
  'export function toMcp(schema: ZodType) {',
  "  'use strict';",
  "  return { schema: mcpOtherSchemas(schema), other: langchainOtherSchemas(schema), kind: 'mcp' };",
  '}',
  '',
  'export const table = { langchainOtherSchemas };',
  'export class StandardToolValidationError extends Error {}',
  'export function toLangChain() {',
  "  throw new StandardToolValidationError(z.string().parse('x'));",
  '}',
);

describe('shapedModule', () => {
  const cases: [string, string[], string[]][] = [
    ['every export kept', ['toMcp', 'table', 'toLangChain', 'mcpOtherSchemas'], ['StandardToolValidationError']],
    ['the alias loses its export and goes', ['toMcp'], []],
    ['the shorthand keeps an alias', ['toMcp', 'table'], []],
    ['an error class exported where kept', ['toLangChain'], ['StandardToolValidationError']],
    ['nothing exported', [], []],
  ];
  for (const [title, exported, ifKept] of cases)
    for (const quote of ['single', 'double'] as const)
      it(`${title} (${quote} quotes): as pruning, inlining and quoting one after the other`, () => {
        const expected = stepByStep(stitched, exported, ifKept, quote);
        expect(shapedModule(stitched, exported, ifKept, quote)).toBe(expected);
      });

  it('leaves the quotes as they are when none is asked', () => {
    expect(shapedModule(stitched, ['toMcp'], [], undefined)).toBe(
      withAliasesInlined(pruneModule(stitched, ['toMcp'], [])),
    );
  });

  it('re-quotes the source of an import it narrows', () => {
    const shaped = shapedModule(stitched, ['toMcp'], [], 'double');
    expect(shaped).toContain('import { kept } from "some-package";');
    expect(shaped).not.toContain('mcpOtherSchemas =');
  });

  it.each(cases)('%s: reachedNames keeps the imports pruning keeps, and only those', (_title, exported, ifKept) => {
    const { body } = parse(stitched, { sourceType: 'module', plugins: ['typescript'] }).program;
    const reached = reachedNames(body, exported);
    const kept = body.flatMap((statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.specifiers.some((specifier) => reached.has(specifier.local.name))
        ? [statement.source.value]
        : [],
    );
    const imported = [...pruneModule(stitched, exported, ifKept).matchAll(/^import .* from '([^']+)';$/gm)];
    expect(kept).toEqual(imported.map((match) => match[1]));
    expect(kept).not.toContain('unused-package');
  });
});

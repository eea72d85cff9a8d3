import { parse, type ParserOptions } from '@babel/parser';
import type * as t from '@babel/types';
import { describe, expect, it } from 'vitest';
import { leadingCommentsStart } from '../../cli/consolidate/leading-comments';

/** Every statement of the text, at any depth, with the leading comments Babel attaches to it. */
function statementsOf(source: string): { attached: t.File; listed: t.File } {
  const options: ParserOptions = { sourceType: 'module', plugins: ['typescript'] };
  return { attached: parse(source, options), listed: parse(source, { ...options, attachComment: false }) };
}

function statementStarts(ast: t.File): t.Statement[] {
  const found: t.Statement[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    if (typeof record.type !== 'string') return;
    if (/Statement$|Declaration$/.test(record.type)) found.push(record as unknown as t.Statement);
    for (const [key, value] of Object.entries(record))
      if (!['loc', 'leadingComments', 'trailingComments', 'innerComments'].includes(key)) visit(value);
  };
  visit(ast.program);
  return found;
}

const SOURCES = [
  'const a = 1;',
  '// one\nconst a = 1;',
  '/** doc */\nexport const a = standardTool({});',
  'foo(); // trailing of foo\nconst a = 1;',
  'foo(); /* same line */ const a = 1;',
  '// far\n\n\n// near\nconst a = 1;',
  'function f() {\n  // inside\n  const a = 1;\n  /* b */ let b = 2;\n}',
  'if (x) { /* first */ const a = 1; } else {\n  // other\n  const b = 2;\n}',
  'for (/* init */ const a of b) {}',
  'const x = 1 /* after value */;\n// before y\nconst y = 2;',
  'switch (k) {\n  case 1:\n    // in case\n    const a = 1;\n}',
  'export default {}; // end\n\n/* a */ /* b */\nexport const t = 1;',
];

describe('leadingCommentsStart', () => {
  it.each(SOURCES)('agrees with the leading comments Babel attaches: %j', (source) => {
    const { attached, listed } = statementsOf(source);
    const withComments = statementStarts(attached);
    const withoutComments = statementStarts(listed);
    expect(withoutComments.length).toBe(withComments.length);
    withComments.forEach((statement, index) => {
      const expected = statement.leadingComments?.[0]?.start ?? statement.start!;
      expect(leadingCommentsStart(withoutComments[index]!.start!, listed.comments ?? [], source)).toBe(expected);
    });
  });

  it('finds the run of comments before a statement, not comments parted from it by code', () => {
    const source = '// lone\nfoo();\n// one\n/* two */\nconst a = 1;';
    const { listed } = statementsOf(source);
    expect(leadingCommentsStart(source.indexOf('const'), listed.comments ?? [], source)).toBe(source.indexOf('// one'));
  });
});

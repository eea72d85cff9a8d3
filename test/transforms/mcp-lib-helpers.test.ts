/**
 * The generic helpers the MCP front end added to transforms/lib: re-indentation of moved
 * code, comments that travel with it, and what an expression provably is.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { describe, expect, it } from 'vitest';
import { isProvablyString, isRepeatable, rangeWithParentheses } from '../../transforms/lib/expression-facts';
import { ownLineCommentsStart, trailingLineComment } from '../../transforms/lib/moved-comments';
import { parseModule } from '../../transforms/lib/parse';
import { reindentText } from '../../transforms/lib/reindent';
import { scopeOf } from '../../transforms/lib/scope';
import { isZodExpression } from '../../transforms/lib/zod';

/** The path of the argument of `probe(...)` in `code`. */
function probe(code: string): { path: NodePath<t.Expression>; source: string; ast: t.File } {
  const ast = parseModule(code, 'probe.ts');
  let found: NodePath<t.Expression> | undefined;
  traverse(ast, {
    noScope: true,
    CallExpression(path) {
      if (path.node.callee.type === 'Identifier' && path.node.callee.name === 'probe') {
        found = path.get('arguments')[0] as NodePath<t.Expression>;
        path.stop();
      }
    },
  });
  return { path: found!, source: code, ast };
}

describe('reindentText', () => {
  const code = 'probe(async () => {\n  const a = `x\n  y`;\n  return a;\n});\n';
  const { path, source } = probe(code);
  const node = path.node;

  it('moves continuation lines to the new indentation, leaving template literal lines alone', () => {
    expect(reindentText(source, node.start!, node.end!, node, { from: '', to: '    ' })).toBe(
      'async () => {\n      const a = `x\n  y`;\n      return a;\n    }',
    );
  });

  it('moves code back out, and applies replacements whose text is final', () => {
    const deeper = probe('  probe(() => {\n      return 1;\n    });\n');
    const fn = deeper.path.node;
    const one = deeper.source.indexOf('1');
    expect(
      reindentText(deeper.source, fn.start!, fn.end!, fn, { from: '    ', to: '' }, [
        { start: one, end: one + 1, text: '2' },
      ]),
    ).toBe('() => {\n  return 2;\n}');
  });
});

describe('expression facts', () => {
  const isString = (declarations: string, expression: string) => {
    const { path } = probe(`${declarations}\nprobe(${expression});`);
    return isProvablyString(path.node, scopeOf(path));
  };

  it('proves strings from literals, String(), concatenation, typeof and constants', () => {
    expect(isString('', "'a'")).toBe(true);
    expect(isString('const n = 1;', '`${n}`')).toBe(true);
    expect(isString('const n = 1;', 'String(n)')).toBe(true);
    expect(isString('const n = 1;', "n + ''")).toBe(true);
    expect(isString('const n = 1;', 'typeof n')).toBe(true);
    expect(isString("const s = 'x';", 's as string')).toBe(true);
    expect(isString('', 'JSON.stringify({ a: 1 })')).toBe(true);
  });

  it('does not prove what may be another type at run time', () => {
    expect(isString('const n = 1;', 'n')).toBe(false);
    expect(isString('declare const data: unknown;', 'JSON.stringify(data)')).toBe(false);
    expect(isString('', 'JSON.stringify({ toJSON: () => undefined })')).toBe(false);
    expect(isString("let s = 'x'; s = 1 as any;", 's')).toBe(false);
    expect(isString('const String = (x: unknown) => x;', 'String(1)')).toBe(false);
    expect(isString('const n = 1;', 'n + 1')).toBe(false);
  });

  it('tells repeatable expressions from ones with effects', () => {
    expect(isRepeatable(probe('probe({ a: b + 1, c: [d.e] });').path.node)).toBe(true);
    expect(isRepeatable(probe('probe({ a: Date.now() });').path.node)).toBe(false);
  });

  it('finds the parentheses written around a node', () => {
    const { path, source } = probe('probe(((x)));');
    const range = rangeWithParentheses(source, path.node);
    expect(source.slice(range.start, range.end)).toBe('((x))');
  });
});

describe('moved comments', () => {
  const code = 'probe({\n  a: 1, // after a\n  // above b\n  b: 2,\n});\n';
  const { path, source, ast } = probe(code);
  const [a, b] = (path.node as t.ObjectExpression).properties;

  it("takes the comments on their own lines above a piece, not the previous line's", () => {
    const start = ownLineCommentsStart(source, ast.comments!, a!.end!, b!.start!);
    expect(source.slice(start, b!.end!)).toBe('// above b\n  b: 2');
  });

  it("takes the comment that ends the piece's line", () => {
    expect(trailingLineComment(source, ast.comments!, a!.end!)).toBe('// after a');
    expect(trailingLineComment(source, ast.comments!, b!.end!)).toBeUndefined();
  });
});

describe('isZodExpression', () => {
  const isZod = (declarations: string, expression: string) => {
    const { path } = probe(`${declarations}\nprobe(${expression});`);
    return isZodExpression(path.node, scopeOf(path));
  };

  it('accepts call chains on zod and constants holding them', () => {
    expect(isZod("import { z } from 'zod';", 'z.string().optional()')).toBe(true);
    expect(isZod("import * as z from 'zod/v4';", 'z.number()')).toBe(true);
    expect(isZod("import { string } from 'zod';", 'string()')).toBe(true);
    expect(isZod("import { z } from 'zod'; const S = z.object({});", 'S.extend({})')).toBe(true);
  });

  it('rejects property reads and other packages', () => {
    expect(isZod("import { z } from 'zod';", 'z.object({}).shape')).toBe(false);
    expect(isZod("import { z } from 'not-zod';", 'z.string()')).toBe(false);
    expect(isZod("import type { z } from 'zod';", 'z.string()')).toBe(false);
  });
});

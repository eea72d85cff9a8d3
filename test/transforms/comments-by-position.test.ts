/**
 * The engine parses its input without attaching comments to nodes (a tenth of the
 * parse): the comments that go with a property or above a first statement are found by
 * position in the file's comment list. These are the places where Babel's attachment and
 * position could part.
 */
import { describe, expect, it } from 'vitest';
import { adapterImportEdit } from '../../transforms/lib/adapter-import';
import { isLineBased, propertyBlock } from '../../transforms/lib/object-literal';
import { parseModule } from '../../transforms/lib/parse';
import { detectStyle } from '../../transforms/lib/source-style';
import type * as t from '@babel/types';

function parsed(source: string, file = 'a.ts') {
  const ast = parseModule(source, file, { attachComments: false });
  return { ast, comments: ast.comments ?? [] };
}

function objectIn(ast: t.File): t.ObjectExpression {
  const statement = ast.program.body[0] as t.VariableDeclaration;
  return statement.declarations[0]!.init as t.ObjectExpression;
}

describe('a property takes the comments on their own lines above it', () => {
  const source = [
    'const o = {',
    '  // about a',
    '  a: 1, // after a',
    '  /* about b */',
    '  // and more',
    '  b: 2,',
    '  c: /* inside */ 3,',
    '};',
    '',
  ].join('\n');

  it('and not the comment that ends the line before, nor one inside its neighbour', () => {
    const { ast, comments } = parsed(source);
    const object = objectIn(ast);
    expect(isLineBased(source, comments, object)).toBe(true);
    const [a, b, c] = object.properties;
    expect(propertyBlock(source, comments, object, a!).text).toBe('  // about a\n  a: 1, // after a\n');
    expect(propertyBlock(source, comments, object, b!).text).toBe('  /* about b */\n  // and more\n  b: 2,\n');
    expect(propertyBlock(source, comments, object, c!).text).toBe('  c: /* inside */ 3,\n');
  });

  it('gives what Babel attaches as leading comments, on their own lines', () => {
    const attached = objectIn(parseModule(source, 'a.ts')).properties;
    const { ast, comments } = parsed(source);
    const object = objectIn(ast);
    object.properties.forEach((property, index) => {
      const ownLine = (attached[index]!.leadingComments ?? [])
        .map((comment) => comment.start!)
        .filter((start) => /^[ \t]*$/.test(source.slice(source.lastIndexOf('\n', start - 1) + 1, start)));
      const lineStart = (at: number) => source.lastIndexOf('\n', at - 1) + 1;
      expect(propertyBlock(source, comments, object, property).removeStart).toBe(
        lineStart(ownLine[0] ?? property.start!),
      );
    });
  });
});

describe('a CommonJS require with nothing to follow goes above the first statement and its JSDoc', () => {
  const request = { specifier: './std-tool', values: ['aiSdkTool'], types: [], commonJs: true };

  it('below the directives: a JSDoc after them is the first statement’s', () => {
    const source = "'use strict';\n\n/** Runs the tools. */\nasync function main() {}\n";
    const { ast, comments } = parsed(source, 'a.cjs');
    const edit = adapterImportEdit(source, ast.program, comments, request, detectStyle(source), undefined)!;
    expect(edit.start).toBe(source.indexOf('/**'));
  });

  it('a comment above the directives is not the first statement’s', () => {
    const source = "/** The file. */\n'use strict';\n\nasync function main() {}\n";
    const { ast, comments } = parsed(source, 'a.cjs');
    const edit = adapterImportEdit(source, ast.program, comments, request, detectStyle(source), undefined)!;
    expect(edit.start).toBe(source.indexOf('async'));
  });
});

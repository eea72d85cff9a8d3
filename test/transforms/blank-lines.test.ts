import { describe, expect, it } from 'vitest';
import { withoutBlankLineDebris } from '../../transforms/lib/blank-lines';
import { applyEdits, type TextEdit } from '../../transforms/lib/text-edits';

/** Removes every line holding `marker` (whole lines, line break included). */
function removeLines(source: string, marker: string): TextEdit[] {
  const edits: TextEdit[] = [];
  let start = 0;
  for (const line of source.split(/(?<=\n)/)) {
    if (line.includes(marker)) edits.push({ start, end: start + line.length, text: '' });
    start += line.length;
  }
  return edits;
}

const tidy = (source: string, edits: TextEdit[]) => applyEdits(source, withoutBlankLineDebris(source, edits));

describe('blank lines left by removed lines', () => {
  it('keeps one blank line where a removal sat between two', () => {
    const source = 'a();\n\nconst X = 1; // gone\n\nb();\n';
    expect(tidy(source, removeLines(source, 'gone'))).toBe('a();\n\nb();\n');
  });

  it('treats removals that follow each other as one stretch', () => {
    const source = 'a();\n\nconst X = 1; // gone\nconst Y = 2; // gone\n\nconst Z = 3; // gone\n\nb();\n';
    expect(tidy(source, removeLines(source, 'gone'))).toBe('a();\n\nb();\n');
  });

  it('leaves no blank line against a brace, nor at the end of the text', () => {
    const opening = 'function f() {\n  const X = 1; // gone\n\n  b();\n}\n';
    expect(tidy(opening, removeLines(opening, 'gone'))).toBe('function f() {\n  b();\n}\n');
    const closing = 'function f() {\n  b();\n\n  const X = 1; // gone\n}\n';
    expect(tidy(closing, removeLines(closing, 'gone'))).toBe('function f() {\n  b();\n}\n');
    const last = 'b();\n\nconst X = 1; // gone\n';
    expect(tidy(last, removeLines(last, 'gone'))).toBe('b();\n');
    const first = 'const X = 1; // gone\n\nb();\n';
    expect(tidy(first, removeLines(first, 'gone'))).toBe('b();\n');
  });

  it('keeps CRLF lines whole', () => {
    const source = 'a();\r\n\r\nconst X = 1; // gone\r\n\r\nb();\r\n';
    expect(tidy(source, removeLines(source, 'gone'))).toBe('a();\r\n\r\nb();\r\n');
  });

  it('changes nothing where the lines around are not blank, or the removal is not whole lines', () => {
    const source = 'a();\nconst X = 1; // gone\n\nb();\n';
    const edits = removeLines(source, 'gone');
    expect(withoutBlankLineDebris(source, edits)).toEqual(edits);
    const inline = 'a();\n\nconst X = 1; b();\n\nc();\n';
    const partial = [{ start: inline.indexOf('const'), end: inline.indexOf('b()'), text: '' }];
    expect(withoutBlankLineDebris(inline, partial)).toEqual(partial);
  });

  it('takes no blank line another edit writes into', () => {
    const source = 'a();\n\nconst X = 1; // gone\n\nb();\n';
    const blankAfter = source.indexOf('\n\nb') + 1;
    const insertion = { start: blankAfter, end: blankAfter, text: 'inserted();' };
    const edits = [...removeLines(source, 'gone'), insertion];
    expect(applyEdits(source, withoutBlankLineDebris(source, edits))).toBe('a();\n\ninserted();\nb();\n');
  });
});

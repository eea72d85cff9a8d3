/**
 * Whole lines removed from between blank lines (a config constant moved into its tool, an
 * import no longer used) would leave two blank lines in a row, or a blank line against a
 * block's brace: the debris a formatter's check (`prettier --check`, ESLint's
 * `no-multiple-empty-lines`) fails on. Such a removal takes one of those blank lines with it.
 * Nothing else changes: a blank line is taken only where no other edit touches it.
 */
import type { TextEdit } from './text-edits';

interface Line {
  start: number;
  /** After its line break (the next line's start), or the text's end. */
  end: number;
  text: string;
}

export function withoutBlankLineDebris(source: string, edits: readonly TextEdit[]): TextEdit[] {
  const result = edits.map((edit) => ({ ...edit }));
  const removals = result
    .filter((edit) => edit.text === '' && edit.end > edit.start && removesWholeLines(source, edit))
    .sort((a, b) => a.start - b.start);
  for (const group of touchingGroups(removals)) {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const before = lineBefore(source, first.start);
    const after = lineAt(source, last.end);
    const blankBefore = before !== undefined && isBlank(before.text);
    const opensBefore = before !== undefined && before.text.trimEnd().endsWith('{');
    const blankAfter = after !== undefined && isBlank(after.text);
    const closesAfter = after === undefined || /^\s*[}\])]/.test(after.text);
    const free = (line: Line) => !result.some((edit) => !group.includes(edit) && touches(edit, line));
    if ((blankBefore || opensBefore || first.start === 0) && blankAfter && free(after!)) last.end = after!.end;
    else if (blankBefore && closesAfter && free(before!)) first.start = before!.start;
  }
  return result;
}

function removesWholeLines(source: string, edit: TextEdit): boolean {
  const startsLine = edit.start === 0 || source[edit.start - 1] === '\n';
  const endsLine = source[edit.end - 1] === '\n';
  return startsLine && endsLine;
}

/** Removals that follow each other with nothing between them: one stretch of removed lines. */
function touchingGroups(removals: TextEdit[]): TextEdit[][] {
  const groups: TextEdit[][] = [];
  for (const removal of removals) {
    const group = groups[groups.length - 1];
    if (group && group[group.length - 1]!.end === removal.start) group.push(removal);
    else groups.push([removal]);
  }
  return groups;
}

function lineBefore(source: string, lineStart: number): Line | undefined {
  if (lineStart === 0) return undefined;
  const start = source.lastIndexOf('\n', lineStart - 2) + 1;
  return { start, end: lineStart, text: source.slice(start, lineStart) };
}

function lineAt(source: string, start: number): Line | undefined {
  if (start >= source.length) return undefined;
  const newline = source.indexOf('\n', start);
  const end = newline === -1 ? source.length : newline + 1;
  return { start, end, text: source.slice(start, end) };
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** The edit changes something in the line, or inserts at its start or inside it. */
function touches(edit: TextEdit, line: Line): boolean {
  return edit.start < line.end && edit.end >= line.start;
}

/**
 * Moving code to a place with another indentation (a handler argument that becomes a
 * property of a new object literal, say) without reprinting it: only the leading
 * whitespace of its continuation lines changes. Lines that start inside a template
 * literal are content, not layout, and keep their bytes.
 */
import * as t from '@babel/types';
import { applyEditsToSlice, type TextEdit } from './text-edits';

export interface IndentChange {
  /** The indentation the code is laid out for now (that of the line it starts on). */
  from: string;
  /** The indentation of the line it moves to. */
  to: string;
}

/**
 * Edits that re-indent every line after the first in `[start, end)`: `from` becomes
 * `to` (lines indented deeper keep their extra depth; shallower lines lose what they
 * can). `within` is the node that holds the range, searched for template literals.
 */
export function reindentEdits(
  source: string,
  start: number,
  end: number,
  within: t.Node,
  change: IndentChange,
): TextEdit[] {
  if (change.from === change.to) return [];
  const frozen = templateRanges(within);
  const edits: TextEdit[] = [];
  for (
    let newline = source.indexOf('\n', start);
    newline !== -1 && newline < end - 1;
    newline = source.indexOf('\n', newline + 1)
  ) {
    const lineStart = newline + 1;
    if (frozen.some(([from, to]) => lineStart > from && lineStart <= to)) continue;
    const leading = /^[ \t]*/.exec(source.slice(lineStart, end))![0];
    if (lineStart + leading.length >= end || /^\r?\n/.test(source.slice(lineStart + leading.length))) continue; // blank line
    edits.push({ start: lineStart, end: lineStart + leading.length, text: moveIndent(leading, change) });
  }
  return edits;
}

/**
 * The text of `[start, end)` re-indented, with `replacements` (edits inside the range
 * whose texts are final) applied. Lines inside a replaced range are the replacement's
 * business: re-indent its text with this function first.
 */
export function reindentText(
  source: string,
  start: number,
  end: number,
  within: t.Node,
  change: IndentChange,
  replacements: readonly TextEdit[] = [],
): string {
  const lineEdits = reindentEdits(source, start, end, within, change).filter(
    (edit) => !replacements.some((replacement) => edit.start >= replacement.start && edit.start < replacement.end),
  );
  return applyEditsToSlice(source, start, end, [...lineEdits, ...replacements]);
}

/** A line's indentation once the code it is in moves by `change`. */
export function moveIndent(leading: string, change: IndentChange): string {
  if (leading.startsWith(change.from)) return change.to + leading.slice(change.from.length);
  // Shallower than the code's own first line (e.g. a closing bracket under a call).
  if (change.to.startsWith(change.from)) return change.to.slice(change.from.length) + leading;
  const removable = change.from.length - change.to.length;
  return removable > 0 ? leading.slice(Math.min(removable, leading.length)) : leading;
}

/** Ranges of the raw text of template literal pieces (their line breaks are content). */
function templateRanges(node: t.Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  t.traverseFast(node, (child) => {
    if (child.type === 'TemplateElement' && child.start != null && child.end != null)
      ranges.push([child.start, child.end]);
  });
  return ranges;
}

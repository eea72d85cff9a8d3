/**
 * `--format` formats only what the migration wrote. The formatter runs on whole files, and
 * on a file that was never formatted with the project's config it rewrites everything (a
 * Genkit app's real change of +92/−92 became +1,648/−1,207). So each rewritten file keeps
 * only the formatter's hunks that touch the lines the migration changed: the ranges come
 * from a diff of the original and the migrated text, the hunks from one of the migrated and
 * the formatted text. A result that does not parse keeps the unformatted migration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { diffLines } from 'diff';
import { parseErrorOf } from '../transforms/lib/parse';

/** Lines [start, end) of a text, 0-based; `start === end` marks the place between two lines. */
interface LineRange {
  start: number;
  end: number;
}

interface Hunk extends LineRange {
  /** The lines that replace [start, end). */
  lines: string;
}

const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** The hunks that turn `before` into `after`, in `before`'s lines. */
function hunks(before: string, after: string): Hunk[] {
  const found: Hunk[] = [];
  let line = 0;
  let open: Hunk | undefined;
  for (const part of diffLines(before, after)) {
    if (!part.added && !part.removed) {
      open = undefined;
      line += lineCount(part.value);
      continue;
    }
    if (!open) {
      open = { start: line, end: line, lines: '' };
      found.push(open);
    }
    if (part.removed) {
      line += lineCount(part.value);
      open.end = line;
    } else open.lines += part.value;
  }
  return found.flatMap(linePairs);
}

/**
 * A hunk that replaces as many lines as it removes, line by line: on a file never formatted, the formatter
 * changes every line of a block, and only those the migration changed are to be taken.
 */
function linePairs(hunk: Hunk): Hunk[] {
  const added = hunk.lines.split(/(?<=\n)/);
  if (hunk.lines === '' || added.length !== hunk.end - hunk.start) return [hunk];
  return added.map((lines, index) => ({ start: hunk.start + index, end: hunk.start + index + 1, lines }));
}

/** Overlapping, or an insertion point inside (or at the edge of) the other range. */
function touches(a: LineRange, b: LineRange): boolean {
  if (a.start === a.end || b.start === b.end) return a.start <= b.end && b.start <= a.end;
  return a.start < b.end && b.start < a.end;
}

/**
 * The migrated text with the formatter's changes inside the migration's ranges only: the lines of `migrated`
 * that differ from `original` (as changed lines of the migrated text), and what the formatter made of them.
 */
export function formattedWithinChanges(original: string, migrated: string, formatted: string): string {
  // The migration's changes, in the migrated text's lines: what replaced what, where.
  const changed: LineRange[] = [];
  let line = 0;
  const parts = diffLines(original, migrated);
  for (const [index, part] of parts.entries()) {
    if (part.removed) {
      // Lines removed, not replaced: the place between two lines.
      if (!parts[index + 1]?.added) changed.push({ start: line, end: line });
      continue;
    }
    const count = lineCount(part.value);
    if (part.added) changed.push({ start: line, end: line + count });
    line += count;
  }
  const lines = migrated.split(/(?<=\n)/);
  const regions = mergedRegions(changed, lines);
  const all = hunks(migrated, formatted);
  const kept = withMovesWhole(
    all,
    all.filter((hunk) => regions.some((range) => touches(range, hunk))),
    lines,
    formatted,
  );
  let result = '';
  let cursor = 0;
  for (const hunk of all) {
    if (!kept.has(hunk)) continue;
    result += lines.slice(cursor, hunk.start).join('') + hunk.lines;
    cursor = hunk.end;
  }
  return result + lines.slice(cursor).join('');
}

/**
 * A line the formatter moves (Biome's import sorting moves the added import, or the one beside it) is two hunks,
 * its removal and its insertion: both are kept or neither, else the line is lost (or doubled). A moved line is one
 * that occurs once in the migrated text and once in the formatted one.
 */
function withMovesWhole(all: readonly Hunk[], touching: readonly Hunk[], lines: readonly string[], formatted: string) {
  const once = (texts: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text.trim(), (counts.get(text.trim()) ?? 0) + 1);
    return (text: string) => text.trim() !== '' && counts.get(text.trim()) === 1;
  };
  const onceBefore = once(lines);
  const onceAfter = once(formatted.split('\n'));
  const moved = (text: string) => onceBefore(text) && onceAfter(text);
  const removed = (hunk: Hunk) =>
    lines
      .slice(hunk.start, hunk.end)
      .filter(moved)
      .map((text) => text.trim());
  const added = (hunk: Hunk) =>
    hunk.lines
      .split('\n')
      .filter(moved)
      .map((text) => text.trim());
  const kept = new Set(touching);
  for (let grew = true; grew;) {
    grew = false;
    const keptLines = new Set([...kept].flatMap((hunk) => [...removed(hunk), ...added(hunk)]));
    for (const hunk of all) {
      if (kept.has(hunk) || ![...removed(hunk), ...added(hunk)].some((text) => keptLines.has(text))) continue;
      kept.add(hunk);
      grew = true;
    }
  }
  return kept;
}

/**
 * A rewritten definition keeps lines it moved (a property, moved whole, is no changed line), yet is what the
 * migration wrote: changes a few lines apart are one region, its moved lines included. Only lines inside a block
 * (indented, blank, or closing one: `});`) join two changes: any other line at the left margin is a statement of
 * its own that the migration did not write (the import beside the adapter's, the signature of a function around).
 */
const REGION_GAP = 5;

function mergedRegions(ranges: readonly LineRange[], lines: readonly string[]): LineRange[] {
  const merged: LineRange[] = [];
  const insideBlocks = (start: number, end: number) =>
    lines.slice(start, end).every((line) => /^(\s|$|[}\])])/.test(line));
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start - last.end <= REGION_GAP && insideBlocks(last.end, range.start))
      last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const WORD = /[\p{L}\p{N}_$]+/gu;

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * Whether `kept` (the formatting of the migrated lines only) changes no word's count beyond what the whole
 * formatting did, in the same direction. Formatting and lint fixes move words (sorted imports, sorted keys),
 * re-quote them or drop and add a few (`Array<T>` to `T[]`); a move whose other half lies outside the migrated
 * lines, kept in part, would lose a line (an import still used) or double one: a word count the whole formatting
 * never changed. Such a file is left as migrated.
 */
export function keepsWords(migrated: string, formatted: string, kept: string): boolean {
  const [before, whole, part] = [wordCounts(migrated), wordCounts(formatted), wordCounts(kept)];
  for (const word of new Set([...before.keys(), ...whole.keys(), ...part.keys()])) {
    const base = before.get(word) ?? 0;
    const all = (whole.get(word) ?? 0) - base;
    const some = (part.get(word) ?? 0) - base;
    if (all >= 0 ? some < 0 || some > all : some > 0 || some < all) return false;
  }
  return true;
}

export interface MigratedFile {
  path: string;
  original: string;
  migrated: string;
}

/**
 * After the formatter ran on the rewritten files: each keeps the formatting of its changed ranges only.
 * Returns the files whose restricted formatting did not parse, or lost or gained a word the whole
 * formatting did not: they keep the unformatted migration.
 */
export function keepFormattingToChanges(files: readonly MigratedFile[]): string[] {
  const unformatted: string[] = [];
  for (const file of files) {
    let formatted: string;
    try {
      formatted = readFileSync(file.path, 'utf8');
    } catch {
      continue;
    }
    const bom = formatted.startsWith('\uFEFF');
    const text = bom ? formatted.slice(1) : formatted;
    let kept = formattedWithinChanges(file.original, file.migrated, text);
    if (kept === text) continue;
    if (parseErrorOf(kept, file.path) !== undefined || !keepsWords(file.migrated, text, kept)) {
      kept = file.migrated;
      unformatted.push(file.path);
    }
    writeFileSync(file.path, bom ? `\uFEFF${kept}` : kept);
  }
  return unformatted;
}

/** Each file back to its migrated text (a formatter that failed may have left it half done), its BOM kept. */
export function restoreMigrated(files: readonly MigratedFile[]): void {
  for (const file of files) {
    let now: string;
    try {
      now = readFileSync(file.path, 'utf8');
    } catch {
      continue;
    }
    writeFileSync(file.path, now.startsWith('\uFEFF') ? `\uFEFF${file.migrated}` : file.migrated);
  }
}

/** A unified diff of one file, coloured when the stream is a terminal. */
import * as path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { Colors } from './colors';
import { changedSegments, type Segment } from './diff-segments';

/** Lines of context around each change, as `diff -u`. */
const CONTEXT = 3;
/** Shared lines kept around each changed stretch when it is diffed (where there are so many): more than the context. */
const MARGIN = 8;
/**
 * Shared lines that part two changed stretches: more than twice the margin. Twice the
 * context would keep the hunks apart, but then the stretches found may not be the ones a
 * diff of the whole aligns (2 of the corpus's 837 diffs differed); with this, none does.
 */
const PARTING_RUN = 2 * MARGIN + 1;

/**
 * Only the changed stretches are diffed (diff-segments.ts), each with a margin of shared
 * lines, and their hunks shifted back to the file's line numbers: the same patch as a
 * diff of the whole file (test/cli/diff.test.ts), at a fraction of the cost on a long
 * file with many changes.
 */
export function unifiedDiff(filePath: string, before: string, after: string): string {
  const name = path.relative(process.cwd(), filePath) || filePath;
  const patchOf = (oldText: string, newText: string) =>
    createTwoFilesPatch(`a/${name}`, `b/${name}`, oldText, newText, undefined, undefined, { context: CONTEXT });
  const oldLines = before.split('\n');
  const newLines = after.split('\n');
  const segments = changedSegments(oldLines, newLines, PARTING_RUN);
  if (segments.length === 0) return patchOf(before, after);
  let header = '';
  const hunks: string[] = [];
  segments.forEach((segment, index) => {
    const window = windowAround(segment, segments[index - 1], segments[index + 1], oldLines, newLines);
    const patch = patchOf(window.before, window.after);
    const firstHunk = patch.search(/^@@ /m);
    if (header === '') header = patch.slice(0, firstHunk);
    hunks.push(
      patch
        .slice(firstHunk)
        .replace(
          /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/gm,
          (_, oldStart: string, oldCount: string, newStart: string, newCount: string) =>
            `@@ -${Number(oldStart) + window.oldCut},${oldCount} +${Number(newStart) + window.newCut},${newCount} @@`,
        ),
    );
  });
  return header + hunks.join('');
}

/**
 * A changed stretch with up to MARGIN shared lines on each side (never into the stretches
 * before and after it), as texts, and the lines cut before it.
 */
function windowAround(
  segment: Segment,
  previous: Segment | undefined,
  next: Segment | undefined,
  oldLines: readonly string[],
  newLines: readonly string[],
): { before: string; after: string; oldCut: number; newCut: number } {
  // The shared lines before the stretch are as many in both versions, and so are those after.
  const lead = Math.min(MARGIN, segment.oldStart - (previous?.oldEnd ?? 0));
  const trail = Math.min(MARGIN, (next?.oldStart ?? oldLines.length) - segment.oldEnd);
  const part = (lines: readonly string[], start: number, end: number) => {
    const last = Math.min(lines.length, end + trail);
    // A window that stops before the file's end stops at a line end.
    return lines.slice(start - lead, last).join('\n') + (last < lines.length ? '\n' : '');
  };
  return {
    before: part(oldLines, segment.oldStart, segment.oldEnd),
    after: part(newLines, segment.newStart, segment.newEnd),
    oldCut: segment.oldStart - lead,
    newCut: segment.newStart - lead,
  };
}

export function colorDiff(diff: string, colors: Colors): string {
  return diff
    .split('\n')
    .map((line) => {
      if (line.startsWith('+++') || line.startsWith('---')) return colors.bold(line);
      if (line.startsWith('+')) return colors.green(line);
      if (line.startsWith('-')) return colors.red(line);
      if (line.startsWith('@@')) return colors.cyan(line);
      return line;
    })
    .join('\n');
}

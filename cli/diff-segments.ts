/**
 * Where two versions of a file differ, by lines, found without diffing the whole: a
 * migration edits a file in a few places, and a line diff (Myers) costs the lines between
 * its first and last change times the changed lines (a test file of 30,236 lines with
 * edits near both ends: 83 ms, against 6 ms by stretches). Each segment is a stretch of
 * lines that differs, between runs of at least `minRun` lines the two versions share; the
 * stretches are diffed on their own (cli/diff.ts says why its `minRun` gives the same
 * patch as the whole file's diff).
 */

export interface Segment {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

/**
 * Beyond this many lines skipped in the search for the next shared run, the rest of the
 * two files is one segment (the search costs the square of the distance).
 */
const MAX_SEARCH = 400;

export function changedSegments(oldLines: readonly string[], newLines: readonly string[], minRun: number): Segment[] {
  const a = oldLines;
  const b = newLines;
  const segments: Segment[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    }
    if (i === a.length && j === b.length) return segments;
    const next = nextSharedRun(a, b, i, j, minRun);
    if (!next) {
      segments.push({ oldStart: i, oldEnd: a.length, newStart: j, newEnd: b.length });
      return segments;
    }
    segments.push({ oldStart: i, oldEnd: next.i, newStart: j, newEnd: next.j });
    i = next.i;
    j = next.j;
  }
}

/**
 * The nearest place at or after (i, j) where `minRun` lines are the same in both, nearest
 * by the lines skipped on both sides together (what a minimal diff would also prefer).
 * A run that reaches the end of both files counts whatever its length.
 */
function nextSharedRun(
  a: readonly string[],
  b: readonly string[],
  i: number,
  j: number,
  minRun: number,
): { i: number; j: number } | undefined {
  for (let skipped = 1; skipped <= MAX_SEARCH; skipped += 1) {
    for (let fromOld = 0; fromOld <= skipped; fromOld += 1) {
      const x = i + fromOld;
      const y = j + skipped - fromOld;
      if (x > a.length || y > b.length) continue;
      if (sharedRun(a, b, x, y, minRun)) return { i: x, j: y };
    }
    if (i + skipped > a.length && j + skipped > b.length) return undefined;
  }
  return undefined;
}

function sharedRun(a: readonly string[], b: readonly string[], x: number, y: number, minRun: number): boolean {
  for (let offset = 0; offset < minRun; offset += 1) {
    const atEnd = x + offset === a.length && y + offset === b.length;
    if (atEnd) return offset > 0 || (x === a.length && y === b.length);
    if (x + offset >= a.length || y + offset >= b.length || a[x + offset] !== b[y + offset]) return false;
  }
  return true;
}

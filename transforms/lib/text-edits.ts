/** Edits on the original text: the only way a transform changes a file. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

export class OverlappingEditsError extends Error {}

/** Applies non-overlapping edits; insertions at the same offset keep their given order. */
export function applyEdits(source: string, edits: readonly TextEdit[]): string {
  const ordered = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.index - b.index)
    .map(({ edit }) => edit);
  let output = '';
  let cursor = 0;
  for (const edit of ordered) {
    if (edit.start < cursor) {
      throw new OverlappingEditsError(`overlapping edits at offset ${edit.start}`);
    }
    output += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return output + source.slice(cursor);
}

/** Re-bases edits made inside `[offset, …)` so they apply to that slice alone. */
export function applyEditsToSlice(source: string, start: number, end: number, edits: readonly TextEdit[]): string {
  const slice = source.slice(start, end);
  return applyEdits(
    slice,
    edits.map((edit) => ({ start: edit.start - start, end: edit.end - start, text: edit.text })),
  );
}

/** Removals that touch or overlap (`a, b, c` → drop `b, ` and `c`) become one edit. */
export function mergeAdjacent(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const merged: TextEdit[] = [];
  for (const edit of sorted) {
    const last = merged[merged.length - 1];
    if (last && edit.start <= last.end) last.end = Math.max(last.end, edit.end);
    else merged.push({ ...edit });
  }
  return merged;
}

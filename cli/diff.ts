/** A unified diff of one file, coloured when the stream is a terminal. */
import * as path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { Colors } from './colors';

/** Common lines kept around the change when the diff is made: more than its 3 lines of context. */
const MARGIN = 8;

export function unifiedDiff(filePath: string, before: string, after: string): string {
  const name = path.relative(process.cwd(), filePath) || filePath;
  // The common head and tail are left out of the diffing (it is linear in the file's
  // lines): the hunks are the same, their line numbers shifted back by what was cut.
  const { before: oldPart, after: newPart, cut } = withoutCommonEnds(before, after);
  const patch = createTwoFilesPatch(`a/${name}`, `b/${name}`, oldPart, newPart, undefined, undefined, { context: 3 });
  if (cut === 0) return patch;
  return patch.replace(
    /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/gm,
    (_, oldStart: string, oldLines: string, newStart: string, newLines: string) =>
      `@@ -${Number(oldStart) + cut},${oldLines} +${Number(newStart) + cut},${newLines} @@`,
  );
}

/** Both texts without the lines they share at the start and the end, but MARGIN of each. */
function withoutCommonEnds(before: string, after: string): { before: string; after: string; cut: number } {
  const oldLines = before.split('\n');
  const newLines = after.split('\n');
  const shorter = Math.min(oldLines.length, newLines.length);
  let head = 0;
  while (head < shorter - 1 && oldLines[head] === newLines[head]) head += 1;
  let tail = 0;
  while (tail < shorter - 1 - head && oldLines[oldLines.length - 1 - tail] === newLines[newLines.length - 1 - tail])
    tail += 1;
  const cut = Math.max(0, head - MARGIN);
  const end = Math.max(0, tail - MARGIN);
  if (cut === 0 && end === 0) return { before, after, cut: 0 };
  const part = (lines: string[]) => lines.slice(cut, lines.length - end).join('\n') + (end > 0 ? '\n' : '');
  return { before: part(oldLines), after: part(newLines), cut };
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

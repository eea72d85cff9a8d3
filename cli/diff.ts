/** A unified diff of one file, coloured when the stream is a terminal. */
import * as path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { Colors } from './colors';

export function unifiedDiff(filePath: string, before: string, after: string): string {
  const name = path.relative(process.cwd(), filePath) || filePath;
  return createTwoFilesPatch(`a/${name}`, `b/${name}`, before, after, undefined, undefined, { context: 3 });
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

/**
 * `--format` runs the project's `eslint --fix` before its formatter, and a rule's fix can leave a file that does
 * not parse: ESLint's core `quotes: ['error', 'backtick']` turns the quoted key of an interface member
 * (`readonly '~standard': ...`) into a template literal, which TypeScript does not allow there. Such a file gets
 * its text from before the fixes back, so that what the run leaves always parses (and the formatter can read it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseErrorOf } from '../transforms/lib/parse';

/** The files' texts now (a file that cannot be read is left out). */
export function textsBeforeFixes(files: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of files) {
    try {
      texts.set(file, readFileSync(file, 'utf8'));
    } catch {
      // gone or unreadable: nothing to restore
    }
  }
  return texts;
}

/** Restores each file the fixes left unparsable (it parsed before them); returns those files. */
export function undoFixesThatBreakParsing(before: ReadonlyMap<string, string>): string[] {
  const undone: string[] = [];
  for (const [file, text] of before) {
    let fixed: string;
    try {
      fixed = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (fixed === text || parseErrorOf(fixed, file) === undefined || parseErrorOf(text, file) !== undefined) continue;
    writeFileSync(file, text);
    undone.push(file);
  }
  return undone;
}

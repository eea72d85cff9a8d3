/**
 * The oracle's thread builds a project's program, and answers its files' questions, once the
 * reading has moved on to another project (TypeOracleSession.prepare): the run then finds the
 * answers ready. They must be the answers a session that built everything when asked would
 * give, also where a project's files come in apart (a nested project's files between them).
 */
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TypeOracleSession, type AskingCandidate } from '../../cli/runner/type-oracle-pass';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022' } });

/** A file asking whether `value` (declared with `type`) is a string. */
function asking(root: string, relative: string, type: string): AskingCandidate {
  const text = `declare const value: ${type};\nexport const shown = value;\n`;
  const start = text.lastIndexOf('value');
  const question: TypeQuestion = { question: 'isString', start, end: start + 'value'.length };
  return {
    path: path.join(root, relative),
    text,
    asked: [{ key: questionKey(question), question, answer: undefined }],
  };
}

describe('answers worked out ahead', () => {
  it('are those of a session asked only at the end, whatever order the files came in', () => {
    const root = makeTempDir('oracle-ahead');
    const files = [
      asking(root, 'a/first.ts', 'string'),
      asking(root, 'a/nested/inner.ts', "'x' | 'y'"),
      asking(root, 'a/second.ts', 'number'),
      asking(root, 'b/only.ts', 'string | undefined'),
    ];
    writeTree(root, {
      'a/tsconfig.json': TSCONFIG,
      'a/nested/tsconfig.json': TSCONFIG,
      'b/tsconfig.json': TSCONFIG,
      ...Object.fromEntries(files.map((file) => [path.relative(root, file.path), file.text])),
    });

    const atTheEnd = new TypeOracleSession();
    const expected = atTheEnd.answer(files);
    const answerOf = (file: AskingCandidate) => expected.get(file.path)?.[file.asked[0]!.key];
    expect(files.map(answerOf)).toEqual([true, true, false, false]);

    // As the reading sends them: a's files apart (its nested project's between), then b's.
    const ahead = new TypeOracleSession();
    for (const file of files) ahead.prepare([file]);
    expect(ahead.answer(files)).toEqual(expected);
    expect(ahead.stats.programs).toBe(atTheEnd.stats.programs);
    expect(ahead.stats.answered).toBe(atTheEnd.stats.answered);

    // a's program: built on its first file, then once more for its other file; the nested project's and b's once.
    expect(ahead.stats.builds).toBe(4);

    // A file whose text changed since it was answered ahead is answered again.
    const edited = { ...files[0]!, text: files[0]!.text.replace('string', 'number') };
    expect(ahead.answer([edited]).get(edited.path)).toEqual({ [files[0]!.asked[0]!.key]: false });
  });

  it('builds a project whose files come in one at a time twice, not once per file', () => {
    const root = makeTempDir('oracle-ahead');
    const types = ['string', 'number', "'a' | 'b'", 'boolean', 'string[]', '`x${number}`'];
    const files = types.map((type, index) => asking(root, `app/tool-${index}.ts`, type));
    writeTree(root, {
      'app/tsconfig.json': TSCONFIG,
      ...Object.fromEntries(files.map((file) => [path.relative(root, file.path), file.text])),
    });
    const ahead = new TypeOracleSession();
    for (const file of files) ahead.prepare([file]);
    const answers = ahead.answer(files);
    expect(files.map((file) => answers.get(file.path)?.[file.asked[0]!.key])).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
    // On the first file (the lib parsed while the reading goes on), then once for all six when asked.
    expect(ahead.stats).toMatchObject({ programs: 1, builds: 2 });
  });
});

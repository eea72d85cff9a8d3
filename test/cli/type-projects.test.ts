/**
 * A tsconfig whose `extends` cannot be read governs no project for the type oracle: without the
 * options it inherits, the checker would answer for another project (here `strict` missing, so a
 * `string | undefined` reads as a `string`). A file under such a config, or under a solution-style
 * config whose referenced config cannot be read, has its questions left unknown, with no program.
 */
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import { TypeProjects } from '../../cli/runner/type-projects';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

const TOOLS = 'declare const maybe: string | undefined;\nexport const text = maybe;\n';

/** The oracle's answer to "is `maybe` a string" in `root/tools.ts`, and what the session built. */
function askMaybe(root: string) {
  const file = path.join(root, 'tools.ts');
  const start = TOOLS.lastIndexOf('maybe');
  const question = { question: 'isString' as const, start, end: start + 'maybe'.length };
  const session = new TypeOracleSession();
  const key = `isString@${question.start}-${question.end}`;
  const answers = session.answer([{ path: file, text: TOOLS, asked: [{ key, question, answer: undefined }] }]);
  return { answer: answers.get(file)?.[key], stats: session.stats };
}

describe('a tsconfig whose extends cannot be read', () => {
  it('governs no project until what it extends is there, and then answers with the inherited options', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ extends: './base.json', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
    const unread = askMaybe(root);
    expect(unread.answer).toBeUndefined();
    expect(unread.stats).toMatchObject({ questions: 1, programs: 0, withoutProject: 1 });

    writeTree(root, { 'base.json': JSON.stringify({ compilerOptions: { strict: true } }) });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))?.options.strict).toBe(true);
    // With `strict` inherited, `string | undefined` is not a string; without it, the checker said it was.
    expect(askMaybe(root)).toMatchObject({ answer: false, stats: { programs: 1 } });
    writeTree(root, { 'base.json': JSON.stringify({ compilerOptions: {} }) });
    expect(askMaybe(root).answer).toBe(true);
  });

  it('governs no project when it extends a package that is not installed', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ extends: 'not-installed/tsconfig', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
  });

  it('leaves a file of a solution-style config unknown when a referenced config cannot be read', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
      'tsconfig.app.json': JSON.stringify({ extends: './missing.json', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
    writeTree(root, { 'missing.json': JSON.stringify({ compilerOptions: { strict: true } }) });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))?.configPath).toBe(
      path.join(root, 'tsconfig.app.json'),
    );
  });
});

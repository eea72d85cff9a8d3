/**
 * The type oracle's thread takes the lowest priority on Linux (cli/runner/type-oracle-thread.ts), so
 * that the cores go to the main thread first: read from /proc, the nice value of each thread of this
 * process before and after the oracle's worker starts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThreadOracle } from '../../cli/runner/type-oracle-client';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, requireBuiltCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

/** The nice value of each thread of this process (field 19 of /proc/self/task/<id>/stat). */
function niceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((task) => {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // A thread that ended meanwhile.
    }
  });
}

describe('the type oracle thread', () => {
  it.runIf(process.platform === 'linux')('runs at the lowest priority, and the main thread at its own', async () => {
    const root = makeTempDir('oracle-priority');
    const text = "export function label(): string {\n  return 'x';\n}\nexport const text = label();\n";
    writeTree(root, { 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }), 'tools.ts': text });
    const start = text.lastIndexOf('label()');
    const question: TypeQuestion = { question: 'isString', start, end: start + 'label()'.length };
    const asking = {
      path: path.join(root, 'tools.ts'),
      text,
      asked: [{ key: questionKey(question), question, answer: undefined }],
    };
    const before = niceValues().filter((nice) => nice === 19).length;
    const oracle = new ThreadOracle(path.join(__dirname, '..', '..', 'dist', 'cli', 'runner', 'type-oracle-thread.js'));
    oracle.prepare(asking);
    // Answered by the worker: it is running, at its priority, while asked.
    expect((await oracle.answer([asking])).get(asking.path)).toEqual({ [questionKey(question)]: true });
    expect(niceValues().filter((nice) => nice === 19).length).toBe(before + 1);
    await oracle.finish();
    expect(niceValues()[0]).toBe(0);
  });
});

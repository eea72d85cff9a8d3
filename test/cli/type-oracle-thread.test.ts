/**
 * The type oracle's own thread (cli/runner/type-oracle-client.ts): a worker that dies leaves
 * every question unknown, and the run neither hangs nor fails. (That a live one answers as
 * the session in this thread does: type-oracle.test.ts, by running the CLI both ways.)
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ThreadOracle } from '../../cli/runner/type-oracle-client';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs } from './support/temp-project';

afterAll(removeTempDirs);

const question: TypeQuestion = { question: 'isFrameworkInstance', kind: 'McpServer', start: 22, end: 28 };
const ASKING = {
  path: '/nowhere/src/server.ts',
  text: 'export const server = make();\n',
  asked: [{ key: questionKey(question), question, answer: undefined }],
};

describe('the type oracle in its own thread', () => {
  it('answers nothing, and does not hang, when its worker dies', async () => {
    const dir = makeTempDir('oracle-thread');
    const script = path.join(dir, 'dies.cjs');
    writeFileSync(script, 'process.exit(3);\n');
    const oracle = new ThreadOracle(script);
    oracle.prepare(ASKING);
    const answers = await oracle.answer([ASKING]);
    expect(answers.size).toBe(0);
    const stats = await oracle.finish();
    expect(stats.answered).toBe(0);
  });

  it('answers nothing, and does not hang, when its worker throws on start', async () => {
    const dir = makeTempDir('oracle-thread');
    const script = path.join(dir, 'throws.cjs');
    writeFileSync(script, "throw new Error('broken install');\n");
    const oracle = new ThreadOracle(script);
    expect((await oracle.answer([ASKING])).size).toBe(0);
    await oracle.finish();
  });
});

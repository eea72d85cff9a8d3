/**
 * The type oracle's answers for test cases, got as the runner gets them (pool.ts): run,
 * answer the open questions from each file's project, run again with the answers, for a
 * few rounds. One session for many cases builds one program per project.
 */
import { MAX_TYPE_ROUNDS, TypeOracleSession } from '../../../cli/runner/type-oracle-pass';
import type { AskedType, TypeAnswers } from '../../../transforms/lib/type-oracle';

export interface TypedCase<Result extends { askedTypes?: AskedType[] } = { askedTypes?: AskedType[] }> {
  path: string;
  text: string;
  /** The migration or eject of `text` with these answers: what it asked. */
  run(typeAnswers: TypeAnswers | undefined): Result;
}

export function settledTypeAnswers(
  cases: readonly TypedCase[],
  session = new TypeOracleSession(),
): Map<string, TypeAnswers> {
  const answers = new Map<string, Record<string, boolean>>();
  let round = cases;
  for (let pass = 0; pass < MAX_TYPE_ROUNDS && round.length > 0; pass += 1) {
    const asking = round.map((testCase) => ({
      path: testCase.path,
      text: testCase.text,
      asked: testCase.run(answers.get(testCase.path)).askedTypes ?? [],
    }));
    const fresh = session.answer(asking);
    for (const [file, found] of fresh) answers.set(file, { ...answers.get(file), ...found });
    round = round.filter((testCase) => fresh.has(testCase.path));
  }
  return answers;
}

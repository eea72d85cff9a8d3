/**
 * Multi-file fixtures: `__testfixtures__/consolidate/<case>/input/` is a project,
 * `expected/` the project after `consolidate` (no `expected/`: nothing may change);
 * `choices.json` holds the interactive picks (group key → index of the winning
 * definition), `outcome.json` which groups merge. Each case also runs again on its
 * expected tree: nothing more changes (idempotent). UPDATE_FIXTURES=1 rewrites `expected/`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTree, runFixture } from './support/run-fixture';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__', 'consolidate');
const update = process.env.UPDATE_FIXTURES === '1';
const scratch = path.join(os.tmpdir(), `stm-consolidate-fixtures-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy outside the repository: no .gitignore or package.json of ours around it. */
function copyOf(source: string, label: string): string {
  const target = path.join(scratch, label);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
  return target;
}

const readJson = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;

describe('consolidate fixtures', () => {
  const cases = existsSync(fixturesRoot) ? readdirNames(fixturesRoot) : [];
  it('has fixtures', () => expect(cases.length).toBeGreaterThan(0));

  for (const name of cases) {
    const caseDir = path.join(fixturesRoot, name);
    it(name, async () => {
      const picks = readJson<Record<string, number>>(path.join(caseDir, 'choices.json'), {});
      const root = copyOf(path.join(caseDir, 'input'), `${name}-input`);
      const { tree, plan } = await runFixture(root, picks);
      const where = path.relative(process.cwd(), root);
      const reasons = plan.notMerged.map(({ group, reason }) => ({
        key: group.key,
        reason: reason.split(where).join('<root>'),
      }));
      const expectedDir = path.join(caseDir, 'expected');
      if (update) {
        rmSync(expectedDir, { recursive: true, force: true });
        if (
          plan.files.size > 0 ||
          plan.created.size > 0 ||
          [...tree].some(([file, text]) => readTree(root).get(file) !== text)
        )
          for (const [file, text] of tree) {
            mkdirSync(path.dirname(path.join(expectedDir, file)), { recursive: true });
            writeFileSync(path.join(expectedDir, file), text);
          }
        writeFileSync(
          path.join(caseDir, 'outcome.json'),
          `${JSON.stringify(
            {
              merged: plan.merged.map((merged) => merged.group.key),
              notMerged: reasons,
            },
            null,
            2,
          )}\n`,
        );
      }
      const expected = existsSync(expectedDir) ? readTree(expectedDir) : readTree(path.join(caseDir, 'input'));
      expect(Object.fromEntries(tree)).toEqual(Object.fromEntries(expected));

      const outcome = readJson(path.join(caseDir, 'outcome.json'), {
        merged: [] as string[],
        notMerged: [] as { key: string; reason: string }[],
      });
      expect(plan.merged.map((merged) => merged.group.key)).toEqual(outcome.merged);
      expect(reasons).toEqual(outcome.notMerged);

      // Idempotent: consolidating the expected tree again changes nothing.
      const again = await runFixture(
        copyOf(existsSync(expectedDir) ? expectedDir : path.join(caseDir, 'input'), `${name}-again`),
        picks,
      );
      expect(again.plan.merged).toEqual([]);
      expect(again.plan.files.size).toBe(0);
      expect(again.plan.created.size).toBe(0);
    });
  }
});

function readdirNames(directory: string): string[] {
  return [...readTree(directory).keys()]
    .map((file) => file.split('/')[0]!)
    .filter((value, index, all) => all.indexOf(value) === index)
    .sort();
}

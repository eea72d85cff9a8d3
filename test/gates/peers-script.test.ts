/**
 * The peers check's judgement (scripts/peers): how it counts a gate's errors from the tools' own
 * summaries, and how it compares a gate before and after the migration. The whole check runs
 * public projects (npm run peers); these pieces are tested here on the tools' real output shapes.
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/support/temp-project';

// Plain .mjs modules (scripts run by node), loaded at run time.
const load = (name: string) => import(pathToFileURL(path.join(repoRoot, 'scripts', 'peers', name)).href);
let errors: any;
let verdicts: any;

beforeAll(async () => {
  errors = await load('errors.mjs');
  verdicts = await load('verdict.mjs');
});

const failed = (output: string) => ({ code: 1, timedOut: false, output });

describe('countErrors', () => {
  it('is 0 for a gate that passed, whatever it printed', () => {
    expect(errors.countErrors({ code: 0, timedOut: false, output: 'error TS1: x' })).toEqual({ count: 0 });
  });

  it('counts tsc diagnostics', () => {
    const output = [
      'src/a.ts(1,2): error TS2835: Relative import paths need explicit file extensions.',
      "src/b.ts(3,4): error TS7031: Binding element 'city' implicitly has an 'any' type.",
    ].join('\n');
    expect(errors.countErrors(failed(output))).toEqual({ count: 2, tool: 'tsc' });
  });

  it("reads ESLint's, Biome's, vitest's and jest's summaries", () => {
    expect(errors.countErrors(failed('✖ 12 problems (10 errors, 2 warnings)')).count).toBe(10);
    expect(
      errors.countErrors(failed('Checked 5 files in 56ms. No fixes applied.\nFound 2 errors.\nFound 25 warnings.'))
        .count,
    ).toBe(2);
    expect(
      errors.countErrors(failed(' Test Files  3 failed | 9 passed (12)\n      Tests  17 failed | 80 passed (97)'))
        .count,
    ).toBe(17);
    expect(errors.countErrors(failed('Tests:       2 failed, 40 passed, 42 total')).count).toBe(2);
  });

  it("counts Prettier's unformatted files, not its closing line", () => {
    const output =
      '[warn] src/tools/a.ts\n[warn] std-tool.ts\n[warn] Code style issues found in 2 files. Run Prettier with --write to fix.';
    expect(errors.countErrors(failed(output))).toEqual({ count: 2, tool: 'prettier' });
  });

  it('leaves the count unknown when no summary is recognised', () => {
    expect(errors.countErrors(failed('TypeError: x.union is not a function')).count).toBeUndefined();
  });
});

describe('errorSignatures', () => {
  it('drops positions, so a moved error keeps its signature', () => {
    expect(errors.errorSignatures('src/a.ts(10,3): error TS2345: Bad argument.\nnoise')).toEqual([
      'src/a.ts: TS2345: Bad argument.',
    ]);
  });

  it('elides object type literals, whose property order tsc prints as declared', () => {
    const before =
      "w.ts(3,5): error TS2322: Type 'void | { a: string; b: { c: number; }; }' is not assignable to type 'object'.";
    const after =
      "w.ts(9,5): error TS2322: Type 'void | { b: { c: number; }; a: string; }' is not assignable to type 'object'.";
    expect(errors.errorSignatures(before)).toEqual(errors.errorSignatures(after));
    expect(errors.errorSignatures(after)).toEqual([
      "w.ts: TS2322: Type 'void | {…}' is not assignable to type 'object'.",
    ]);
  });
});

describe('verdict', () => {
  const pass = { passed: true, errors: 0, signatures: [] };
  const fail = (count: number | undefined, signatures: string[] = []) => ({ passed: false, errors: count, signatures });

  it('compares pass and fail first', () => {
    expect(verdicts.verdict(pass, pass)).toBe('same');
    expect(verdicts.verdict(pass, fail(1))).toBe('regressed');
    expect(verdicts.verdict(fail(1), pass)).toBe('improved');
  });

  it('then the error counts', () => {
    expect(verdicts.verdict(fail(2), fail(3))).toBe('regressed');
    expect(verdicts.verdict(fail(3), fail(2))).toBe('improved');
    expect(verdicts.verdict(fail(2), fail(2))).toBe('same');
    expect(verdicts.verdict(fail(undefined), fail(2))).toBe('same (both fail)');
  });

  it('calls fewer errors of which some are new "changed", not "improved"', () => {
    const before = fail(2, ['a.ts: TS1: x', 'a.ts: TS2: y']);
    expect(verdicts.verdict(before, fail(1, ['a.ts: TS3: z']))).toBe('changed (1 new)');
    expect(verdicts.verdict(before, fail(1, ['a.ts: TS2: y']))).toBe('improved');
  });
});

/**
 * Issue 16's gate matrix: a project's own CI must be exactly as green after
 * `std-tool-migrate . --yes --format` as before. One small project per framework
 * (test/gates/projects/<framework>), each with every strict tsconfig flag, in two flavours:
 * Prettier (double quotes) + ESLint (typescript-eslint recommended), and Biome (recommended lint
 * + format). Each gate passes before the migration (checked here too), so a failure after it is the
 * migration's doing; the messages carry the tool's exact output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkIds } from '../../transforms/frameworks';
import { removeTempDirs, requireBuiltCli } from '../cli/support/temp-project';
import {
  failureMessage,
  formatCheck,
  lint,
  migrate,
  moreProblems,
  sameCodeFormattingAside,
  setUpProject,
  typeAndDeclarationCheck,
  typeAwareLint,
  type Flavour,
  type Migration,
  type ToolRun,
  type TypedLint,
} from './support/gate-project';

// Every framework: one without a project in test/gates/projects/ fails in setUpProject.
const FRAMEWORKS = frameworkIds;
const FLAVOURS: Flavour[] = ['prettier', 'biome'];

interface Outcome {
  dir: string;
  before: { format: ToolRun; lint: ToolRun };
  migration: Migration;
  after: { tsc: ToolRun; format: ToolRun; lint: ToolRun; declarations: ToolRun };
}

interface FrameworkOutcome {
  flavours: Map<Flavour, Outcome>;
  tscBefore: ToolRun;
  declarationsBefore: ToolRun;
  /** The type-aware lint does not depend on the flavour: in the first, before and after. */
  typedBefore: TypedLint;
  typedAfter: TypedLint;
}

function expectPass(run: ToolRun, context = ''): void {
  expect(run.code, failureMessage(run, context)).toBe(0);
}

/** The migration must have rewritten something, or the gates after it measure nothing. */
function expectMigrated(outcome: Outcome): void {
  const { run, changed } = outcome.migration;
  expect(
    changed.length,
    `the migration changed no file, so this gate measures nothing.\n${failureMessage(run)}`,
  ).toBeGreaterThan(0);
}

afterAll(removeTempDirs);

const outcomes = new Map<string, FrameworkOutcome>();

/**
 * Every framework's projects are set up, checked, migrated and checked again here, so that the type-aware lint runs
 * once over all of them before the migration and once after (one ESLint run each time, not one per project).
 */
beforeAll(async () => {
  requireBuiltCli();
  const dirs = new Map(
    FRAMEWORKS.map((framework) => [
      framework,
      new Map(FLAVOURS.map((flavour) => [flavour, setUpProject(framework, flavour)] as const)),
    ]),
  );
  const typedDirs = FRAMEWORKS.map((framework) => dirs.get(framework)!.get(FLAVOURS[0])!);
  const typedBefore = await typeAwareLint(typedDirs);
  const checked = new Map<string, Omit<FrameworkOutcome, 'typedBefore' | 'typedAfter'>>();
  for (const framework of FRAMEWORKS) {
    const flavours = new Map<Flavour, Outcome>();
    // The type-check does not depend on the flavour: once per framework before the migration, one tsc program for
    // the types and the declarations (as after it).
    const { types: tscBefore, declarations: declarationsBefore } = typeAndDeclarationCheck(
      dirs.get(framework)!.get(FLAVOURS[0])!,
    );
    for (const flavour of FLAVOURS) {
      const dir = dirs.get(framework)!.get(flavour)!;
      const before = { format: formatCheck(dir, flavour), lint: await lint(dir, flavour) };
      const migration = migrate(dir);
      // A second flavour whose migration wrote the first's code, formatting aside, type-checks as the first did.
      const first = flavours.get(FLAVOURS[0]);
      const { types, declarations } =
        first && sameCodeFormattingAside(first.dir, dir)
          ? { types: first.after.tsc, declarations: first.after.declarations }
          : typeAndDeclarationCheck(dir);
      const after = { tsc: types, format: formatCheck(dir, flavour), lint: await lint(dir, flavour), declarations };
      flavours.set(flavour, { dir, before, migration, after });
    }
    checked.set(framework, { flavours, tscBefore, declarationsBefore });
  }
  const typedAfter = await typeAwareLint(typedDirs);
  for (const [index, framework] of FRAMEWORKS.entries()) {
    const typed = typedDirs[index]!;
    outcomes.set(framework, {
      ...checked.get(framework)!,
      typedBefore: typedBefore.get(typed)!,
      typedAfter: typedAfter.get(typed)!,
    });
  }
}, 1_200_000);

describe.each(FRAMEWORKS)('%s project, strict tsconfig', (framework) => {
  const outcome = () => outcomes.get(framework)!;
  const tscBefore = () => outcome().tscBefore;
  const declarationsBefore = () => outcome().declarationsBefore;

  it('type-checks before the migration (the fixture itself is sound)', () => {
    expectPass(tscBefore(), ' before the migration');
  });

  it('emits declaration files before the migration (built as a library)', () => {
    expectPass(declarationsBefore(), ' before the migration');
  });

  it("adds no problem to typescript-eslint's strictTypeChecked lint (type-aware; the adapter module included)", () => {
    const { typedBefore, typedAfter, flavours } = outcome();
    expectMigrated(flavours.get(FLAVOURS[0])!);
    expect(typedBefore.byRule['ESLint did not run'], failureMessage(typedBefore.run)).toBeUndefined();
    expect(typedAfter.byRule['ESLint did not run'], failureMessage(typedAfter.run)).toBeUndefined();
    // The lint read this project: every fixture has an `async` execute without `await`, on purpose.
    expect(typedBefore.byRule['@typescript-eslint/require-await'], failureMessage(typedBefore.run)).toBeGreaterThan(0);
    const shown = `its problems after the migration:\n${typedAfter.problems.join('\n')}`;
    expect(moreProblems(typedBefore.byRule, typedAfter.byRule), shown).toEqual([]);
  });

  describe.each(FLAVOURS)('%s flavour', (flavour) => {
    const flavourOutcome = () => outcome().flavours.get(flavour)!;

    it('passes the formatter check and the linter before the migration', () => {
      expectPass(flavourOutcome().before.format, ' before the migration');
      expectPass(flavourOutcome().before.lint, ' before the migration');
    });

    it('is migrated by --yes --format (exit 0, the flag known, files changed)', () => {
      const { run, formatFlagAccepted } = flavourOutcome().migration;
      expect(formatFlagAccepted, `this CLI build rejects --format:\n${run.output}`).toBe(true);
      expectPass(run);
      expectMigrated(flavourOutcome());
    });

    it('type-checks after the migration (tsc --noEmit, every strict flag)', () => {
      expectMigrated(flavourOutcome());
      expectPass(flavourOutcome().after.tsc, ' after the migration');
    });

    it('emits declaration files after the migration (every exported tool type can be named)', () => {
      expectMigrated(flavourOutcome());
      expectPass(flavourOutcome().after.declarations, ' after the migration');
    });

    it('passes the formatter check after the migration', () => {
      expectMigrated(flavourOutcome());
      expectPass(flavourOutcome().after.format, ' after the migration');
    });

    it('passes the linter after the migration', () => {
      expectMigrated(flavourOutcome());
      expectPass(flavourOutcome().after.lint, ' after the migration');
    });
  });
});

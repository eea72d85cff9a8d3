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
} from './support/gate-project';

// Every framework: one without a project in test/gates/projects/ fails in setUpProject.
const FRAMEWORKS = frameworkIds;
const FLAVOURS: Flavour[] = ['prettier', 'biome'];

interface Outcome {
  dir: string;
  before: { format: ToolRun; lint: ToolRun; typed?: ReturnType<typeof typeAwareLint> };
  migration: Migration;
  after: {
    tsc: ToolRun;
    format: ToolRun;
    lint: ToolRun;
    declarations: ToolRun;
    typed?: ReturnType<typeof typeAwareLint>;
  };
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

describe.each(FRAMEWORKS)('%s project, strict tsconfig', (framework) => {
  const outcomes = new Map<Flavour, Outcome>();
  let tscBefore: ToolRun;
  let declarationsBefore: ToolRun;

  beforeAll(() => {
    requireBuiltCli();
    for (const flavour of FLAVOURS) {
      const dir = setUpProject(framework, flavour);
      // The type-check does not depend on the flavour: once per framework before the migration, one tsc program
      // for the types and the declarations (as after it).
      if (flavour === FLAVOURS[0])
        ({ types: tscBefore, declarations: declarationsBefore } = typeAndDeclarationCheck(dir));
      // The type-aware lint does not depend on the flavour either: once, in the first.
      const typed = flavour === FLAVOURS[0];
      const before = {
        format: formatCheck(dir, flavour),
        lint: lint(dir, flavour),
        ...(typed && { typed: typeAwareLint(dir) }),
      };
      const migration = migrate(dir);
      // A second flavour whose migration wrote the first's code, formatting aside, type-checks as the first did.
      const first = outcomes.get(FLAVOURS[0]);
      const { types, declarations } =
        first && sameCodeFormattingAside(first.dir, dir)
          ? { types: first.after.tsc, declarations: first.after.declarations }
          : typeAndDeclarationCheck(dir);
      const after = {
        tsc: types,
        format: formatCheck(dir, flavour),
        lint: lint(dir, flavour),
        declarations,
        ...(typed && { typed: typeAwareLint(dir) }),
      };
      outcomes.set(flavour, { dir, before, migration, after });
    }
  }, 600_000);

  it('type-checks before the migration (the fixture itself is sound)', () => {
    expectPass(tscBefore, ' before the migration');
  });

  it('emits declaration files before the migration (built as a library)', () => {
    expectPass(declarationsBefore, ' before the migration');
  });

  it("adds no problem to typescript-eslint's strictTypeChecked lint (type-aware; the adapter module included)", () => {
    const { before, after } = outcomes.get(FLAVOURS[0])!;
    expectMigrated(outcomes.get(FLAVOURS[0])!);
    expect(before.typed!.byRule['no JSON from ESLint'], failureMessage(before.typed!.run)).toBeUndefined();
    const shown = `its problems after the migration:\n${after.typed!.problems.join('\n')}`;
    expect(moreProblems(before.typed!.byRule, after.typed!.byRule), shown).toEqual([]);
  });

  describe.each(FLAVOURS)('%s flavour', (flavour) => {
    const outcome = () => outcomes.get(flavour)!;

    it('passes the formatter check and the linter before the migration', () => {
      expectPass(outcome().before.format, ' before the migration');
      expectPass(outcome().before.lint, ' before the migration');
    });

    it('is migrated by --yes --format (exit 0, the flag known, files changed)', () => {
      const { run, formatFlagAccepted } = outcome().migration;
      expect(formatFlagAccepted, `this CLI build rejects --format:\n${run.output}`).toBe(true);
      expectPass(run);
      expectMigrated(outcome());
    });

    it('type-checks after the migration (tsc --noEmit, every strict flag)', () => {
      expectMigrated(outcome());
      expectPass(outcome().after.tsc, ' after the migration');
    });

    it('emits declaration files after the migration (every exported tool type can be named)', () => {
      expectMigrated(outcome());
      expectPass(outcome().after.declarations, ' after the migration');
    });

    it('passes the formatter check after the migration', () => {
      expectMigrated(outcome());
      expectPass(outcome().after.format, ' after the migration');
    });

    it('passes the linter after the migration', () => {
      expectMigrated(outcome());
      expectPass(outcome().after.lint, ' after the migration');
    });
  });
});

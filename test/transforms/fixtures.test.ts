/**
 * Fixture cases: `__testfixtures__/<transform>/<NN>-<case>.input.<ext>`, an optional
 * `<NN>-<case>.output.<ext>` (none: the input must come back unchanged) and a required
 * `<NN>-<case>.diagnostics.json`, the diagnostics the case reports as `"<line>:<code>"`
 * (codes from transforms/lib/diagnostic-catalogue.ts; `[]` for none), sorted by line.
 *
 * Each case is compared exactly, run again on its output (idempotency), and its input,
 * expected and actual output must parse with Babel (the engine's parser) and with
 * TypeScript's own parser. Every folder must be a transform, every file must belong to
 * a case, and case numbers are unique within a folder.
 *
 * A case whose front end asks the type oracle what syntax cannot tell gets the answers a run
 * would: every case's open questions are answered together, as the runner answers them,
 * by one TypeScript program of this repository's tsconfig and packages (cli/runner/type-oracle-pass.ts).
 *
 * UPDATE_FIXTURES=1 rewrites the expected outputs and diagnostics (review the diff).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TypeAnswers } from '../../transforms/lib/type-oracle';
import { isDiagnosticCode } from '../../transforms/lib/diagnostic-catalogue';
import type { Diagnostic } from '../../transforms/lib/diagnostics';
import { transformSource } from '../../transforms/lib/engine';
import { parseErrorOf } from '../../transforms/lib/parse';
import { frontEndsById } from '../../transforms/registry';
import { settledTypeAnswers } from './support/type-answers';
import { typeScriptSyntaxErrors } from './support/typescript-parse';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__');
const update = process.env.UPDATE_FIXTURES === '1';

/** Fixture folders that belong to another test, not to a transform. */
const OTHER_FIXTURE_FOLDERS = new Set(['consolidate', 'eject']);

const CASE_FILE = /^(?<case>(?<number>\d+)-[a-z0-9-]+)\.(?<role>input|output)\.(?<extension>[a-z]+)$/;
const DIAGNOSTICS_FILE = /^(?<case>(?<number>\d+)-[a-z0-9-]+)\.diagnostics\.json$/;
/** A module the case's input imports (`./<NN>-<case>.module`): code of the project beside it, not a case. */
const MODULE_FILE = /^(?<case>(?<number>\d+)-[a-z0-9-]+)\.module\.[a-z]+$/;

const isTransform = (folder: string): folder is keyof typeof frontEndsById => Object.hasOwn(frontEndsById, folder);

/** `"12:no-execute"`, in the order the files list them: by line, then by code. */
function diagnosticEntries(diagnostics: readonly Diagnostic[]): string[] {
  return [...diagnostics]
    .sort((a, b) => a.line - b.line || a.reason.localeCompare(b.reason))
    .map((diagnostic) => `${diagnostic.line}:${diagnostic.reason}`);
}

function expectParses(text: string, fileName: string, what: string): void {
  expect(parseErrorOf(text, fileName), `${what} parses (Babel)`).toBeUndefined();
  expect(typeScriptSyntaxErrors(text, fileName), `${what} parses (TypeScript)`).toEqual([]);
}

const folders = readdirSync(fixturesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('fixture folders', () => {
  it.each(folders)('%s is a transform (or a known folder of another test)', (folder) => {
    expect(isTransform(folder) || OTHER_FIXTURE_FOLDERS.has(folder)).toBe(true);
  });
});

/** The oracle's answers per input file, for every case that asked (one program for all). */
let typeAnswers = new Map<string, TypeAnswers>();

beforeAll(() => {
  const cases = folders.filter(isTransform).flatMap((transform) => {
    const directory = path.join(fixturesRoot, transform);
    return readdirSync(directory)
      .filter((file) => CASE_FILE.exec(file)?.groups?.role === 'input')
      .map((file) => {
        const inputPath = path.join(directory, file);
        const text = readFileSync(inputPath, 'utf8');
        return {
          path: inputPath,
          text,
          run: (answers: TypeAnswers | undefined) =>
            transformSource(text, inputPath, [frontEndsById[transform]], { typeAnswers: answers }),
        };
      });
  });
  typeAnswers = settledTypeAnswers(cases);
}, 180_000);

for (const transform of folders.filter(isTransform)) {
  const frontEnd = frontEndsById[transform];
  const directory = path.join(fixturesRoot, transform);
  const files = readdirSync(directory).sort();
  const inputs = files.filter((file) => CASE_FILE.exec(file)?.groups?.role === 'input');

  describe(`${transform} fixtures`, () => {
    it('has fixtures', () => expect(inputs.length).toBeGreaterThan(0));

    it('names every file <NN>-<case>.input|output|module.<ext> or <NN>-<case>.diagnostics.json, for a case with an input', () => {
      const cases = new Set(inputs.map((file) => CASE_FILE.exec(file)!.groups!.case));
      const strays = files.filter((file) => {
        const match = CASE_FILE.exec(file) ?? DIAGNOSTICS_FILE.exec(file) ?? MODULE_FILE.exec(file);
        return !match || !cases.has(match.groups!.case!);
      });
      expect(strays).toEqual([]);
    });

    it('numbers each case uniquely', () => {
      // Compared as numbers: `5-a` and `05-b` are the same case number.
      const numbers = inputs.map((file) => Number(CASE_FILE.exec(file)!.groups!.number));
      const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
      expect(repeated).toEqual([]);
    });

    for (const inputFile of inputs) {
      const { case: caseName, extension } = CASE_FILE.exec(inputFile)!.groups!;
      const inputPath = path.join(directory, inputFile);
      const outputPath = path.join(directory, `${caseName}.output.${extension}`);
      const diagnosticsPath = path.join(directory, `${caseName}.diagnostics.json`);
      // A JavaScript module's project has a JavaScript adapter module (Node could not load a .ts one).
      const adapterFile = /^[mc]js$/.test(extension!) ? 'std-tool.js' : 'std-tool.ts';
      const options = { adapterPath: path.join(directory, adapterFile) };

      it(caseName!, () => {
        const input = readFileSync(inputPath, 'utf8');
        expectParses(input, inputPath, 'input');
        const result = transformSource(input, inputPath, [frontEnd], {
          ...options,
          typeAnswers: typeAnswers.get(inputPath),
        });
        expect(result.error, 'no error').toBeUndefined();
        const actual = result.output ?? input;
        expectParses(actual, inputPath, 'actual output');

        if (update && result.output !== undefined) writeFileSync(outputPath, actual);
        const expected = existsSync(outputPath) ? readFileSync(outputPath, 'utf8') : input;
        expectParses(expected, inputPath, 'expected output');
        expect(actual).toBe(expected);

        const again = transformSource(expected, outputPath, [frontEnd], options);
        expect(again.error).toBeUndefined();
        expect(again.output, 'idempotent: a second run changes nothing').toBeUndefined();

        const reported = diagnosticEntries(result.diagnostics);
        if (update) writeFileSync(diagnosticsPath, `${JSON.stringify(reported, null, 2)}\n`);
        expect(existsSync(diagnosticsPath), `${caseName}.diagnostics.json exists ([] for none)`).toBe(true);
        const expectedDiagnostics = JSON.parse(readFileSync(diagnosticsPath, 'utf8')) as string[];
        const unknownCodes = expectedDiagnostics.filter((entry) => !isDiagnosticCode(entry.replace(/^\d+:/, '')));
        expect(unknownCodes, 'codes of the diagnostic catalogue').toEqual([]);
        expect(reported).toEqual(expectedDiagnostics);
      });
    }
  });
}

/**
 * Eject fixtures: `__testfixtures__/eject/<NN>-<case>.input.<ext>` (code as the migration
 * leaves it), `<case>.output.<ext>` (none: nothing to eject), `<case>.diagnostics.json`
 * (`"<line>:<code>"` of what is left alone) and an optional `<case>.options.json`
 * (`frameworks`, `frameworkVersions`). Each case is compared exactly, must parse, and is
 * ejected again (idempotency: nothing left to do). What a case asks the type oracle (an MCP
 * result's type) is answered as `eject` answers it, by this repository's tsconfig and packages
 * with the adapter module beside the case (support/eject-type-answers.ts).
 *
 * UPDATE_FIXTURES=1 rewrites the expected outputs and diagnostics (review the diff).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ejectSource, type EjectOptions } from '../../transforms/eject';
import { parseErrorOf } from '../../transforms/lib/parse';
import type { TypeAnswers } from '../../transforms/lib/type-oracle';
import { ejectTypeAnswers } from './support/eject-type-answers';
import { typeScriptSyntaxErrors } from './support/typescript-parse';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'eject');
const update = process.env.UPDATE_FIXTURES === '1';
const CASE_FILE = /^(?<case>\d+-[a-z0-9-]+)\.(?<role>input|output)\.(?<extension>[a-z]+)$/;

const files = readdirSync(directory).sort();
const inputs = files.filter((file) => CASE_FILE.exec(file)?.groups?.role === 'input');

function expectParses(text: string, fileName: string, what: string): void {
  expect(parseErrorOf(text, fileName), `${what} parses (Babel)`).toBeUndefined();
  expect(typeScriptSyntaxErrors(text, fileName), `${what} parses (TypeScript)`).toEqual([]);
}

const optionsOf = (caseName: string): EjectOptions => {
  const optionsPath = path.join(directory, `${caseName}.options.json`);
  return existsSync(optionsPath) ? (JSON.parse(readFileSync(optionsPath, 'utf8')) as EjectOptions) : {};
};

let typeAnswers = new Map<string, TypeAnswers>();
beforeAll(() => {
  typeAnswers = ejectTypeAnswers(
    inputs.map((file) => ({
      path: path.join(directory, file),
      text: readFileSync(path.join(directory, file), 'utf8'),
      options: optionsOf(CASE_FILE.exec(file)!.groups!.case!),
    })),
    'fixtures',
  );
}, 120_000);

describe('eject fixtures', () => {
  it('has fixtures, each file belonging to a case', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(10);
    const cases = new Set(inputs.map((file) => CASE_FILE.exec(file)!.groups!.case));
    const strays = files.filter(
      (file) => !cases.has(file.replace(/\.(input|output)\.[a-z]+$|\.(diagnostics|options)\.json$/, '')),
    );
    expect(strays).toEqual([]);
  });

  for (const inputFile of inputs) {
    const { case: caseName, extension } = CASE_FILE.exec(inputFile)!.groups!;
    const inputPath = path.join(directory, inputFile);
    const outputPath = path.join(directory, `${caseName}.output.${extension}`);
    const diagnosticsPath = path.join(directory, `${caseName}.diagnostics.json`);

    it(caseName!, () => {
      const options = { ...optionsOf(caseName!), typeAnswers: typeAnswers.get(inputPath) };
      const input = readFileSync(inputPath, 'utf8');
      expectParses(input, inputPath, 'input');
      const result = ejectSource(input, inputPath, options);
      expect(result.error).toBeUndefined();
      const actual = result.output ?? input;
      expectParses(actual, inputPath, 'actual output');
      if (update && result.output !== undefined) writeFileSync(outputPath, actual);
      const expected = existsSync(outputPath) ? readFileSync(outputPath, 'utf8') : input;
      expect(actual).toBe(expected);

      const again = ejectSource(expected, outputPath, options);
      expect(again.error).toBeUndefined();
      expect(again.output, 'idempotent: a second eject changes nothing').toBeUndefined();

      const reported = result.diagnostics.map((diagnostic) => `${diagnostic.line}:${diagnostic.code}`);
      if (update) writeFileSync(diagnosticsPath, `${JSON.stringify(reported, null, 2)}\n`);
      expect(JSON.parse(readFileSync(diagnosticsPath, 'utf8'))).toEqual(reported);
    });
  }
});

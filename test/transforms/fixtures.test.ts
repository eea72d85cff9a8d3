/**
 * Fixture pairs: `__testfixtures__/<transform>/<case>.input.<ext>` and
 * `<case>.output.<ext>` (no output file: the input must come back unchanged). Each pair
 * is compared exactly, run again on the output (idempotency), and input, expected and
 * actual must all parse. An optional `<case>.diagnostics.json` lists the diagnostic
 * reasons the case must report. UPDATE_FIXTURES=1 rewrites the expected outputs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { parseErrorOf } from '../../transforms/lib/parse';
import { frontEndsById } from '../../transforms/registry';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__');
const update = process.env.UPDATE_FIXTURES === '1';

for (const transform of readdirSync(fixturesRoot)) {
  const frontEnd = frontEndsById[transform as keyof typeof frontEndsById];
  if (!frontEnd) continue;
  const directory = path.join(fixturesRoot, transform);
  const inputs = readdirSync(directory)
    .filter((file) => /\.input\.[a-z]+$/.test(file))
    .sort();

  describe(`${transform} fixtures`, () => {
    it('has fixtures', () => expect(inputs.length).toBeGreaterThan(0));

    for (const inputFile of inputs) {
      const caseName = inputFile.replace(/\.input\.[a-z]+$/, '');
      const extension = inputFile.split('.').pop()!;
      const inputPath = path.join(directory, inputFile);
      const outputPath = path.join(directory, `${caseName}.output.${extension}`);
      const diagnosticsPath = path.join(directory, `${caseName}.diagnostics.json`);
      const options = { adapterPath: path.join(directory, 'std-tool.ts') };

      it(caseName, () => {
        const input = readFileSync(inputPath, 'utf8');
        expect(parseErrorOf(input, inputPath), 'input parses').toBeUndefined();
        const result = transformSource(input, inputPath, [frontEnd], options);
        expect(result.error, 'no error').toBeUndefined();
        const actual = result.output ?? input;
        expect(parseErrorOf(actual, inputPath), 'actual output parses').toBeUndefined();

        if (update && result.output !== undefined) writeFileSync(outputPath, actual);
        const expected = existsSync(outputPath) ? readFileSync(outputPath, 'utf8') : input;
        expect(parseErrorOf(expected, inputPath), 'expected output parses').toBeUndefined();
        expect(actual).toBe(expected);

        const again = transformSource(expected, outputPath, [frontEnd], options);
        expect(again.error).toBeUndefined();
        expect(again.output, 'idempotent: a second run changes nothing').toBeUndefined();

        if (existsSync(diagnosticsPath)) {
          const expectedReasons = JSON.parse(readFileSync(diagnosticsPath, 'utf8')) as string[];
          expect(result.diagnostics.map((diagnostic) => diagnostic.reason).sort()).toEqual([...expectedReasons].sort());
        }
      });
    }
  });
}

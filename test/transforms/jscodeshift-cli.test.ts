/**
 * The built transform runs through the plain jscodeshift CLI (`jscodeshift -t
 * dist/transforms/ai-sdk.js <dir>`) and gives the same output as our engine.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { transformSource } from '../../transforms/lib/engine';

const root = path.join(__dirname, '..', '..');
const builtTransform = path.join(root, 'dist', 'transforms', 'ai-sdk.js');
const fixtures = path.join(root, '__testfixtures__', 'ai-sdk');
let workDirectory: string;

beforeAll(() => {
  expect(existsSync(builtTransform), 'run `npm run build` first (npm test does)').toBe(true);
  workDirectory = mkdtempSync(path.join(root, '.tmp-jscodeshift-'));
  for (const file of readdirSync(fixtures).filter((name) => name.includes('.input.'))) {
    cpSync(path.join(fixtures, file), path.join(workDirectory, file));
  }
});

afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

describe('jscodeshift CLI', () => {
  it('runs the built ai-sdk transform on a folder with the same result as the engine', () => {
    const inputs = readdirSync(workDirectory).sort();
    const originals = new Map(inputs.map((file) => [file, readFileSync(path.join(workDirectory, file), 'utf8')]));
    const adapterPath = path.join(workDirectory, 'std-tool.ts');
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'jscodeshift', 'bin', 'jscodeshift.js'),
        '-t',
        builtTransform,
        '--extensions=ts,tsx,js,cjs,mts',
        `--adapterPath=${adapterPath}`,
        '--fail-on-error',
        workDirectory,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 errors/);

    let changed = 0;
    for (const file of inputs) {
      const filePath = path.join(workDirectory, file);
      const expected = transformSource(originals.get(file)!, filePath, [aiSdkFrontEnd], { adapterPath });
      const actual = readFileSync(filePath, 'utf8');
      expect(actual, file).toBe(expected.output ?? originals.get(file));
      if (expected.output !== undefined) changed += 1;
    }
    expect(changed).toBeGreaterThanOrEqual(20);
  });
});

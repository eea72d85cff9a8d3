/** `--format`'s guard: a file that a lint fix left unparsable gets its text from before the fixes back. */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from './support/temp-project';
import { textsBeforeFixes, undoFixesThatBreakParsing } from '../../cli/lint-fix-guard';

afterAll(removeTempDirs);

describe('undoFixesThatBreakParsing', () => {
  it('restores only the files the fixes broke', () => {
    const dir = makeTempDir('lint-fix-guard');
    const [broken, fixed, unparsable] = ['broken.ts', 'fixed.ts', 'unparsable.ts'].map((name) => path.join(dir, name));
    writeFileSync(broken!, "interface S { readonly '~standard': 1 }\n");
    writeFileSync(fixed!, "const a = 'x';\n");
    writeFileSync(unparsable!, 'const = ;\n');
    const before = textsBeforeFixes([broken!, fixed!, unparsable!, path.join(dir, 'gone.ts')]);
    writeFileSync(broken!, 'interface S { readonly `~standard`: 1 }\n');
    writeFileSync(fixed!, 'const a = `x`;\n');
    writeFileSync(unparsable!, 'const = `x`;\n');
    expect(undoFixesThatBreakParsing(before)).toEqual([broken]);
    expect(readFileSync(broken!, 'utf8')).toBe("interface S { readonly '~standard': 1 }\n");
    expect(readFileSync(fixed!, 'utf8')).toBe('const a = `x`;\n');
    // It did not parse before the fixes either: not ours to restore.
    expect(readFileSync(unparsable!, 'utf8')).toBe('const = `x`;\n');
  });
});

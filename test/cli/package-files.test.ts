import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharePackageFiles } from '../../cli/runner/package-files';

const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022 };
const host = () => sharePackageFiles(ts.createCompilerHost(options, true), options);
const lib = path.join(path.dirname(require.resolve('typescript')), 'lib.es5.d.ts');
const own = path.join(__dirname, 'package-files.test.ts');

describe('sharePackageFiles: the type oracle parses a package file once per run', () => {
  it('gives every program built with it the same parsed lib file', () => {
    const first = host().getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false);
    const second = host().getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('shares a declaration file between projects that differ only in what makes a source file a module', () => {
    const jsx = { ...options, jsx: ts.JsxEmit.ReactJSX, moduleDetection: ts.ModuleDetectionKind.Force };
    const first = host().getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false);
    const other = sharePackageFiles(ts.createCompilerHost(jsx, true), jsx);
    expect(other.getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false)).toBe(first);
  });

  it('parses again for another target, and never shares a file outside node_modules', () => {
    const es2022 = host().getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false);
    expect(host().getSourceFile(lib, ts.ScriptTarget.ES5, undefined, false)).not.toBe(es2022);
    const first = host().getSourceFile(own, ts.ScriptTarget.ES2022, undefined, false);
    expect(host().getSourceFile(own, ts.ScriptTarget.ES2022, undefined, false)).not.toBe(first);
  });
});

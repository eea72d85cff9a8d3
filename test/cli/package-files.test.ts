import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharePackageFiles } from '../../cli/runner/package-files';

const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022 };
const host = () => sharePackageFiles(ts.createCompilerHost(options, true), options);
const lib = path.join(path.dirname(require.resolve('typescript')), 'lib.es5.d.ts');
const own = path.join(__dirname, 'package-files.test.ts');

/** A program of `source` with these settings, its package files shared (or not): its diagnostics' texts. */
function diagnosticsOf(source: string, settings: ts.CompilerOptions, shared: boolean): string[] {
  const base = ts.createCompilerHost(settings, true);
  const program = ts.createProgram([source], settings, shared ? sharePackageFiles(base, settings) : base);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

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

  it('shares an ASCII declaration file between targets, and never a file outside node_modules', () => {
    const es2022 = host().getSourceFile(lib, ts.ScriptTarget.ES2022, undefined, false);
    expect(host().getSourceFile(lib, ts.ScriptTarget.ES5, undefined, false)).toBe(es2022);
    const first = host().getSourceFile(own, ts.ScriptTarget.ES2022, undefined, false);
    expect(host().getSourceFile(own, ts.ScriptTarget.ES2022, undefined, false)).not.toBe(first);
  });

  it('parses a declaration file with non-ASCII text once per target (identifiers differ between ES5 and later)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'package-files-'));
    const typings = path.join(folder, 'node_modules', 'accents', 'index.d.ts');
    mkdirSync(path.dirname(typings), { recursive: true });
    writeFileSync(typings, 'export declare const café: number;\n');
    try {
      const es2022 = host().getSourceFile(typings, ts.ScriptTarget.ES2022, undefined, false);
      expect(host().getSourceFile(typings, ts.ScriptTarget.ES2022, undefined, false)).toBe(es2022);
      expect(host().getSourceFile(typings, ts.ScriptTarget.ES5, undefined, false)).not.toBe(es2022);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('shares a declaration file whose non-ASCII text is all comments or strings, not one with a non-ASCII name', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'package-files-'));
    const typings = (name: string, text: string) => {
      const file = path.join(folder, 'node_modules', name, 'index.d.ts');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    };
    const inText = typings(
      'in-text',
      [
        '// A line comment — with a dash',
        '/** A doc comment: 4×4 matrices, m/s². @param café the input */',
        "export declare function f(value: 'naïve' | `—${string}—`): void; /* after — */",
        'export type Sign = "≥";',
        '',
      ].join('\n'),
    );
    const inName = typings('in-name', '/** — */\nexport declare const naïve: number;\n');
    try {
      const es2022 = host().getSourceFile(inText, ts.ScriptTarget.ES2022, undefined, false);
      expect(host().getSourceFile(inText, ts.ScriptTarget.ES5, undefined, false)).toBe(es2022);
      const named = host().getSourceFile(inName, ts.ScriptTarget.ES2022, undefined, false);
      expect(host().getSourceFile(inName, ts.ScriptTarget.ES5, undefined, false)).not.toBe(named);
      // TypeScript's DOM lib: dashes and signs in its doc comments only.
      const dom = path.join(path.dirname(require.resolve('typescript')), 'lib.dom.d.ts');
      const domEsNext = host().getSourceFile(dom, ts.ScriptTarget.ESNext, undefined, false);
      expect(host().getSourceFile(dom, ts.ScriptTarget.ES5, undefined, false)).toBe(domEsNext);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('type-checks DOM code for ES5 with the DOM lib parsed for ESNext as a fresh ES5 program does', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'package-files-'));
    const source = path.join(folder, 'index.ts');
    writeFileSync(
      source,
      'export const title: string = document.title;\nexport const bad: number = new DOMMatrix().toString();\n',
    );
    const check = (target: ts.ScriptTarget, shared: boolean) =>
      diagnosticsOf(source, { target, lib: ['lib.es5.d.ts', 'lib.dom.d.ts'], types: [], noEmit: true }, shared);
    try {
      check(ts.ScriptTarget.ESNext, true);
      const es5 = check(ts.ScriptTarget.ES5, true);
      expect(es5).toEqual(check(ts.ScriptTarget.ES5, false));
      expect(es5.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('type-checks an ES5 program with the lib parsed for ESNext as a fresh ES5 program does', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'package-files-'));
    const source = path.join(folder, 'index.ts');
    writeFileSync(source, "export const text: string = 'a-b'.replaceAll('-', ' ');\n");
    const check = (target: ts.ScriptTarget, shared: boolean) => {
      // Each target's own lib, without the DOM (the default lib's bulk): the ES5 one is first parsed for ESNext.
      const lib = [target === ts.ScriptTarget.ES5 ? 'lib.es5.d.ts' : 'lib.esnext.d.ts'];
      return diagnosticsOf(source, { target, lib, types: [], strict: true, noEmit: true }, shared);
    };
    try {
      const esnext = check(ts.ScriptTarget.ESNext, true);
      const es5 = check(ts.ScriptTarget.ES5, true);
      expect(es5).toEqual(check(ts.ScriptTarget.ES5, false));
      // Each target still gets its own lib set: ES5's has no `replaceAll`, ESNext's has.
      expect(es5.join('\n')).toMatch(/Property 'replaceAll' does not exist/);
      expect(esnext.join('\n')).not.toMatch(/replaceAll/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

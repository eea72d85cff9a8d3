/**
 * The import of the adapter module: its specifier (relative to the file, following the
 * file's own extension style) and the edit that adds it, or merges into an existing one.
 */
import * as path from 'node:path';
import type * as t from '@babel/types';
import { nextLineStart, quoteString, startsLine, type SourceStyle } from './source-style';
import { sortedImportPlace, sortedSpecifiers } from './sorted-import-place';
import type { TextEdit } from './text-edits';

export interface AdapterModuleOptions {
  /** Use this specifier as it is (`--adapter-import`). */
  adapterImport?: string;
  /** Path of the adapter module file (`--adapter-path`); default `std-tool.ts` in the cwd. */
  adapterPath?: string;
  /** The project resolves imports the Node16/NodeNext way: relative imports name the `.js` file. */
  importExtension?: 'js';
  /** What the project's other files write on relative imports, for a file that has none of its own. */
  conventionalExtension?: 'js' | 'ts';
}

const SOURCE_EXTENSION = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export function adapterSpecifier(filePath: string, program: t.Program, options: AdapterModuleOptions): string {
  if (options.adapterImport) return options.adapterImport;
  const adapterPath = path.resolve(options.adapterPath ?? 'std-tool.ts');
  let relative = path
    .relative(path.dirname(path.resolve(filePath)), adapterPath)
    .split(path.sep)
    .join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const adapterExtension = SOURCE_EXTENSION.exec(adapterPath)?.[1];
  const stem = relative.replace(SOURCE_EXTENSION, '');
  // An .mjs/.cjs module is named exactly; otherwise follow the file: NodeNext/ESM code
  // writes `.js` on relative imports, bundler-style code writes none.
  if (adapterExtension === 'mjs' || adapterExtension === 'cjs') return `${stem}.${adapterExtension}`;
  // Code that names its TypeScript modules as they are (Deno, Bun, Node's type stripping) names this one so too.
  const relativeSpecifiers = relativeSpecifiersOf(program);
  if (adapterExtension === 'ts' && relativeSpecifiers.some((specifier) => /\.[mc]?tsx?$/.test(specifier)))
    return `${stem}.ts`;
  if (options.importExtension === 'js') return `${stem}.js`;
  if (relativeSpecifiers.length === 0 && options.conventionalExtension === 'ts' && adapterExtension === 'ts')
    return `${stem}.ts`;
  if (relativeSpecifiers.length === 0 && options.conventionalExtension === 'js') return `${stem}.js`;
  return usesExplicitExtensions(filePath, program, relativeSpecifiers) ? `${stem}.js` : stem;
}

function relativeSpecifiersOf(program: t.Program): string[] {
  const relativeSpecifiers: string[] = [];
  for (const statement of program.body) {
    if (
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportNamedDeclaration' ||
      statement.type === 'ExportAllDeclaration'
    ) {
      const value = statement.source?.value;
      if (value && value.startsWith('.')) relativeSpecifiers.push(value);
    }
  }
  return relativeSpecifiers;
}

function usesExplicitExtensions(filePath: string, program: t.Program, relativeSpecifiers: string[]): boolean {
  if (relativeSpecifiers.length > 0) return relativeSpecifiers.some((specifier) => /\.(m|c)?js$/.test(specifier));
  // Plain ESM JavaScript needs the extension to run at all.
  return /\.(mjs|js|jsx)$/.test(filePath) && program.body.some((statement) => statement.type === 'ImportDeclaration');
}

export interface AdapterImportRequest {
  specifier: string;
  values: string[];
  types: string[];
  /** CommonJS file: `const { x } = require(...)`. */
  commonJs: boolean;
}

export function adapterImportEdit(
  source: string,
  program: t.Program,
  /** The file's comments (`File.comments`). */
  comments: readonly t.Comment[],
  request: AdapterImportRequest,
  style: SourceStyle,
  /** Where a CommonJS require goes (after this statement; else above the first one). */
  anchorStatement: t.Node | undefined,
): TextEdit | undefined {
  const semicolon = style.semicolons ? ';' : '';
  const quoted = quoteString(request.specifier, style);
  const existing = program.body.find(
    (statement): statement is t.ImportDeclaration =>
      statement.type === 'ImportDeclaration' &&
      statement.source.value === request.specifier &&
      statement.importKind !== 'type',
  );
  if (existing) {
    const present = new Set(existing.specifiers.map((specifier) => specifier.local.name));
    const missing = [
      // `standardTool as x` is present when `x` is.
      ...request.values.filter((name) => !present.has(name.split(' as ').pop()!)),
      ...request.types.filter((name) => !present.has(name)).map((name) => `type ${name}`),
    ];
    if (missing.length === 0) return undefined;
    const named = existing.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
    const last = named[named.length - 1];
    if (last) return { start: last.end!, end: last.end!, text: `, ${missing.join(', ')}` };
  }
  if (request.commonJs) {
    // `name as local` is an import's renaming; a destructuring pattern writes `name: local`.
    const pattern = request.values.map((value) => value.replace(/^(\S+) as (\S+)$/, '$1: $2')).join(', ');
    const text = `const ${braced(pattern, style)} = require(${quoted})${semicolon}`;
    if (anchorStatement) {
      const at = nextLineStart(source, anchorStatement.end!);
      return { start: at, end: at, text: `${text}${style.eol}` };
    }
    // No framework `require` to follow (the framework comes from `await import()`): on top,
    // above the first statement and the JSDoc that documents it.
    const first = program.body[0];
    if (!first) return { start: 0, end: 0, text: `${text}${style.eol}` };
    // The comments between the directives (`'use strict'`) and the first statement.
    const after = program.directives.at(-1)?.end ?? 0;
    const doc = comments.find(
      (comment) =>
        comment.start! >= after &&
        comment.end! <= first.start! &&
        comment.type === 'CommentBlock' &&
        comment.value.startsWith('*'),
    );
    const at = doc?.start ?? first.start!;
    return { start: at, end: at, text: `${text}${style.eol}${style.eol}` };
  }
  const specifiers = sortedSpecifiers([...request.values, ...request.types.map((name) => `type ${name}`)]).join(', ');
  const text = `import ${braced(specifiers, style)} from ${quoted}${semicolon}`;
  const sortedPlace = sortedImportPlace(source, program, comments, request.specifier);
  if (sortedPlace) return { start: sortedPlace.start!, end: sortedPlace.start!, text: `${text}${style.eol}` };
  const imports = program.body.filter((statement) => statement.type === 'ImportDeclaration');
  const lastImport = imports[imports.length - 1];
  if (lastImport) {
    const at = nextLineStart(source, lastImport.end!);
    // Code right below the last import (no blank line) is where a definition's new text
    // is inserted too, and would land above the import: go in above the last import then.
    if (startsStatement(program, at) && startsLine(source, lastImport.start!))
      return { start: lastImport.start!, end: lastImport.start!, text: `${text}${style.eol}` };
    const needsNewline = at === source.length && !source.endsWith('\n');
    // A file whose import groups are apart keeps ours apart from a group of packages or aliases it does not belong
    // to (simple-import-sort, import/order's newlines-between): a blank line above it.
    const apart = !lastImport.source.value.startsWith('.') && groupsApart(source, imports) ? style.eol : '';
    return { start: at, end: at, text: `${needsNewline ? style.eol : ''}${apart}${text}${style.eol}` };
  }
  const first = program.body[0];
  const at = first ? first.start! : source.length;
  return { start: at, end: at, text: `${text}${style.eol}${style.eol}` };
}

/** Two of the file's imports, one after the other, have a blank line between them. */
function groupsApart(source: string, imports: readonly t.Node[]): boolean {
  return imports.some((statement, index) => {
    const next = imports[index + 1];
    return next !== undefined && /\n[ \t]*\r?\n/.test(source.slice(statement.end!, next.start!));
  });
}

/** `{ a, b }`, or `{a, b}` in a file that writes its imports so. */
function braced(list: string, style: SourceStyle): string {
  return style.bracketSpacing ? `{ ${list} }` : `{${list}}`;
}

function startsStatement(program: t.Program, offset: number): boolean {
  return program.body.some((statement) => statement.type !== 'ImportDeclaration' && statement.start === offset);
}

/**
 * Declaration files under a `node_modules` folder (the packages' `.d.ts`, TypeScript's own lib) parsed
 * once per run for every program the type oracle builds: a run over many projects built one program
 * each, and each parsed the same lib files again (issue 33, the cost). They do not change during a run,
 * while the files that ask are given by their text. The test support (`sharingHost`) uses it too.
 */
import * as path from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript';

const packageFiles = new Map<string, ts.SourceFile>();

const isPackageFile = (fileName: string) => fileName.includes(`${path.sep}node_modules${path.sep}`);

/** The path and what changes how a file is parsed (its target, module format, and which files are modules). */
function parseKey(fileName: string, how: ts.ScriptTarget | ts.CreateSourceFileOptions, options: ts.CompilerOptions) {
  const settings = typeof how === 'object' ? how : { languageVersion: how };
  // Both decide which files are modules, which TypeScript never changes for a declaration file.
  const moduleSettings = fileName.endsWith('.d.ts') ? [] : [options.moduleDetection, options.jsx];
  return JSON.stringify([
    fileName,
    settings.languageVersion,
    settings.impliedNodeFormat,
    settings.jsDocParsingMode,
    ...moduleSettings,
  ]);
}

/**
 * A declaration file whose text is all ASCII parses to the same tree for every target: the target
 * changes only which non-ASCII characters may start or continue an identifier, and a declaration
 * file has no bodies for the binder's target-dependent diagnostics. TypeScript's lib and most
 * packages' types are ASCII, so a run whose projects target ES2017, ES2022 and ESNext parses them
 * once, not once per target (issue 33, the cost). So does a file whose non-ASCII characters all sit
 * in comments or string text (`lib.dom.d.ts`: 36 dashes and signs in its doc comments, 1.9 MB parsed
 * five times on the corpus, 2.5 s): scanning a comment or a string does not depend on the target.
 * A doc comment is parsed into JSDoc nodes, whose words the target may split differently, but the
 * checker reads no JSDoc of a TypeScript file for a type. Any other file keeps one tree per target.
 */
const targetFreeFiles = new Map<string, ts.SourceFile>();
// Printable ASCII and line breaks; anything else (even a form feed) keeps one tree per target.
const NOT_ASCII = /[^\t\n\r -~]/g;

/** Whether the tree is the same for every target: every non-ASCII character is comment or string text. */
function parsesAlikeForEveryTarget(file: ts.SourceFile): boolean {
  for (const match of file.text.matchAll(NOT_ASCII)) if (!inCommentOrStringText(file, match.index)) return false;
  return true;
}

const isStringText = (kind: ts.SyntaxKind) => {
  const { SyntaxKind } = typescript();
  const inTemplate = kind >= SyntaxKind.NoSubstitutionTemplateLiteral && kind <= SyntaxKind.TemplateTail;
  return kind === SyntaxKind.StringLiteral || inTemplate;
};

/**
 * Down the tree to the token at `position` (`getChildren` lists a node's tokens and doc comments
 * too): in the trivia before a token (whitespace, comments), in a doc comment, or inside a string
 * token. A string token's first character is its quote, ASCII, so the position is inside it.
 */
function inCommentOrStringText(file: ts.SourceFile, position: number): boolean {
  let node: ts.Node = file;
  for (;;) {
    const child = node.getChildren(file).find((each) => each.pos <= position && position < each.end);
    if (!child) return false;
    if (child.kind === typescript().SyntaxKind.JSDoc) return true;
    if (position < child.getStart(file)) return true;
    if (isStringText(child.kind)) return true;
    if (child.getChildCount(file) === 0) return false;
    node = child;
  }
}
function targetFreeKey(fileName: string, how: ts.ScriptTarget | ts.CreateSourceFileOptions): string | undefined {
  if (!fileName.endsWith('.d.ts')) return undefined;
  const settings = typeof how === 'object' ? how : { languageVersion: how };
  return JSON.stringify([fileName, settings.impliedNodeFormat, settings.jsDocParsingMode]);
}

/** `host` reading a package file from the run's cache, parsing it there the first time. */
export function sharePackageFiles(host: ts.CompilerHost, options: ts.CompilerOptions): ts.CompilerHost {
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, how, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile || !isPackageFile(fileName))
      return parse(fileName, how, onError, shouldCreateNewSourceFile);
    const anyTarget = targetFreeKey(fileName, how);
    const shared = anyTarget === undefined ? undefined : targetFreeFiles.get(anyTarget);
    if (shared) return shared;
    const key = parseKey(fileName, how, options);
    let file = packageFiles.get(key);
    if (!file) {
      file = parse(fileName, how, onError);
      if (file) packageFiles.set(key, file);
      if (file && anyTarget !== undefined && parsesAlikeForEveryTarget(file)) targetFreeFiles.set(anyTarget, file);
    }
    return file;
  };
  return host;
}

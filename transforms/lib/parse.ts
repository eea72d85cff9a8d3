/**
 * One plain Babel parse per file, with the plugins the extension calls for. The
 * transforms never reprint the tree: they return text edits, so untouched code keeps
 * its exact bytes (comments, quotes, CRLF, parentheses).
 */
import { parse, type ParserPlugin } from '@babel/parser';
import type { File } from '@babel/types';
import { parserFor } from './parser';

/**
 * `attachComments: false` when only the file's list of comments is read (the check of a
 * rewrite's output): attaching them to nodes is a tenth of the parse.
 */
export function parseModule(source: string, filePath: string, { attachComments = true } = {}): File {
  // `decoratorAutoAccessors`: TypeScript 5's `accessor` fields, which tsc accepts.
  const plugins: ParserPlugin[] = [
    'typescript',
    'decorators-legacy',
    'decoratorAutoAccessors',
    'explicitResourceManagement',
  ];
  if (parserFor(filePath) === 'tsx') plugins.push('jsx');
  return parse(source, {
    sourceType: 'module',
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowUndeclaredExports: true,
    allowImportExportEverywhere: false,
    errorRecovery: false,
    attachComment: attachComments,
    plugins,
  });
}

/** The parse error as one line, or undefined when the text parses. */
export function parseErrorOf(source: string, filePath: string): string | undefined {
  try {
    parseModule(source, filePath);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

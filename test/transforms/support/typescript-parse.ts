/**
 * A second, independent parse: TypeScript's own parser (not Babel, which the engine
 * uses), so a fixture that only Babel accepts, or an output only Babel reads, fails.
 * Syntax only: the fixtures import modules that do not exist next to them.
 */
import * as ts from 'typescript';

/**
 * TypeScript's syntax errors for `text` read as `fileName` (its extension picks TS, TSX
 * or JS): empty when it parses.
 */
export function typeScriptSyntaxErrors(text: string, fileName: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(text, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  return diagnostics.map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return where ? `${where.line + 1}:${where.character + 1} ${message}` : message;
  });
}

/**
 * The module specifiers a file loads at its top level, with the names it takes from each:
 * what the adapter module's renderer needs to know about a migrated file (which names it
 * imports from the module, which packages, which quotes). The engine reads them from the
 * parse that checks its output, so the CLI need not parse the file again.
 */
import type * as t from '@babel/types';

export interface OutputImport {
  specifier: string;
  /** `import`, or a top-level `const { a, b: c } = require('x')`. */
  kind: 'import' | 'require';
  /** The quote the specifier is written with. */
  quote: string;
  /** The names its `{ ... }` takes (`a`, `b` above). */
  names: string[];
}

export function outputImports(program: t.Program, text: string): OutputImport[] {
  return program.body.flatMap((statement): OutputImport[] => {
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? [specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value]
          : [],
      );
      return [{ specifier: statement.source.value, kind: 'import', quote: text[statement.source.start!] ?? '', names }];
    }
    return statement.type === 'VariableDeclaration' ? requiredNames(statement, text) : [];
  });
}

/** CommonJS: `const { toGenkit, fromJsonSchema } = require('./std-tool')`. */
function requiredNames(statement: t.VariableDeclaration, text: string): OutputImport[] {
  return statement.declarations.flatMap((declarator): OutputImport[] => {
    const init = declarator.init;
    if (declarator.id.type !== 'ObjectPattern' || init?.type !== 'CallExpression') return [];
    const [argument] = init.arguments;
    if (init.callee.type !== 'Identifier' || init.callee.name !== 'require' || argument?.type !== 'StringLiteral')
      return [];
    const names = declarator.id.properties.flatMap((property) =>
      property.type === 'ObjectProperty' && property.key.type === 'Identifier' ? [property.key.name] : [],
    );
    return [{ specifier: argument.value, kind: 'require', quote: text[argument.start!] ?? '', names }];
  });
}

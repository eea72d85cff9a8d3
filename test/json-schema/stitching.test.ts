/**
 * std-tool-migrate stitches the adapter modules a project needs into one file, so
 * the top-level names of the JSON Schema modules must not collide with each other's
 * or with any other adapter's (imports included).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { STAND_INS } from '../../cli/adapter-module/select';

const adaptersDirectory = path.join(__dirname, '../../adapters');

/**
 * Modules the renderer uses instead of others (never stitched together with them): a name
 * they share with those has one owner. The selector's own table, as file names.
 */
const ALTERNATIVES: Record<string, string[]> = Object.fromEntries(
  Object.entries(STAND_INS).map(([standIn, modules]) => [`${standIn}.ts`, modules.map((module) => `${module}.ts`)]),
);
const isOurs = (file: string) =>
  file.startsWith('json-schema') || file.endsWith('-other-schemas.ts') || file === 'providers.ts';

/** Names with their owner: an import's is the binding it imports (two files may import the same one). */
function topLevelNames(file: string): string[] {
  return ownedTopLevelNames(file).map(([name]) => name);
}

function ownedTopLevelNames(file: string): [name: string, importedFrom?: string][] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(adaptersDirectory, file), 'utf8'),
    ts.ScriptTarget.ES2022,
  );
  const names: [string, string?][] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (from.startsWith('./') || !clause) continue;
      if (clause.name) names.push([clause.name.text, `${from} default`]);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push([bindings.name.text, `${from} *`]);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          names.push([element.name.text, `${from} ${(element.propertyName ?? element.name).text}`]);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push([declaration.name.text]);
      }
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push([(statement.name as ts.Identifier).text]);
    }
  }
  return names;
}

it('the JSON Schema modules declare no top-level name twice across adapters', () => {
  const owners = new Map<string, string[]>();
  const declaredIn = new Map<string, string[]>();
  for (const file of readdirSync(adaptersDirectory).filter((name) => name.endsWith('.ts'))) {
    for (const [name, importedFrom] of ownedTopLevelNames(file)) {
      // The same import in two files is one name in the stitched file; else the file it stands in for owns it.
      const owner = importedFrom ?? ALTERNATIVES[file]?.find((other) => topLevelNames(other).includes(name)) ?? file;
      const files = owners.get(name) ?? [];
      if (!files.includes(owner)) owners.set(name, [...files, owner]);
      declaredIn.set(name, [...(declaredIn.get(name) ?? []), file]);
    }
  }
  const collisions = [...owners].filter(
    ([name, files]) => files.length > 1 && (declaredIn.get(name) ?? []).some(isOurs),
  );
  expect(collisions).toEqual([]);
  expect(owners.get('toJsonSchema')).toEqual(['json-schema.ts']);
});

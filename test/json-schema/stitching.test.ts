/**
 * std-tool-migrate stitches the adapter modules a project needs into one file, so
 * the top-level names of the JSON Schema modules must not collide with each other's
 * or with any other adapter's (imports included).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const adaptersDirectory = path.join(__dirname, '../../adapters');

/**
 * Modules the renderer uses instead of others (never stitched together with them): a name
 * they share with those has one owner. zod-schemas-only stands in for the JSON Schema
 * machinery and for every `*-other-schemas` module.
 */
const ALTERNATIVES: Record<string, string[]> = {
  'zod-schemas-only.ts': [
    'json-schema.ts',
    'ai-sdk-other-schemas.ts',
    'mcp-other-schemas.ts',
    'langchain-other-schemas.ts',
    'mastra-v0-other-schemas.ts',
  ],
  'json-schema-no-fallbacks.ts': ['json-schema-fallbacks.ts'],
};
const isOurs = (file: string) =>
  file.startsWith('json-schema') || file.endsWith('-other-schemas.ts') || file === 'providers.ts';

function topLevelNames(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(adaptersDirectory, file), 'utf8'),
    ts.ScriptTarget.ES2022,
  );
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (from.startsWith('./') || !clause) continue;
      if (clause.name) names.push(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((element) => element.name.text));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

it('the JSON Schema modules declare no top-level name twice across adapters', () => {
  const owners = new Map<string, string[]>();
  for (const file of readdirSync(adaptersDirectory).filter((name) => name.endsWith('.ts'))) {
    for (const name of new Set(topLevelNames(file))) {
      // The file it stands in for that declares the name owns it.
      const owner = ALTERNATIVES[file]?.find((other) => topLevelNames(other).includes(name)) ?? file;
      const files = owners.get(name) ?? [];
      if (!files.includes(owner)) owners.set(name, [...files, owner]);
    }
  }
  const collisions = [...owners].filter(([, files]) => files.length > 1 && files.some(isOurs));
  expect(collisions).toEqual([]);
  expect(owners.get('toJsonSchema')).toEqual(['json-schema.ts']);
});

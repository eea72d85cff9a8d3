/**
 * After a rewrite, a framework import specifier that nothing uses any more is removed
 * (and the whole declaration when it was the last one). Anything still used stays.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { nextLineStart, startsLine } from './source-style';
import { isNamedInTypes } from './type-usage';
import { mergeAdjacent, type TextEdit } from './text-edits';
import { scopeOf } from './scope';

/**
 * Edits that remove the declarations of `locals` whose every reference is in `consumed`.
 */
export function unusedImportEdits(
  source: string,
  program: NodePath<t.Program>,
  locals: Set<string>,
  consumed: Set<t.Node>,
): TextEdit[] {
  const edits: TextEdit[] = [];
  const removedByStatement = new Map<t.Node, t.Node[]>();
  for (const local of locals) {
    const binding = scopeOf(program).getBinding(local);
    if (!binding) continue;
    if (binding.referencePaths.some((reference) => !consumed.has(reference.node))) continue;
    // Babel's references are values only: a name still used in a type keeps its import.
    if (isNamedInTypes(program, local, consumed)) continue;
    const declaration = binding.path;
    const statement = declaration.parentPath?.node;
    if (!statement) continue;
    const removed = removedByStatement.get(statement) ?? [];
    removed.push(declaredPiece(declaration.node, local));
    removedByStatement.set(statement, removed);
  }
  for (const [statement, removed] of removedByStatement) {
    edits.push(...removalEdits(source, statement, new Set(removed)));
  }
  return edits;
}

/** The specifier, or for `const { a, b } = require()` the pattern property, that declares `local`. */
function declaredPiece(declaration: t.Node, local: string): t.Node {
  if (declaration.type === 'VariableDeclarator' && declaration.id.type === 'ObjectPattern') {
    const property = declaration.id.properties.find(
      (candidate) =>
        candidate.type === 'ObjectProperty' && candidate.value.type === 'Identifier' && candidate.value.name === local,
    );
    if (property) return property;
  }
  return declaration;
}

function removalEdits(source: string, statement: t.Node, removed: Set<t.Node>): TextEdit[] {
  if (statement.type === 'ImportDeclaration') {
    if (statement.specifiers.every((specifier) => removed.has(specifier))) return [wholeStatement(source, statement)];
    const named = statement.specifiers.filter(
      (specifier): specifier is t.ImportSpecifier => specifier.type === 'ImportSpecifier',
    );
    if (named.every((specifier) => removed.has(specifier))) {
      // `import def, { a } from 'x'` → `import def from 'x'`.
      const kept = statement.specifiers.find((specifier) => !removed.has(specifier))!;
      const closing = source.indexOf('}', named[named.length - 1]!.end!);
      return [{ start: kept.end!, end: closing + 1, text: '' }];
    }
    return [...listRemovals(named, removed), ...typeOnlyEdits(statement, removed)];
  }
  if (statement.type === 'VariableDeclaration') {
    const [declarator] = statement.declarations;
    if (statement.declarations.length !== 1 || !declarator) return [];
    if (declarator.id.type === 'Identifier' && removed.has(declarator)) return [wholeStatement(source, statement)];
    if (declarator.id.type === 'ObjectPattern') {
      const properties = declarator.id.properties;
      if (properties.every((property) => removed.has(property))) return [wholeStatement(source, statement)];
      return listRemovals(properties, removed);
    }
  }
  return [];
}

/**
 * `import { tool, type Tool } from 'ai'` loses `tool`: what is left is `import type { Tool } from 'ai'`,
 * the form linters ask for (typescript-eslint's no-import-type-side-effects, Biome's useImportType).
 */
function typeOnlyEdits(statement: t.ImportDeclaration, removed: Set<t.Node>): TextEdit[] {
  if (statement.importKind === 'type' || statement.importKind === 'typeof') return [];
  const kept = statement.specifiers.filter((specifier) => !removed.has(specifier));
  const typeOnly = kept.every((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type');
  if (kept.length === 0 || !typeOnly) return [];
  const keyword = { start: statement.start! + 'import'.length, end: statement.start! + 'import'.length, text: ' type' };
  const inlineKeywords = (kept as t.ImportSpecifier[]).map((specifier) => ({
    start: specifier.start!,
    end: specifier.imported.start!,
    text: '',
  }));
  return [keyword, ...inlineKeywords];
}

/** Removes items of a comma-separated list, keeping the commas between the survivors right. */
function listRemovals(items: t.Node[], removed: Set<t.Node>): TextEdit[] {
  const edits: TextEdit[] = [];
  items.forEach((item, index) => {
    if (!removed.has(item)) return;
    const next = items.slice(index + 1).find((candidate) => !removed.has(candidate));
    if (next) {
      edits.push({ start: item.start!, end: items[index + 1]!.start!, text: '' });
      return;
    }
    const previous = items[index - 1];
    if (previous) edits.push({ start: previous.end!, end: item.end!, text: '' });
  });
  return mergeAdjacent(edits);
}

/** The statement and, when it sits alone on its lines, the line break after it. */
function wholeStatement(source: string, statement: t.Node): TextEdit {
  const after = source.slice(statement.end!, nextLineStart(source, statement.end!));
  const alone = startsLine(source, statement.start!) && after.trim() === '';
  return { start: statement.start!, end: alone ? nextLineStart(source, statement.end!) : statement.end!, text: '' };
}

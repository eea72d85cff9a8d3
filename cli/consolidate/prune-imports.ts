/**
 * Imports that only the removed definition used: once it is gone, they go too. Only an
 * import the file used before and no longer uses is removed; the rest keep their bytes.
 */
import * as t from '@babel/types';
import { parseModule } from '../../transforms/lib/parse';
import { applyEdits, mergeAdjacent, type TextEdit } from '../../transforms/lib/text-edits';

export function pruneImports(before: string, after: string, file: string): string {
  const usedBefore = usedNames(parseModule(before, file));
  const ast = parseModule(after, file);
  const usedAfter = usedNames(ast);
  const edits: TextEdit[] = [];
  for (const statement of ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.specifiers.length === 0) continue;
    const dropped = statement.specifiers.filter(
      (specifier) => usedBefore.has(specifier.local.name) && !usedAfter.has(specifier.local.name),
    );
    if (dropped.length === 0) continue;
    if (dropped.length === statement.specifiers.length) {
      edits.push({ start: statement.start!, end: lineEndAfter(after, statement.end!), text: '' });
      continue;
    }
    const named = statement.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
    for (const specifier of dropped) {
      const index = named.indexOf(specifier as t.ImportSpecifier);
      if (index === -1) continue; // a default or namespace import next to named ones: left as it is
      const next = named[index + 1];
      const previous = named[index - 1];
      if (next) edits.push({ start: specifier.start!, end: next.start!, text: '' });
      else if (previous && !dropped.includes(previous))
        edits.push({ start: previous.end!, end: specifier.end!, text: '' });
      else if (previous) edits.push({ start: specifier.start!, end: specifier.end!, text: '' });
    }
  }
  return edits.length === 0 ? after : applyEdits(after, mergeAdjacent(edits));
}

/** The end of the line `offset` is on, past its line break, when only blanks follow. */
export function lineEndAfter(text: string, offset: number): number {
  const rest = /^[ \t]*(\r?\n)?/.exec(text.slice(offset))!;
  return offset + rest[0].length;
}

/** Names read anywhere outside the import declarations (values and types). */
function usedNames(ast: t.File): Set<string> {
  return new Set(nameCounts(ast).keys());
}

function nameCounts(ast: t.File): Map<string, number> {
  const names = new Map<string, number>();
  const visit = (node: t.Node, parent: t.Node | undefined) => {
    if (node.type === 'ImportDeclaration') return;
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      if (!isPropertyName(node, parent)) names.set(node.name, (names.get(node.name) ?? 0) + 1);
    }
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item === 'object' && 'type' in item) visit(item as t.Node, node);
      } else if (child && typeof child === 'object' && 'type' in child) visit(child as t.Node, node);
    }
  };
  visit(ast.program, undefined);
  return names;
}

function isPropertyName(node: t.Node, parent: t.Node | undefined): boolean {
  if (!parent) return false;
  if (parent.type === 'ObjectProperty' && parent.key === node) return !parent.computed && !parent.shorthand;
  if (parent.type === 'ObjectMethod' && parent.key === node) return !parent.computed;
  return (
    (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
    parent.property === node &&
    !parent.computed
  );
}

/**
 * Whether a binding is also named in a TypeScript type (`x: Tool`, `typeof tool`,
 * `ns.Tool`). Babel's scope lists only value references, so an import that a rewrite
 * stops calling may still be needed by the types; a front end keeps such an import by
 * not reporting its reference as consumed.
 */
import type { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { programPathOf, scopeOf, visitCandidates } from './scope';

export function isNamedInTypes(ast: t.File, scopePath: NodePath, name: string): boolean {
  // Most names appear in no type at all: a plain walk says so without a scoped traversal.
  if (!typeNames(ast).has(name)) return false;
  const binding = scopeOf(scopePath).getBinding(name);
  if (!binding) return false;
  let found = false;
  const check = (path: NodePath, identifier: t.Node) => {
    if (identifier.type === 'Identifier' && identifier.name === name && scopeOf(path).getBinding(name) === binding)
      found = true;
  };
  visitCandidates(programPathOf(scopePath), {
    TSTypeReference(path) {
      check(path, leftmost(path.node.typeName));
    },
    TSTypeQuery(path) {
      if (path.node.exprName.type !== 'TSImportType') check(path, leftmost(path.node.exprName));
    },
    TSExpressionWithTypeArguments(path) {
      check(path, leftmost(path.node.expression));
    },
  });
  return found;
}

/** The leftmost name of every type reference, `typeof` query and heritage clause (per tree, once). */
const typeNamesOf = new WeakMap<t.File, Set<string>>();
function typeNames(ast: t.File): Set<string> {
  let names = typeNamesOf.get(ast);
  if (names) return names;
  const found = new Set<string>();
  t.traverseFast(ast, (node) => {
    let named: t.Node | undefined;
    if (node.type === 'TSTypeReference') named = leftmost(node.typeName);
    else if (node.type === 'TSTypeQuery' && node.exprName.type !== 'TSImportType') named = leftmost(node.exprName);
    else if (node.type === 'TSExpressionWithTypeArguments') named = leftmost(node.expression);
    if (named?.type === 'Identifier') found.add(named.name);
  });
  names = found;
  typeNamesOf.set(ast, names);
  return names;
}

/** `a.b.c` → `a`. */
function leftmost(name: t.Node): t.Node {
  let current = name;
  while (current.type === 'TSQualifiedName') current = current.left;
  return current;
}

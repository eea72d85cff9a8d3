/**
 * Whether a binding is also named in a TypeScript type (`x: Tool`, `typeof tool`,
 * `ns.Tool`). Babel's scope lists only value references, so an import that a rewrite
 * stops calling may still be needed by the types; a front end keeps such an import by
 * not reporting its reference as consumed.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';

export function isNamedInTypes(ast: t.File, scopePath: NodePath, name: string): boolean {
  const binding = scopePath.scope.getBinding(name);
  if (!binding) return false;
  let found = false;
  const check = (path: NodePath, identifier: t.Node) => {
    if (identifier.type === 'Identifier' && identifier.name === name && path.scope.getBinding(name) === binding)
      found = true;
  };
  traverse(ast, {
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

/** `a.b.c` → `a`. */
function leftmost(name: t.Node): t.Node {
  let current = name;
  while (current.type === 'TSQualifiedName') current = current.left;
  return current;
}

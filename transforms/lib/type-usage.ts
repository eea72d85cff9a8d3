/**
 * Whether a binding is also named in a TypeScript type (`x: Tool`, `typeof tool`,
 * `ns.Tool`). Babel's scope lists only value references, so an import that a rewrite
 * stops calling may still be needed by the types; a front end keeps such an import by
 * not reporting its reference as consumed.
 */
import type { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { forEachChild } from './children';
import { candidatesIn, programPathOf, scopeOf, visitCandidates, type Scope } from './scope';

/** `consumed`: type references the rewrite removes (a dropped annotation's), which do not count. */
export function isNamedInTypes(scopePath: NodePath, name: string, consumed: ReadonlySet<t.Node> = new Set()): boolean {
  // Most names appear in no type at all.
  const program = programPathOf(scopePath);
  if (!typeNames(program).has(name)) return false;
  const binding = scopeOf(scopePath).getBinding(name);
  if (!binding) return false;
  let found = false;
  // Decided on the nodes and their scopes: no path is made.
  const names = (identifier: t.Node, scope: Scope) =>
    identifier.type === 'Identifier' &&
    identifier.name === name &&
    !consumed.has(identifier) &&
    scope.getBinding(name) === binding;
  const visit = () => {
    found = true;
  };
  visitCandidates(program, {
    TSTypeReference: { where: (node, scope) => names(leftmost(node.typeName), scope), visit },
    TSTypeQuery: {
      where: (node, scope) => node.exprName.type !== 'TSImportType' && names(leftmost(node.exprName), scope),
      visit,
    },
    TSExpressionWithTypeArguments: { where: (node, scope) => names(leftmost(node.expression), scope), visit },
  });
  return found;
}

/** The leftmost name of every type reference, `typeof` query and heritage clause (per file, once, from the walk). */
const typeNamesOf = new WeakMap<t.Node, Set<string>>();
function typeNames(program: NodePath<t.Program>): Set<string> {
  let names = typeNamesOf.get(program.node);
  if (names) return names;
  names = new Set<string>();
  for (const node of candidatesIn(program)) {
    let named: t.Node | undefined;
    if (node.type === 'TSTypeReference') named = leftmost(node.typeName);
    else if (node.type === 'TSTypeQuery' && node.exprName.type !== 'TSImportType') named = leftmost(node.exprName);
    else if (node.type === 'TSExpressionWithTypeArguments') named = leftmost(node.expression);
    if (named?.type === 'Identifier') names.add(named.name);
  }
  typeNamesOf.set(program.node, names);
  return names;
}

/** The leftmost name of every type reference under `node` (`Promise<ns.Result>` → `Promise`, `ns`). */
export function typeReferenceNames(node: t.Node): t.Identifier[] {
  const found: t.Identifier[] = [];
  const visit = (current: t.Node) => {
    if (current.type === 'TSTypeReference') {
      const named = leftmost(current.typeName);
      if (named.type === 'Identifier') found.push(named);
    }
    forEachChild(current, visit);
  };
  visit(node);
  return found;
}

/** `a.b.c` → `a`. */
function leftmost(name: t.Node): t.Node {
  let current = name;
  while (current.type === 'TSQualifiedName') current = current.left;
  return current;
}

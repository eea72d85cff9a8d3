/** The values a function returns, as written: what a front end inspects to rewrite them. */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { scopeOf } from './scope';

export type FunctionNode = t.ArrowFunctionExpression | t.FunctionExpression | t.FunctionDeclaration;

export interface ReturnSite {
  /** The returned expression (`null` for a bare `return;`). */
  value: t.Expression | null;
  /** `body`: an arrow's expression body; `statement`: a `return` in the function's own body. */
  kind: 'body' | 'statement';
  /** A path inside the return, for scope lookups at that point. */
  path: NodePath;
}

/** Every `return` of the function itself (nested functions and classes have their own), or its expression body. */
export function returnSites(fn: NodePath<FunctionNode>): ReturnSite[] {
  const body = fn.get('body') as NodePath;
  if (!body.isBlockStatement()) return [{ value: body.node as t.Expression, kind: 'body', path: body }];
  const sites: ReturnSite[] = [];
  body.traverse({
    noScope: true,
    Function(nested) {
      nested.skip();
    },
    Class(nested) {
      nested.skip();
    },
    ReturnStatement(statement) {
      sites.push({ value: statement.node.argument ?? null, kind: 'statement', path: statement });
    },
  });
  return sites;
}

/** True when a non-arrow function reads `this` or `arguments` in its own body. */
export function readsOwnThisOrArguments(fn: NodePath<FunctionNode>): { this: boolean; arguments: boolean } {
  const found = { this: false, arguments: false };
  if (fn.isArrowFunctionExpression()) return found;
  fn.get('body').traverse({
    noScope: true,
    Function(nested) {
      // Arrows see the enclosing function's `this` and `arguments`.
      if (!nested.isArrowFunctionExpression()) nested.skip();
    },
    ThisExpression() {
      found.this = true;
    },
    Identifier(identifier) {
      if (
        identifier.node.name === 'arguments' &&
        identifier.isReferencedIdentifier() &&
        !scopeOf(identifier).hasBinding('arguments', { noGlobals: true })
      ) {
        found.arguments = true;
      }
    },
  });
  return found;
}

/** True when a statement cannot complete normally: every path returns or throws. */
export function alwaysEnds(statement: t.Node | null | undefined): boolean {
  if (!statement) return false;
  switch (statement.type) {
    case 'ReturnStatement':
    case 'ThrowStatement':
      return true;
    case 'BlockStatement':
      return alwaysEnds(statement.body[statement.body.length - 1]);
    case 'IfStatement':
      return alwaysEnds(statement.consequent) && alwaysEnds(statement.alternate);
    case 'TryStatement':
      return (
        alwaysEnds(statement.finalizer) ||
        (alwaysEnds(statement.block) && (!statement.handler || alwaysEnds(statement.handler.body)))
      );
    default:
      return false;
  }
}

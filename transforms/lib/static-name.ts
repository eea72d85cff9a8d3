/**
 * The string a tool name expression always holds, when the file shows it: a string
 * literal, a template literal without expressions, or a name bound once (`const NAME =
 * 'echo'`, a `let` never reassigned) to one of those. Shared by the front ends' name reading.
 */
import type { Scope } from '@babel/traverse';
import type * as t from '@babel/types';
import { constantInitializer, stripTypeWrappers } from './expression-facts';

const MAX_DEPTH = 8;

export function staticString(node: t.Node | undefined, scope?: Scope, depth = 0): string | undefined {
  if (!node || depth > MAX_DEPTH) return undefined;
  const value = stripTypeWrappers(node);
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0)
    return value.quasis[0]?.value.cooked ?? undefined;
  if (value.type === 'Identifier' && scope) {
    const bound = constantInitializer(scope, value.name);
    return bound && staticString(bound.init, bound.scope, depth + 1);
  }
  return undefined;
}

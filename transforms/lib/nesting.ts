/**
 * Definitions inside definitions: migrating only one of two nested tools would not be
 * idempotent (the next run would find the other on its own), so the inner one is left
 * alone and reported.
 */
import type * as t from '@babel/types';

/** True when `inner`'s source range lies within `outer`'s. */
export function contains(outer: t.Node, inner: t.Node): boolean {
  return inner.start! >= outer.start! && inner.end! <= outer.end!;
}

/** True when `node` lies within one of the definitions already claimed. */
export function insideClaimed(node: t.Node, claimed: readonly t.Node[]): boolean {
  return claimed.some((outer) => contains(outer, node));
}

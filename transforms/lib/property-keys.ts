/** Keys that name a property rather than compute it: `{ a: 1 }`, `class { a = 1 }`, `interface { a: T }`. */
import type * as t from '@babel/types';

const KEYED_MEMBERS: ReadonlySet<string> = new Set([
  'ObjectProperty',
  'ObjectMethod',
  'ClassProperty',
  'ClassMethod',
  'ClassAccessorProperty',
  'TSPropertySignature',
  'TSMethodSignature',
]);

/** `node` is the written, not computed, key of the object, class or interface member `parent`. */
export function isStaticKey(node: t.Node, parent: t.Node): boolean {
  return (
    KEYED_MEMBERS.has(parent.type) &&
    (parent as { key?: unknown }).key === node &&
    !(parent as { computed?: boolean }).computed
  );
}

/** `parent` is an object, class or interface member: its key is a name, or computed. */
export const isKeyedMember = (parent: t.Node): boolean => KEYED_MEMBERS.has(parent.type);

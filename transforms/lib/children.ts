/**
 * The child nodes of a node, in the order Babel's traversal visits them (`VISITOR_KEYS`),
 * for the plain walks that make no NodePaths (the one walk, identifier names, the module
 * system).
 */
import { VISITOR_KEYS, type Node } from '@babel/types';

export function forEachChild(node: Node, visit: (child: Node, key: string) => void): void {
  const record = node as unknown as Record<string, unknown>;
  for (const key of VISITOR_KEYS[node.type] ?? []) {
    const value = record[key];
    if (Array.isArray(value)) {
      for (const child of value as (Node | null)[]) if (child && typeof child.type === 'string') visit(child, key);
    } else if (value && typeof (value as Node).type === 'string') {
      visit(value as Node, key);
    }
  }
}

/**
 * Walking a parsed module and editing its text: for the passes that restyle the rendered module
 * (array-types.ts, backticks.ts).
 */
import type * as t from '@babel/types';

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The text with the edits that no other edit contains; undefined when there are none. */
export function withOutermostEdits(text: string, edits: readonly Edit[]): string | undefined {
  const outermost: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    const last = outermost[outermost.length - 1];
    if (!last || edit.start >= last.end) outermost.push(edit);
  }
  let out = text;
  for (const edit of outermost.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return outermost.length > 0 ? out : undefined;
}

/** Every node under `node`, each with the node that holds it. */
export function visit(node: unknown, enter: (node: t.Node, parent: t.Node | undefined) => void, parent?: t.Node): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter, parent);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as t.Node).type !== 'string') return;
  const current = node as t.Node;
  enter(current, parent);
  for (const [key, child] of Object.entries(current)) {
    if (key.endsWith('Comments') || key === 'loc') continue;
    if (child && typeof child === 'object') visit(child, enter, current);
  }
}

/**
 * The rendered module in the style strict linters ask for (Biome's `useBlockStatements`,
 * ESLint's `curly`): every `if`, `else` and loop body in braces. The adapter sources keep
 * the shorter form; the module a project owns must pass the project's linter.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export function withBlockStatements(text: string): string {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const edits: Edit[] = [];
  visit(ast.program, (node) => {
    for (const body of bodiesOf(node)) {
      if (!body || body.type === 'BlockStatement') continue;
      const elseIf = node.type === 'IfStatement' && body === node.alternate && body.type === 'IfStatement';
      if (!elseIf) edits.push(braced(text, body));
    }
  });
  // A body nested in another is braced on the next pass.
  const out = withOutermostEdits(text, edits);
  return out === undefined ? text : withBlockStatements(out);
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

function bodiesOf(node: t.Node): (t.Statement | null | undefined)[] {
  switch (node.type) {
    case 'IfStatement':
      return [node.consequent, node.alternate];
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
      return [node.body];
    default:
      return [];
  }
}

/** `if (x) return y;` → `if (x) {` / `  return y;` / `}`, indented as the statement that holds it. */
function braced(text: string, body: t.Statement): Edit {
  const bodyStart = body.leadingComments?.[0]?.start ?? body.start!;
  let start = bodyStart;
  while (start > 0 && /\s/.test(text[start - 1]!)) start -= 1;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const indent = /^\s*/.exec(text.slice(lineStart))![0];
  const sameLine = !text.slice(start, bodyStart).includes('\n');
  // A body on its own line is already indented one level deeper; one on the `if` line is not.
  const bodyText = text.slice(bodyStart, body.end!);
  const reindented = sameLine ? bodyText.replace(/\n/g, '\n  ') : bodyText;
  return { start, end: body.end!, text: ` {\n${indent}  ${reindented}\n${indent}}` };
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

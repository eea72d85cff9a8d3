/**
 * A tool that only the function returning it names: `export const createDocument =
 * ({ session }) => tool({...})` (the vercel/ai-chatbot pattern) or `function
 * weatherTool(key) { return tool({...}); }`. The tool is named after that function, as
 * a variable would name it. The standard object stays where the definition is, inside
 * the function, since it reads the function's parameters; the AI SDK adapter never
 * sends the name (the `tools` record key names the tool), so the model sees no change.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';

const WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
  'AwaitExpression',
]);

/** The name of the function whose result the definition is, if the code names that function. */
export function returningFunctionName(path: NodePath<t.CallExpression>): string | undefined {
  let outer: NodePath = path;
  while (outer.parentPath && WRAPPERS.has(outer.parentPath.node.type)) outer = outer.parentPath;
  const parent = outer.parentPath;
  if (!parent) return undefined;
  let fn: NodePath | null = null;
  if (parent.isArrowFunctionExpression() && parent.node.body === outer.node) fn = parent;
  // Only a return at the top of the body: two returns in branches would share one name.
  if (parent.isReturnStatement() && parent.parentPath?.isBlockStatement()) {
    const owner = parent.parentPath.parentPath;
    if (owner?.isFunction()) fn = owner;
  }
  if (!fn) return undefined;
  if (fn.isFunctionDeclaration()) return fn.node.id?.name;
  const holder = fn.parentPath;
  if (
    (fn.isArrowFunctionExpression() || fn.isFunctionExpression()) &&
    holder?.isVariableDeclarator() &&
    holder.node.init === fn.node &&
    holder.node.id.type === 'Identifier'
  ) {
    return holder.node.id.name;
  }
  return undefined;
}

/**
 * A name for a tool that no variable, record key or export names, derived from what
 * surrounds it (the rule `list` states):
 * - returned by a function the code names (`export const createDocument = ({ session }) =>
 *   tool({...})`, the vercel/ai-chatbot pattern; `function weatherTool() { return tool({...}); }`
 *   at the top of its body; `{ bind: (tools) => tool({...}) }`; a method): that name;
 * - the first argument of a call whose result a variable or a record key holds (`const
 *   weatherTool = cached(tool({...}))`, `{ weather: withRetry(tool({...})) }`): that variable
 *   or key, as if the tool were held directly (five `cached(tool(...))` are not all `cached`);
 * - another argument of a call (`experimental_toolCaller(tool({...}), ...)`): the called
 *   function's name, with `_<n>` for the n-th argument after the first.
 * The definition is rewritten in place, so a standard object that reads the function's
 * parameters stays in their closure. The AI SDK adapter never sends the name (the
 * `tools` record key names the tool), so the model sees no change.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { outsideWrappers, staticKey } from '../../lib/definition-site';

export function surroundingName(path: NodePath<t.CallExpression>): string | undefined {
  const outer: NodePath = outsideWrappers(path, { await: true });
  const parent = outer.parentPath;
  if (!parent) return undefined;
  if (parent.isArrowFunctionExpression() && parent.node.body === outer.node) return functionName(parent);
  // Only a return at the top of the body: two returns in branches would share one name.
  if (parent.isReturnStatement() && parent.parentPath?.isBlockStatement()) {
    const owner = parent.parentPath.parentPath;
    return owner?.isFunction() ? functionName(owner) : undefined;
  }
  if ((parent.isCallExpression() || parent.isNewExpression()) && parent.node.callee !== outer.node) {
    const callee = calleeName(parent.node.callee);
    const position = parent.node.arguments.indexOf(outer.node as t.Expression);
    if (callee === undefined || position < 0) return undefined;
    if (position === 0) return holderName(parent) ?? callee;
    return `${callee}_${position + 1}`;
  }
  return undefined;
}

/** The variable (`const weatherTool = f(...)`) or record key (`{ weather: f(...) }`) holding a call's value. */
function holderName(call: NodePath): string | undefined {
  const outer: NodePath = outsideWrappers(call, { await: true });
  const holder = outer.parentPath;
  if (holder?.isVariableDeclarator() && holder.node.init === outer.node && holder.node.id.type === 'Identifier')
    return holder.node.id.name;
  if (holder?.isObjectProperty() && holder.node.value === outer.node) return staticKey(holder.node);
  return undefined;
}

/** `function f`, `const f = () =>`, `{ f: () => }`, `{ f() {} }`, `class { f() {} }`. */
function functionName(fn: NodePath<t.Function>): string | undefined {
  if (fn.isFunctionDeclaration()) return fn.node.id?.name;
  if (fn.isObjectMethod() || fn.isClassMethod()) return staticKey(fn.node as t.ObjectMethod);
  const holder = fn.parentPath;
  if (holder?.isVariableDeclarator() && holder.node.init === fn.node && holder.node.id.type === 'Identifier')
    return holder.node.id.name;
  if (holder?.isObjectProperty() && holder.node.value === fn.node) return staticKey(holder.node);
  return undefined;
}

/** `f(...)` → `f`, `a.b.f(...)` → `f`. */
function calleeName(callee: t.Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return callee.property.name;
  return undefined;
}

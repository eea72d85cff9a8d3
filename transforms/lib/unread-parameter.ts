/**
 * A context parameter the function declares but never reads (`execute: async (input, context) => ...` with no
 * `context` in its body) takes nothing from its framework: whatever another framework passes there, the function
 * runs the same. Front ends then leave the tool untied by it and give the parameter no framework type. One that
 * has a type of its own (`ctx: ToolExecutionContext`) keeps its framework's type, and its tie.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { lacksOwnType } from './expression-facts';
import { readsOwnThisOrArguments } from './function-returns';
import { scopeOf } from './scope';

type FunctionNode = t.ArrowFunctionExpression | t.FunctionExpression | t.FunctionDeclaration | t.ObjectMethod;

/**
 * True for a plain name (no type, default, pattern or rest) bound by this very parameter, that nothing reads, in a
 * function that reads no `arguments` and calls no direct `eval` (either could read it without naming it).
 * A write to it (`context = x`) reads nothing of what was passed.
 */
export function isUnreadParameter(fn: NodePath<FunctionNode>, parameter: t.Node | undefined): boolean {
  if (parameter?.type !== 'Identifier' || !lacksOwnType(parameter)) return false;
  const binding = scopeOf(fn).getBinding(parameter.name);
  if (binding?.identifier !== parameter || binding.referenced) return false;
  if (readsOwnThisOrArguments(fn as NodePath<Exclude<FunctionNode, t.ObjectMethod>>).arguments) return false;
  return !callsDirectEval(fn);
}

function callsDirectEval(fn: NodePath<FunctionNode>): boolean {
  let found = false;
  fn.traverse({
    noScope: true,
    CallExpression(call) {
      const callee = call.node.callee;
      if (
        callee.type === 'Identifier' &&
        callee.name === 'eval' &&
        !scopeOf(call).hasBinding('eval', { noGlobals: true })
      )
        found = true;
    },
  });
  return found;
}

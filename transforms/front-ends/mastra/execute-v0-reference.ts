/**
 * A 0.x `execute` given by name (`execute: toolAction`): the function expects Mastra's
 * `({ context, ...rest }, options)`, and the 0.x adapter calls `execute(context, { ...rest,
 * options })`, so the standard `execute` calls it with the argument put back together:
 * `(context, { options, ...rest }) => toolAction({ context, ...rest }, options)`.
 * Only a plain name (a member would be called with another `this`), and not a function
 * of this file that reads `this` (Mastra called it as the tool's method).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { readsOwnThisOrArguments } from '../../lib/function-returns';
import type { V0Dialect } from './execute-v0-types';
import { scopeOf } from '../../lib/scope';

export type ReferencePlan = { ok: true; valueText: string } | Refusal;

/** The names the wrapper binds: a function called so would be shadowed. */
const WRAPPER_NAMES = new Set(['context', 'data', 'options', 'rest']);

export function planV0Reference(
  property: NodePath<t.ObjectProperty | t.ObjectMethod> | undefined,
  dialect: V0Dialect,
): ReferencePlan {
  const value = property?.isObjectProperty() ? property.node.value : undefined;
  const reference = value && stripTypeWrappers(value);
  if (reference?.type !== 'Identifier' || WRAPPER_NAMES.has(reference.name)) {
    return refuse(
      'execute-not-inline',
      `has an execute that is not a function literal nor a plain name: its ${dialect.api} parameters ({ ${dialect.inputKey}, ... }) cannot be rewritten`,
    );
  }
  const declared = scopeOf(property!).getBinding(reference.name)?.path;
  const fn = declared?.isVariableDeclarator() ? declared.get('init') : declared;
  if ((fn?.isFunctionDeclaration() || fn?.isFunctionExpression()) && readsOwnThisOrArguments(fn).this)
    return refuse('execute-uses-this');
  const name = reference.name;
  // Before 0.1 Mastra called `executor` with one argument: there are no options to hand on.
  if (dialect.inputKey === 'data') return { ok: true, valueText: `(data, rest) => ${name}({ data, ...rest })` };
  return { ok: true, valueText: `(context, { options, ...rest }) => ${name}({ context, ...rest }, options)` };
}

/**
 * A Genkit tool function → the standard tool's `execute`. Genkit calls `fn(input, ctx)`
 * and the adapter calls `execute(input, ctx)`, so the function moves unchanged, except:
 * - without an input schema the adapter passes `undefined` as the input, where Genkit
 *   passed what it was given: a function that takes an input (or one the code does not
 *   show, unless its parameter's type takes no input) gets Genkit's `z.any()` as its input
 *   schema (any-input.ts), and is left alone where that cannot be written;
 * - `execute` is called as a method of the standard object: a function that reads
 *   `this` is left alone.
 * A function that takes a second parameter (or reads `arguments`) uses `ctx`: tied.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { readsOwnThisOrArguments, type FunctionNode } from '../../lib/function-returns';
import { scopeOf } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';

export type FunctionPlan =
  | {
      ok: true;
      tiedReasons: string[];
      /** It takes `ctx`, as the code shows. */
      readsContext: boolean;
      /** It has no input schema and may read its input: the standard tool needs a schema that passes anything. */
      needsAnyInput: boolean;
    }
  | Refusal;

const READS_CONTEXT = 'execute reads the Genkit tool context (its second argument, `ctx`)';
const ELSEWHERE = 'execute is a function defined elsewhere, which may read the Genkit tool context';

/**
 * `anyInput`: the standard tool can be given a schema that passes any input through (Genkit's own `z.any()`), so a
 * function without an input schema that reads its input is migrated with it, not refused.
 */
export function planFunction(fn: NodePath<t.Expression>, hasInputSchema: boolean, anyInput: boolean): FunctionPlan {
  const value = stripTypeWrappers(fn.node);
  const local =
    value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression'
      ? findPath(fn, value)
      : value.type === 'Identifier'
        ? declaredFunction(fn, value.name)
        : undefined;
  if (!local) {
    const needsAnyInput = !hasInputSchema && !(value.type === 'Identifier' && typedWithoutParameters(fn, value.name));
    if (needsAnyInput && !anyInput)
      return refuse(
        'input-without-schema',
        'has no input schema and a function the code does not show: the adapter would pass it no input',
      );
    return { ok: true, tiedReasons: [ELSEWHERE], readsContext: false, needsAnyInput };
  }
  const reads = readsOwnThisOrArguments(local);
  if (reads.this) return refuse('function-uses-this');
  const params = local.node.params;
  const needsAnyInput = !hasInputSchema && (params.length > 0 || reads.arguments);
  if (needsAnyInput && !anyInput) {
    return refuse(
      'input-without-schema',
      'has no input schema but its function takes an input: the adapter would pass it none',
    );
  }
  const readsContext =
    params.length > 2 || (params.length === 2 && !isUnreadParameter(local, params[1])) || reads.arguments;
  return { ok: true, tiedReasons: readsContext ? [READS_CONTEXT] : [], readsContext, needsAnyInput };
}

/**
 * A parameter typed as a function of no parameters (`fn: () => Promise<void> = async () => {}`):
 * whatever the caller passes, TypeScript lets it read no input.
 */
function typedWithoutParameters(from: NodePath, name: string): boolean {
  const binding = scopeOf(from).getBinding(name);
  if (binding?.kind !== 'param' || !binding.constant) return false;
  const parameter = binding.path.node;
  const target = parameter.type === 'AssignmentPattern' ? parameter.left : parameter;
  const annotation = target.type === 'Identifier' ? target.typeAnnotation : undefined;
  const type = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : undefined;
  return type?.type === 'TSFunctionType' && type.parameters.length === 0;
}

/** The function a name is declared as in this file: `function f() {}` or `const f = () => {}`. */
function declaredFunction(from: NodePath, name: string): NodePath<FunctionNode> | undefined {
  const binding = scopeOf(from).getBinding(name);
  if (!binding?.constant) return undefined;
  const declaration = binding.path;
  if (declaration.isFunctionDeclaration()) return declaration;
  if (!declaration.isVariableDeclarator() || !declaration.node.init) return undefined;
  const init = stripTypeWrappers(declaration.node.init);
  if (init.type !== 'ArrowFunctionExpression' && init.type !== 'FunctionExpression') return undefined;
  return findPath(declaration, init);
}

function findPath<T extends t.Node>(from: NodePath, target: T): NodePath<T> | undefined {
  if (from.node === target) return from as unknown as NodePath<T>;
  let found: NodePath<T> | undefined;
  from.traverse({
    noScope: true,
    enter(candidate) {
      if (candidate.node === target) {
        found = candidate as unknown as NodePath<T>;
        candidate.stop();
      }
    },
  });
  return found;
}

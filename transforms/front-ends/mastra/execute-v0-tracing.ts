/**
 * A 0.x `execute` that reads Mastra's context for nothing but tracing, each read
 * `tracingContext?.currentSpan` followed by nothing or by `?.`:
 * `tracingContext?.currentSpan?.createChildSpan({...})`. It is not tied to Mastra: `currentSpan`
 * is 0.x's `TracingContext`'s only key, and Mastra passes `{ currentSpan: undefined }` where
 * nothing traces, so in a framework without a `tracingContext` (every other adapter's context)
 * each such read is `undefined` as there, and the tool runs as it does in Mastra untraced;
 * in Mastra it traces as before. Any other use of the name (passed on, compared, `typeof`,
 * a plain `.`, another key, reassigned, a default, a second binding of the name in the
 * function, `arguments`) keeps the tool tied.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { keyName } from '../../lib/key-reads';
import { scopeOf } from '../../lib/scope';

type ExecuteFunction = t.ArrowFunctionExpression | t.FunctionExpression | t.ObjectMethod;

export const TRACING_KEY = 'tracingContext';
const SPAN_KEY = 'currentSpan';

/**
 * `({ context, tracingContext })`: the pattern's other properties are one `tracingContext`
 * (renamed or not, no default), and every read of its binding is an optional span read.
 */
export function readsOnlyOptionalTracing(
  fnPath: NodePath<ExecuteFunction>,
  contextProperties: readonly t.ObjectPattern['properties'][number][],
): boolean {
  if (contextProperties.length !== 1) return false;
  const [only] = contextProperties;
  if (only?.type !== 'ObjectProperty' || only.computed || keyName(only.key) !== TRACING_KEY) return false;
  if (only.value.type !== 'Identifier') return false;
  const name = only.value.name;
  const binding = scopeOf(fnPath).getBinding(name);
  if (!binding || binding.identifier !== only.value || binding.constantViolations.length > 0) return false;
  if (rebindsOrReadsArguments(fnPath, only.value)) return false;
  return binding.referencePaths.every((reference) => isOptionalSpanRead(reference));
}

/**
 * `tracingContext?.currentSpan`, then nothing or `?.`: the value stands for Mastra's
 * `tracingContext` (an identifier, or `args.tracingContext` in the whole-argument form).
 */
export function isOptionalSpanRead(read: NodePath): boolean {
  const member = read.parentPath?.node;
  if (member?.type !== 'OptionalMemberExpression' || member.object !== read.node || !member.optional) return false;
  if (member.computed || keyName(member.property) !== SPAN_KEY) return false;
  const next = read.parentPath!.parentPath?.node;
  if (next?.type === 'UnaryExpression' && next.operator === 'delete') return false;
  const continues =
    ((next?.type === 'OptionalMemberExpression' || next?.type === 'MemberExpression') && next.object === member) ||
    ((next?.type === 'OptionalCallExpression' || next?.type === 'CallExpression') && next.callee === member);
  // `?.currentSpan.x` would throw in Mastra untraced and not elsewhere; `?.currentSpan?.x` is the same in both.
  return !continues || (next as t.OptionalMemberExpression | t.OptionalCallExpression).optional === true;
}

/** Another binding of the name anywhere in the function, or any `arguments` (which reads the whole argument). */
export function rebindsOrReadsArguments(fnPath: NodePath<ExecuteFunction>, own: t.Identifier | undefined): boolean {
  let found = false;
  fnPath.traverse({
    noScope: true,
    Identifier(path) {
      const { name } = path.node;
      const rebound = own !== undefined && name === own.name && path.node !== own && path.isBindingIdentifier();
      if (name === 'arguments' || rebound) {
        found = true;
        path.stop();
      }
    },
  });
  return found;
}

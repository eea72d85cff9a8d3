/**
 * The two first-argument shapes the 0.x planners read, and the type of a 0.x execute's
 * destructured argument, split for the standard signature:
 * `({ context, runtimeContext }: { context: Input; runtimeContext?: RC })` becomes
 * `(context: Input, { runtimeContext }: { runtimeContext?: RC })`. Only a type literal
 * whose members are plain properties can be split; anything else stays a refusal.
 */
import type * as t from '@babel/types';

/**
 * Which key of the first argument holds the input: `context` in 0.x; `data` in the pre-0.1
 * API, whose adapter likewise calls `executor`'s function as `(data, everythingButData)`.
 */
export interface V0Dialect {
  inputKey: 'context' | 'data';
  /** How messages name the API: `0.x`, `pre-0.1`. */
  api: string;
}

export const V0_DIALECT: V0Dialect = { inputKey: 'context', api: '0.x' };

export interface SplitType {
  /** The type of `context` (the standard input), when the literal declares it. */
  input?: string;
  /** A type literal of the other members, for the standard context's pattern. */
  rest: string;
}

export function splitParameterType(
  source: string,
  pattern: t.ObjectPattern,
  inputKey = 'context',
): SplitType | undefined {
  const annotation = pattern.typeAnnotation;
  if (annotation?.type !== 'TSTypeAnnotation' || annotation.typeAnnotation.type !== 'TSTypeLiteral') return undefined;
  let input: string | undefined;
  const rest: string[] = [];
  for (const member of annotation.typeAnnotation.members) {
    if (member.type !== 'TSPropertySignature' || member.computed) return undefined;
    const key = member.key.type === 'Identifier' ? member.key.name : undefined;
    if (key === undefined) return undefined;
    if (key !== inputKey) {
      rest.push(source.slice(member.start!, member.end!).replace(/[;,]$/, ''));
      continue;
    }
    if (member.optional || !member.typeAnnotation) return undefined;
    const type = member.typeAnnotation.typeAnnotation;
    input = source.slice(type.start!, type.end!);
  }
  return { ...(input !== undefined && { input }), rest: `{ ${rest.join('; ')} }` };
}

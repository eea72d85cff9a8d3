/**
 * A reference read by key: `args.key`, `args?.key` or `args['key']`, neither written
 * (assigned, updated, deleted) nor called as a method: what a front end needs to know
 * before it reads the same value some other way.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';

/** The key `reference.key` reads, or undefined when the reference is used any other way. */
export function keyRead(reference: NodePath): { key: string } | undefined {
  const parent = reference.parentPath?.node;
  if (parent?.type !== 'MemberExpression' && parent?.type !== 'OptionalMemberExpression') return undefined;
  if (parent.object !== reference.node) return undefined;
  const key = parent.computed
    ? parent.property.type === 'StringLiteral'
      ? parent.property.value
      : undefined
    : keyName(parent.property);
  if (key === undefined) return undefined;
  const grand = reference.parentPath!.parentPath?.node;
  const written =
    (grand?.type === 'AssignmentExpression' && grand.left === parent) ||
    grand?.type === 'UpdateExpression' ||
    (grand?.type === 'UnaryExpression' && grand.operator === 'delete');
  const called =
    (grand?.type === 'CallExpression' || grand?.type === 'OptionalCallExpression') && grand.callee === parent;
  return written || called ? undefined : { key };
}

/** An identifier's or a string literal's name: a property key as written. */
export function keyName(key: t.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

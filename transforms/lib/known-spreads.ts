/**
 * The keys a spread in a config adds, where the code shows them all and shows them fixed:
 * `...shared` of a `const shared = { key: value, ... }` of this module, which nothing else
 * writes (not exported; every other use reads one of its keys or spreads it again). Such a
 * spread can move whole to the adapter's options when its keys are none the config writes
 * nor the standard tool owns: the framework still gets the same keys and the same values.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from './definition-site';
import { stripTypeWrappers } from './expression-facts';
import { scopeOf } from './scope';

/** The spread's keys, or undefined where the code does not show them all, fixed. */
export function knownSpreadKeys(at: NodePath, spread: t.SpreadElement): string[] | undefined {
  const argument = stripTypeWrappers(spread.argument);
  if (argument.type !== 'Identifier') return undefined;
  const binding = scopeOf(at).getBinding(argument.name);
  if (!binding?.constant || !binding.path.isVariableDeclarator()) return undefined;
  const declarator = binding.path.node;
  const declaration = binding.path.parentPath;
  if (!declaration?.isVariableDeclaration() || declaration.node.kind !== 'const') return undefined;
  if (declaration.parentPath?.isExportNamedDeclaration()) return undefined;
  const init = declarator.init && stripTypeWrappers(declarator.init);
  if (init?.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const property of init.properties) {
    // A getter runs at each spread; a spread inside it or a computed key hides its keys.
    if (property.type === 'SpreadElement' || (property.type === 'ObjectMethod' && property.kind !== 'method'))
      return undefined;
    const key = staticKey(property);
    if (key === undefined || keys.includes(key)) return undefined;
    keys.push(key);
  }
  return binding.referencePaths.every(isSpreadOrRead) ? keys : undefined;
}

/** `...x`, or `x.key` read (not written, not deleted, not called: a method could change it). */
function isSpreadOrRead(reference: NodePath): boolean {
  const parent = reference.parentPath;
  if (!parent) return false;
  if (parent.isSpreadElement()) return true;
  if (!parent.isMemberExpression() || parent.node.object !== reference.node) return false;
  const user = parent.parentPath;
  if (!user) return true;
  if (user.isAssignmentExpression() && user.node.left === parent.node) return false;
  if (user.isUpdateExpression()) return false;
  if (user.isUnaryExpression() && user.node.operator === 'delete') return false;
  if (user.isCallExpression() && user.node.callee === parent.node) return false;
  return true;
}

/**
 * The name the OpenAI Agents SDK gives a tool without `name`: `execute.name`, the function's own
 * name as JavaScript sets it: a method or a function stored under a key takes the key
 * (`execute: async () => ...` is `execute`), a named function expression its name, and a
 * function given by name (`execute: lookUp`) the name of its declaration in this file.
 */
import type { NodePath } from '@babel/traverse';
import type { ConfigProperty } from '../../lib/config-object';
import { staticKey } from '../../lib/definition-site';
import { scopeOf } from '../../lib/scope';

export function executeFunctionName(path: NodePath, property: ConfigProperty): string | undefined {
  if (property.type === 'ObjectMethod') return staticKey(property);
  const value = property.value;
  if (value.type === 'FunctionExpression') return value.id?.name ?? staticKey(property);
  if (value.type === 'ArrowFunctionExpression') return staticKey(property);
  if (value.type !== 'Identifier') return undefined;
  const binding = scopeOf(path).getBinding(value.name);
  const declaration = binding?.constant ? binding.path.node : undefined;
  if (declaration?.type === 'FunctionDeclaration') return declaration.id?.name;
  if (declaration?.type !== 'VariableDeclarator' || declaration.id.type !== 'Identifier') return undefined;
  const init = declaration.init;
  if (init?.type === 'ArrowFunctionExpression') return declaration.id.name;
  if (init?.type === 'FunctionExpression') return init.id?.name ?? declaration.id.name;
  return undefined;
}

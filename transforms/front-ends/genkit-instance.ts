/**
 * Genkit modules, and whether `ai` in `ai.defineTool(...)` is a Genkit instance: a
 * constant initialised with `genkit(...)` from 'genkit' / 'genkit/beta', or a parameter
 * or variable declared with the type `Genkit` (`GenkitBeta`) from those modules. A
 * `defineTool` on anything else is not ours.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCalleeOf, type ModuleMatcher } from '../lib/bindings';
import { stripTypeWrappers } from '../lib/expression-facts';
import { resolveTypeReference } from '../lib/type-references';

/** Every module the engine counts as Genkit (imports it may drop, requires it may follow). */
export const matchesGenkitModule: ModuleMatcher = (specifier) =>
  specifier === 'genkit' || specifier === 'genkit/beta' || specifier === '@genkit-ai/ai' || specifier === '@genkit-ai/core';

/** The modules of the 1.x API: `genkit()`, `tool()`, `dynamicTool()`, the `Genkit` type. */
export const matchesGenkitApi: ModuleMatcher = (specifier) => specifier === 'genkit' || specifier === 'genkit/beta';

const INSTANCE_TYPES = new Set(['Genkit', 'GenkitBeta']);

export function isGenkitInstance(call: NodePath<t.CallExpression>, receiver: t.Expression): boolean {
  if (receiver.type !== 'Identifier') return false;
  const binding = call.scope.getBinding(receiver.name);
  if (!binding) return false;
  const declaration = binding.path;
  const declared = declaredType(declaration.node);
  if (declared) return INSTANCE_TYPES.has(resolveTypeReference(declaration.scope, declared, matchesGenkitApi)?.imported ?? '');
  if (!declaration.isVariableDeclarator() || !declaration.node.init || !binding.constant) return false;
  const init = stripTypeWrappers(declaration.node.init);
  if (init.type !== 'CallExpression') return false;
  return resolveCalleeOf(declaration, init, matchesGenkitApi)?.imported === 'genkit';
}

/** The type annotation of a parameter or variable, if it has one. */
function declaredType(node: t.Node): t.Node | undefined {
  let id: t.Node = node;
  if (id.type === 'VariableDeclarator') id = id.id;
  if (id.type === 'AssignmentPattern') id = id.left;
  if (id.type === 'TSParameterProperty') id = id.parameter.type === 'AssignmentPattern' ? id.parameter.left : id.parameter;
  return id.type === 'Identifier' && id.typeAnnotation ? id.typeAnnotation : undefined;
}

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

/**
 * `genkit`: provably a Genkit instance; `other`: provably not (a local object, another
 * type); `unknown`: the file does not say (imported from another module, `this.ai`, an
 * untyped parameter, a reassigned variable), the usual case when `ai` lives in its own file.
 */
export type InstanceKind = 'genkit' | 'other' | 'unknown';

export function classifyInstance(call: NodePath<t.CallExpression>, receiver: t.Expression): InstanceKind {
  if (receiver.type !== 'Identifier') return receiver.type === 'MemberExpression' ? 'unknown' : 'other';
  const binding = call.scope.getBinding(receiver.name);
  if (!binding) return 'unknown';
  const declaration = binding.path;
  const declared = declaredType(declaration.node);
  if (declared) return INSTANCE_TYPES.has(resolveTypeReference(declaration.scope, declared, matchesGenkitApi)?.imported ?? '') ? 'genkit' : 'other';
  if (declaration.isImportSpecifier() || declaration.isImportDefaultSpecifier() || binding.kind === 'param') return 'unknown';
  if (!declaration.isVariableDeclarator() || !declaration.node.init) return 'other';
  if (!binding.constant) return 'unknown';
  const init = stripTypeWrappers(declaration.node.init);
  if (init.type !== 'CallExpression') return 'other';
  return resolveCalleeOf(declaration, init, matchesGenkitApi)?.imported === 'genkit' ? 'genkit' : 'other';
}

/** The type annotation of a parameter or variable, if it has one. */
function declaredType(node: t.Node): t.Node | undefined {
  let id: t.Node = node;
  if (id.type === 'VariableDeclarator') id = id.id;
  if (id.type === 'AssignmentPattern') id = id.left;
  if (id.type === 'TSParameterProperty') id = id.parameter.type === 'AssignmentPattern' ? id.parameter.left : id.parameter;
  return id.type === 'Identifier' && id.typeAnnotation ? id.typeAnnotation : undefined;
}

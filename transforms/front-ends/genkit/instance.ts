/**
 * Genkit modules, and whether `ai` in `ai.defineTool(...)` is a Genkit instance: a
 * constant initialised with `genkit(...)` from 'genkit' / 'genkit/beta', or a parameter
 * or variable declared with the type `Genkit` (`GenkitBeta`) from those modules. A
 * `defineTool` on anything else is not ours.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrontEndContext, ModuleFacts } from '../../lib/front-end';
import { FactsView, importedExportKey, moduleKey } from '../../lib/module-facts';
import { resolveCalleeOf, type ModuleMatcher } from '../../lib/bindings';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { resolveTypeReference } from '../../lib/type-references';
import { scopeOf } from '../../lib/scope';
import { KNOWS_NOTHING, type TypeOracle } from '../../lib/type-oracle';

/** Every module the engine counts as Genkit (imports it may drop, requires it may follow). */
export const matchesGenkitModule: ModuleMatcher = (specifier) =>
  specifier === 'genkit' ||
  specifier === 'genkit/beta' ||
  specifier === '@genkit-ai/ai' ||
  specifier === '@genkit-ai/core';

/** The modules of the 1.x API: `genkit()`, `tool()`, `dynamicTool()`, the `Genkit` type. */
export const matchesGenkitApi: ModuleMatcher = (specifier) => specifier === 'genkit' || specifier === 'genkit/beta';

const INSTANCE_TYPES = new Set(['Genkit', 'GenkitBeta']);

/**
 * `genkit`: provably a Genkit instance; `other`: provably not (a local object, another
 * type); `unknown`: the file does not say (imported from another module, `this.ai`, an
 * untyped parameter, a reassigned variable), the usual case when `ai` lives in its own file.
 */
export type InstanceKind = 'genkit' | 'other' | 'unknown';

/** The fact kind for "this module exports a Genkit instance under this name". */
export const GENKIT_INSTANCE_FACT = 'genkit-instance';

/**
 * The Genkit instances this file exports: `export const ai = genkit(...)`, or `const ai =
 * genkit(...); export { ai }`.
 */
export function genkitInstanceFacts(context: FrontEndContext): ModuleFacts {
  const facts: string[] = [];
  const isInstance = (name: string) => {
    const binding = scopeOf(context.program).getBinding(name);
    const declaration = binding?.path;
    if (!binding?.constant || !declaration?.isVariableDeclarator() || !declaration.node.init) return false;
    const init = stripTypeWrappers(declaration.node.init);
    return (
      init.type === 'CallExpression' && resolveCalleeOf(declaration, init, matchesGenkitApi)?.imported === 'genkit'
    );
  };
  for (const statement of context.program.node.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
    if (statement.declaration?.type === 'VariableDeclaration') {
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type === 'Identifier' && isInstance(declarator.id.name))
          facts.push(`${moduleKey(context.filePath)}#${declarator.id.name}`);
      }
    }
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ExportSpecifier' || !isInstance(specifier.local.name)) continue;
      const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
      facts.push(`${moduleKey(context.filePath)}#${exported}`);
    }
  }
  return facts.length > 0 ? { [GENKIT_INSTANCE_FACT]: facts } : {};
}

/** An import of a name another file of the run exports as a Genkit instance (relative, or via a path alias). */
function importsKnownInstance(declaration: NodePath, filePath: string, facts: FactsView): boolean {
  const key = importedExportKey(declaration, filePath);
  if (key === undefined) return facts.aliasedImport(GENKIT_INSTANCE_FACT, declaration).length > 0;
  return facts.about(GENKIT_INSTANCE_FACT, key).length > 0;
}

/**
 * What the file shows of the receiver, else what its project's types say (the type oracle):
 * asked only where the file does not show it, so a fresh clone gets the same answers.
 */
export function classifyInstance(
  call: NodePath<t.CallExpression>,
  receiver: t.Expression,
  filePath = '',
  facts = new FactsView(),
  types: TypeOracle = KNOWS_NOTHING,
): InstanceKind {
  const read = classifyFromSyntax(call, receiver, filePath, facts);
  if (read !== 'unknown') return read;
  const typed = types.isFrameworkInstance(receiver, 'Genkit');
  return typed === undefined ? 'unknown' : typed ? 'genkit' : 'other';
}

function classifyFromSyntax(
  call: NodePath<t.CallExpression>,
  receiver: t.Expression,
  filePath: string,
  facts: FactsView,
): InstanceKind {
  if (receiver.type !== 'Identifier') return receiver.type === 'MemberExpression' ? 'unknown' : 'other';
  const binding = scopeOf(call).getBinding(receiver.name);
  if (!binding) return 'unknown';
  const declaration = binding.path;
  if (importsKnownInstance(declaration, filePath, facts)) return 'genkit';
  const declared = declaredType(declaration.node);
  if (declared)
    return INSTANCE_TYPES.has(resolveTypeReference(scopeOf(declaration), declared, matchesGenkitApi)?.imported ?? '')
      ? 'genkit'
      : 'other';
  if (declaration.isImportSpecifier() || declaration.isImportDefaultSpecifier() || binding.kind === 'param')
    return 'unknown';
  if (!declaration.isVariableDeclarator() || !declaration.node.init) return 'other';
  if (!binding.constant) return 'unknown';
  let init = stripTypeWrappers(declaration.node.init);
  if (init.type === 'AwaitExpression') init = stripTypeWrappers(init.argument);
  if (init.type !== 'CallExpression') return 'other';
  const callee = resolveCalleeOf(declaration, init, matchesGenkitModule);
  if (callee?.imported === 'genkit' && matchesGenkitApi(callee.source)) return 'genkit';
  // Another factory (`configureGenkit` from '@genkit-ai/core', a local `createAi()`): its type may tell.
  return 'unknown';
}

/** The module a receiver is imported from (`import { ai } from './index'`), if it is an import. */
export function importSourceOf(call: NodePath, receiver: t.Expression): string | undefined {
  if (receiver.type !== 'Identifier') return undefined;
  const declaration = scopeOf(call).getBinding(receiver.name)?.path;
  const statement = declaration?.parentPath?.node;
  if (!declaration?.isImportSpecifier() || statement?.type !== 'ImportDeclaration') return undefined;
  return statement.source.value;
}

/** The type annotation of a parameter or variable, if it has one. */
function declaredType(node: t.Node): t.Node | undefined {
  let id: t.Node = node;
  if (id.type === 'VariableDeclarator') id = id.id;
  if (id.type === 'AssignmentPattern') id = id.left;
  if (id.type === 'TSParameterProperty')
    id = id.parameter.type === 'AssignmentPattern' ? id.parameter.left : id.parameter;
  return id.type === 'Identifier' && id.typeAnnotation ? id.typeAnnotation : undefined;
}

/**
 * Frameworks loaded with `await import('module')` (`const { tool } = await import(...)`,
 * `const ai = await import(...)`): the bindings resolve them as imports (bindings.ts), so
 * the front ends migrate what is made from them, as from a static import. Only in a file
 * whose module system does not show (module-system.ts) are the definitions made from them
 * left and reported: this lists their sites. A site is a call or `new` of the binding, a
 * class that extends it, or, for a framework object (`new McpServer()`, `genkit()`), a call
 * of one of its registration methods on the variable that holds it.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrontEnd, FrontEndContext } from './front-end';
import { scopeOf, type Scope, visitCandidates } from './scope';

export interface DynamicImportSite {
  node: t.Node;
  /** The local binding (`tool`, `McpServer`, the namespace). */
  name: string;
  specifier: string;
}

export function dynamicImportSites(context: FrontEndContext, frontEnd: FrontEnd): DynamicImportSite[] {
  if (!/\bimport\s*\(/.test(context.source)) return [];
  const sites: DynamicImportSite[] = [];
  visitCandidates(context.program, {
    AwaitExpression(path) {
      const call = path.node.argument;
      if (call.type !== 'CallExpression' || call.callee.type !== 'Import') return;
      const [specifier] = call.arguments;
      if (specifier?.type !== 'StringLiteral' || !frontEnd.matchesModule(specifier.value)) return;
      const declarator = path.parentPath;
      if (!declarator.isVariableDeclarator()) return;
      for (const name of boundNames(declarator.node.id)) {
        for (const node of definitionSites(declarator, name, frontEnd.instanceMethods ?? []))
          sites.push({ node, name, specifier: specifier.value });
      }
    },
  });
  return sites;
}

export function reportDynamicImport(context: FrontEndContext, site: DynamicImportSite, why: string): void {
  context.report(
    site.node,
    'dynamic-import',
    `\`${site.name}\` comes from \`await import('${site.specifier}')\`${why}; left as it is`,
  );
}

function boundNames(pattern: t.Node): string[] {
  if (pattern.type === 'Identifier') return [pattern.name];
  if (pattern.type !== 'ObjectPattern') return [];
  return pattern.properties.flatMap((property) =>
    property.type === 'ObjectProperty' && property.value.type === 'Identifier' ? [property.value.name] : [],
  );
}

function definitionSites(declarator: NodePath, name: string, instanceMethods: readonly string[]): t.Node[] {
  const binding = scopeOf(declarator).getBinding(name);
  if (!binding) return [];
  return binding.referencePaths.flatMap((reference) => {
    const use = usedAs(reference);
    if (!use) return [];
    const instance = instanceVariable(use);
    const methodCalls = instance ? methodCallsOn(instance, instanceMethods) : [];
    return methodCalls.length > 0 ? methodCalls : [use.node];
  });
}

/** The call, `new` or class a reference makes (directly, or as `namespace.member`). */
function usedAs(reference: NodePath): NodePath | undefined {
  let used = reference;
  const parent = reference.parentPath;
  if (parent?.isMemberExpression() && parent.node.object === reference.node) used = parent;
  const site = used.parentPath;
  if ((site?.isCallExpression() || site?.isNewExpression()) && site.node.callee === used.node) return site;
  if (site?.isClass() && site.node.superClass === used.node) return site;
  return undefined;
}

/** `const server = new McpServer(...)`: the variable holding the framework object. */
function instanceVariable(site: NodePath): { scope: Scope; name: string } | undefined {
  let current: NodePath = site;
  if (current.parentPath?.isAwaitExpression()) current = current.parentPath;
  const declarator = current.parentPath;
  if (!declarator?.isVariableDeclarator() || declarator.node.id.type !== 'Identifier') return undefined;
  return { scope: scopeOf(declarator), name: declarator.node.id.name };
}

function methodCallsOn(instance: { scope: Scope; name: string }, methods: readonly string[]): t.Node[] {
  const binding = instance.scope.getBinding(instance.name);
  return (binding?.referencePaths ?? []).flatMap((reference) => {
    const member = reference.parentPath;
    if (!member?.isMemberExpression() || member.node.object !== reference.node || member.node.computed) return [];
    const property = member.node.property;
    const call = member.parentPath;
    return property.type === 'Identifier' && methods.includes(property.name) && call?.isCallExpression()
      ? [call.node]
      : [];
  });
}

/**
 * A framework's defining function reached through a module of the project: `export { createTool } from
 * '@mastra/core/tools'`, `export * from 'ai'`, or `import { createTool as mastraCreateTool } from
 * '@mastra/core/tools'; export const createTool = mastraCreateTool;` (a "tool factory" module that other files
 * import `createTool` from). The binding is still the framework's: the module says so in `framework-alias` facts
 * (`<module>#<name>=<package>#<export>`), and a file importing that name from it (relatively or through a path
 * alias, through barrels too) has its import resolved to the framework's export (bindings.ts). A module that
 * wraps the function (`export const createTool = (config) => mastraCreateTool({ ...defaults, ...config })`)
 * is no alias: its calls are not the framework's.
 */
import * as path from 'node:path';
import type * as t from '@babel/types';
import { setAliasedImport, type ModuleMatcher } from './bindings';
import { stripTypeWrappers } from './expression-facts';
import { moduleKey, type FactsView } from './module-facts';

export const FRAMEWORK_ALIAS_FACT = 'framework-alias';

/** The frameworks' modules, and the names their definitions are made with (only those are worth passing on). */
export interface FrameworkExports {
  matches: ModuleMatcher;
  names: ReadonlySet<string>;
}

const exportTests = new WeakMap<ReadonlySet<string>, RegExp>();

/**
 * A cheap test before any parse: the text may export a defining name (`export const createTool =`, `export { tool }`,
 * the names the facts keep) or a whole module (`export * from 'pkg'`). Most files that name a framework do neither,
 * and are not parsed for it.
 */
export function mayAliasFrameworkExport(source: string, names: ReadonlySet<string>): boolean {
  if (!source.includes('export')) return false;
  let test = exportTests.get(names);
  if (!test) {
    const alternatives = [...names].map((name) => name.replace(/[$]/g, '\\$&')).join('|');
    test = new RegExp(
      `\\bexport\\s*\\*\\s*from\\s*['"][^.'"]|\\bexport\\s+const\\s+(?:${alternatives})\\b|\\bexport\\s*\\{[^}]*\\b(?:${alternatives})\\b[^}]*\\}`,
    );
    exportTests.set(names, test);
  }
  return test.test(source);
}

/** The module's exports of a framework's defining names (or of a whole module of it), as `framework-alias` facts. */
export function frameworkAliasFacts(
  program: t.Program,
  filePath: string,
  frameworks: FrameworkExports,
): Record<string, string[]> {
  const module = moduleKey(filePath);
  const isFrameworkModule = frameworks.matches;
  const imported = frameworkImportsOf(program, isFrameworkModule);
  const aliases = constantAliases(program, imported);
  const facts: string[] = [];
  const add = (exported: string, target: string) => {
    if (exported === '*' || frameworks.names.has(exported)) facts.push(`${module}#${exported}=${target}`);
  };
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration') {
      const source = statement.source.value;
      if (statement.exportKind !== 'type' && !source.startsWith('.') && isFrameworkModule(source))
        add('*', `${source}#*`);
      continue;
    }
    if (statement.type !== 'ExportNamedDeclaration' || statement.exportKind === 'type') continue;
    const source = statement.source?.value;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ExportSpecifier' || specifier.exportKind === 'type') continue;
      const exported = nameOf(specifier.exported);
      if (source !== undefined) {
        if (!source.startsWith('.') && isFrameworkModule(source)) add(exported, `${source}#${specifier.local.name}`);
        continue;
      }
      const target = imported.get(specifier.local.name) ?? aliases.get(specifier.local.name);
      if (target) add(exported, target);
    }
    if (statement.declaration?.type === 'VariableDeclaration' && statement.declaration.kind === 'const') {
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        const init = stripTypeWrappers(declarator.init);
        const target = init.type === 'Identifier' ? imported.get(init.name) : undefined;
        if (target) add(declarator.id.name, target);
      }
    }
  }
  return facts.length > 0 ? { [FRAMEWORK_ALIAS_FACT]: facts } : {};
}

/** `import { a as b } from 'pkg'` → `b` → `pkg#a` (value imports of framework modules only). */
function frameworkImportsOf(program: t.Program, isFrameworkModule: ModuleMatcher): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = statement.source.value;
    if (source.startsWith('.') || !isFrameworkModule(source)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type')
        imported.set(specifier.local.name, `${source}#${nameOf(specifier.imported)}`);
    }
  }
  return imported;
}

/** Top-level `const b = a` of such an import (then `export { b }`): the same binding under another name. */
function constantAliases(program: t.Program, imported: ReadonlyMap<string, string>): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations) {
      const init = declarator.init && stripTypeWrappers(declarator.init);
      const target = init?.type === 'Identifier' ? imported.get(init.name) : undefined;
      if (declarator.id.type === 'Identifier' && target) aliases.set(declarator.id.name, target);
    }
  }
  return aliases;
}

/**
 * The file's imports of names a front end defines tools with (`definitionNames`), from a module of the project
 * that the run's facts say is an alias of a framework's export: each registered for bindings.ts, and the
 * framework modules they lead to returned. Asked through `facts`, so a change in the run's facts reruns the file.
 */
export function registerFrameworkAliases(
  program: t.Program,
  filePath: string,
  facts: FactsView,
  definitionNames: ReadonlySet<string>,
): string[] {
  const sources: string[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const specifier = statement.source.value;
    if (!/^(\.|@\/|~\/|#)/.test(specifier)) continue;
    for (const child of statement.specifiers) {
      if (child.type !== 'ImportSpecifier' || child.importKind === 'type') continue;
      const name = nameOf(child.imported);
      if (!definitionNames.has(name)) continue;
      const target = aliasTarget(specifier, filePath, facts, name);
      if (!target) continue;
      setAliasedImport(child, target);
      sources.push(target.source);
    }
  }
  return sources;
}

/** The one framework export the facts give this import (several, or none: undefined). */
function aliasTarget(
  specifier: string,
  filePath: string,
  facts: FactsView,
  name: string,
): { source: string; imported: string } | undefined {
  const module = specifier.startsWith('.') ? moduleKey(path.resolve(path.dirname(filePath), specifier)) : undefined;
  const found =
    module === undefined
      ? facts.aliasedSpecifier(FRAMEWORK_ALIAS_FACT, specifier, name)
      : [
          ...facts.about(FRAMEWORK_ALIAS_FACT, `${module}#${name}`),
          ...facts.about(FRAMEWORK_ALIAS_FACT, `${module}#*`),
        ];
  const targets = new Set(found.map((fact) => fact.slice(fact.indexOf('=') + 1)));
  if (targets.size !== 1) return undefined;
  const [target] = targets as Set<string>;
  const hash = target!.lastIndexOf('#');
  const imported = target!.slice(hash + 1);
  return { source: target!.slice(0, hash), imported: imported === '*' ? name : imported };
}

function nameOf(node: t.Identifier | t.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

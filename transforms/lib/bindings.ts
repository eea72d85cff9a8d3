/**
 * Import binding resolution: which local names come from a framework module. A call is
 * a tool definition only if its callee resolves, through scope, to such a binding —
 * never because of key names alone. Covers named, aliased, namespace and CommonJS
 * imports, and a module loaded with `await import()` (`const { tool } = await import('ai')`,
 * `const ai = await import('ai')`); type-only imports are ignored; a local declaration that
 * shadows the import wins.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { Scope, scopeOf } from './scope';

const scopeFrom = (at: NodePath | Scope): Scope => (at instanceof Scope ? at : scopeOf(at));

export type ModuleMatcher = (specifier: string) => boolean;

export interface FrameworkReference {
  /** The export it names, e.g. `tool` for `import { tool as aiTool }`. */
  imported: string;
  source: string;
  /** The local binding's name (`aiTool`, or the namespace `ai`). */
  local: string;
  /** The identifier node that refers to the binding (callee or namespace object). */
  referenceNode: t.Identifier;
}

/** `require('x')` → `'x'`. */
export function requiredModule(node: t.Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') {
    return undefined;
  }
  const [first] = node.arguments;
  return first?.type === 'StringLiteral' ? first.value : undefined;
}

/** `await import('x')` → `'x'`. */
export function dynamicallyImportedModule(node: t.Node | null | undefined): string | undefined {
  if (node?.type !== 'AwaitExpression') return undefined;
  const call = node.argument;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Import') return undefined;
  const [first] = call.arguments;
  return first?.type === 'StringLiteral' ? first.value : undefined;
}

/** The module a declarator's value loads whole: `require('x')` or `await import('x')`. */
export function loadedModule(node: t.Node | null | undefined): string | undefined {
  return requiredModule(node) ?? dynamicallyImportedModule(node);
}

/** The module a value import's specifier (`path`) loads; undefined for a type-only import or any other declaration. */
export function importSource(path: NodePath): string | undefined {
  const declaration = path.parentPath?.node;
  if (declaration?.type !== 'ImportDeclaration') return undefined;
  if (declaration.importKind === 'type' || declaration.importKind === 'typeof') return undefined;
  return declaration.source.value;
}

/**
 * Imports of a project module that only passes a framework's export on (framework-alias-facts.ts): the
 * specifier node → the framework module and export it is. Set per parse, before the front ends run.
 */
const aliasedImports = new WeakMap<t.ImportSpecifier, { source: string; imported: string }>();

export function setAliasedImport(specifier: t.ImportSpecifier, target: { source: string; imported: string }): void {
  aliasedImports.set(specifier, target);
}

/** Resolves an identifier to the framework export it is bound to, if any. */
export function resolveNamedImport(
  path: NodePath | Scope,
  identifier: t.Identifier,
  matches: ModuleMatcher,
): { imported: string; source: string } | undefined {
  const binding = scopeFrom(path).getBinding(identifier.name);
  if (!binding) return undefined;
  const declaration = binding.path;
  if (declaration.isImportSpecifier()) {
    const source = importSource(declaration);
    if (source === undefined || declaration.node.importKind === 'type') return undefined;
    if (!matches(source)) {
      const aliased = aliasedImports.get(declaration.node);
      return aliased && matches(aliased.source) ? aliased : undefined;
    }
    const imported = declaration.node.imported;
    return { imported: imported.type === 'Identifier' ? imported.name : imported.value, source };
  }
  if (declaration.isVariableDeclarator() && declaration.node.id.type === 'ObjectPattern') {
    const source = loadedModule(declaration.node.init);
    if (source === undefined || !matches(source)) return undefined;
    for (const property of declaration.node.id.properties) {
      if (property.type !== 'ObjectProperty' || property.computed) continue;
      if (
        property.value.type === 'Identifier' &&
        property.value.name === identifier.name &&
        property.key.type === 'Identifier'
      ) {
        return { imported: property.key.name, source };
      }
    }
  }
  return undefined;
}

/** Resolves `ns` in `ns.x` to a framework namespace (`import * as ns`, `const ns = require()` / `await import()`). */
export function resolveNamespace(
  path: NodePath | Scope,
  identifier: t.Identifier,
  matches: ModuleMatcher,
): string | undefined {
  const binding = scopeFrom(path).getBinding(identifier.name);
  if (!binding) return undefined;
  const declaration = binding.path;
  if (declaration.isImportNamespaceSpecifier()) {
    const source = importSource(declaration);
    return source !== undefined && matches(source) ? source : undefined;
  }
  if (declaration.isVariableDeclarator() && declaration.node.id.type === 'Identifier') {
    const source = loadedModule(declaration.node.init);
    return source !== undefined && matches(source) ? source : undefined;
  }
  return undefined;
}

/** Whether the callee has a shape `resolveCallee` follows (a name, or `ns.name`): a test before any path is made. */
export function calleeMayResolve(call: t.CallExpression | t.NewExpression): boolean {
  const callee = call.callee;
  return (
    callee.type === 'Identifier' ||
    (callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      callee.property.type === 'Identifier')
  );
}

/** A `where` for `visitCandidates`: the call names an export of a module `matches` accepts. */
export function callsFrameworkExport(matches: ModuleMatcher) {
  return (call: t.CallExpression | t.NewExpression, scope: Scope): boolean =>
    calleeMayResolve(call) && resolveCalleeOf(scope, call, matches) !== undefined;
}

/** The framework export a callee names: `tool(...)`, `aiTool(...)`, `ai.tool(...)`. */
export function resolveCallee(
  path: NodePath<t.CallExpression | t.NewExpression>,
  matches: ModuleMatcher,
): FrameworkReference | undefined {
  return resolveCalleeOf(path, path.node, matches);
}

/**
 * The same for a call node that has no path of its own yet (a call nested in an
 * argument): `scopePath` is any path in the same scope.
 */
export function resolveCalleeOf(
  scopePath: NodePath | Scope,
  call: t.CallExpression | t.NewExpression,
  matches: ModuleMatcher,
): FrameworkReference | undefined {
  const path = scopePath;
  const callee = call.callee;
  if (callee.type === 'Identifier') {
    const resolved = resolveNamedImport(path, callee, matches);
    return resolved && { ...resolved, local: callee.name, referenceNode: callee };
  }
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.property.type === 'Identifier'
  ) {
    const source = resolveNamespace(path, callee.object, matches);
    return source === undefined
      ? undefined
      : { imported: callee.property.name, source, local: callee.object.name, referenceNode: callee.object };
  }
  return undefined;
}

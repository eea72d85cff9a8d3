/**
 * `this` as an `McpServer`: `this.tool(...)` / `this.registerTool(...)` in the constructor,
 * a method or a field initialiser of `class X extends McpServer` (directly, or through
 * other classes of the same file). A class that defines its own `tool`/`registerTool`
 * may do something else with them, so its calls stay unknown (reported, not migrated).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveNamedImport, resolveNamespace, type ModuleMatcher } from '../../lib/bindings';
import { scopeOf } from '../../lib/scope';

export type ThisReceiver = { kind: 'mcp-server'; source: string } | { kind: 'other' } | { kind: 'unknown' };

const REGISTRATION_METHODS = new Set(['tool', 'registerTool']);

/** What `this` is at `call`, as far as the file shows: an instance of an `McpServer` subclass, or not. */
export function classifyThis(call: NodePath, matchesServerModule: ModuleMatcher): ThisReceiver {
  const owner = thisOwner(call);
  if (owner === 'unknown' || owner === 'other') return { kind: owner };
  return classifyClass(owner, matchesServerModule, 0);
}

/** The class whose instance `this` is at `path`; `other` when it is no instance (static, module level). */
export function thisOwner(path: NodePath): NodePath<t.Class> | 'other' | 'unknown' {
  for (let current: NodePath | null = path.parentPath; current; current = current.parentPath) {
    // Arrow functions see the `this` around them.
    if (current.isArrowFunctionExpression()) continue;
    if (current.isClassMethod() || current.isClassPrivateMethod()) {
      if (current.node.static) return 'other';
      return current.parentPath.parentPath as NodePath<t.Class>;
    }
    if (current.isClassProperty() || current.isClassPrivateProperty()) {
      if (current.node.static) return 'other';
      return current.parentPath.parentPath as NodePath<t.Class>;
    }
    // Any other function has a `this` of its own, set by whoever calls it.
    if (current.isFunction() || current.isStaticBlock()) return 'unknown';
    if (current.isProgram()) return 'other';
  }
  return 'unknown';
}

function classifyClass(cls: NodePath<t.Class>, matchesServerModule: ModuleMatcher, depth: number): ThisReceiver {
  if (definesRegistrationMethod(cls.node)) return { kind: 'unknown' };
  const superClass = cls.node.superClass;
  if (!superClass) return { kind: 'other' };
  if (superClass.type === 'Identifier') {
    const imported = resolveNamedImport(cls, superClass, matchesServerModule);
    if (imported)
      return imported.imported === 'McpServer' ? { kind: 'mcp-server', source: imported.source } : { kind: 'other' };
    const local = localClass(cls, superClass);
    if (local && depth < 8) return classifyClass(local, matchesServerModule, depth + 1);
    return { kind: 'unknown' };
  }
  if (
    superClass.type === 'MemberExpression' &&
    !superClass.computed &&
    superClass.object.type === 'Identifier' &&
    superClass.property.type === 'Identifier'
  ) {
    const source = resolveNamespace(cls, superClass.object, matchesServerModule);
    if (source !== undefined)
      return superClass.property.name === 'McpServer' ? { kind: 'mcp-server', source } : { kind: 'other' };
  }
  return { kind: 'unknown' };
}

/** A class the file declares under `name` (`class Base ...`, `const Base = class ...`). */
function localClass(from: NodePath, name: t.Identifier): NodePath<t.Class> | undefined {
  const binding = scopeOf(from).getBinding(name.name);
  const declaration = binding?.path;
  if (declaration?.isClassDeclaration()) return declaration;
  if (binding?.constant && declaration?.isVariableDeclarator()) {
    const init = declaration.get('init');
    if (!Array.isArray(init) && init.isClassExpression()) return init;
  }
  return undefined;
}

/** An instance `tool` or `registerTool` of the class's own (a static one does not change what `this.tool` is). */
function definesRegistrationMethod(cls: t.Class): boolean {
  return cls.body.body.some(
    (member) =>
      (member.type === 'ClassMethod' || member.type === 'ClassProperty') &&
      !member.static &&
      !member.computed &&
      member.key.type === 'Identifier' &&
      REGISTRATION_METHODS.has(member.key.name),
  );
}

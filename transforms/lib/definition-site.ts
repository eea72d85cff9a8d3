/**
 * Where a definition call sits, and what that says about its name and placement.
 * Shared by every front end whose definitions are expressions (`tool({...})`,
 * `createTool({...})`, `new DynamicStructuredTool({...})`).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from './diagnostic-catalogue';
import type { NameSource, Placement } from './ir';
import { nameFromFile } from './naming';
import { scopeOf } from './scope';

export type SiteAnalysis =
  | {
      ok: true;
      name: string;
      nameSource: NameSource;
      placement: Placement;
      variable?: string;
      /** The name as written where it is no literal (a computed record key); see `ToolDescription.nameText`. */
      nameText?: string;
      runtimeName?: true;
    }
  | Refusal;

const WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
]);

/**
 * The outermost of `path` and what wraps it without changing what it is: `x as T`, `x satisfies T`, `x!`, `<T>x`,
 * `(x)`, and with `await`, `await x` (the AI SDK's `await tool(...)` names the same tool).
 */
export function outsideWrappers(path: NodePath, options: { await?: boolean } = {}): NodePath {
  let outer = path;
  const wraps = (type: string) => WRAPPERS.has(type) || (options.await === true && type === 'AwaitExpression');
  while (outer.parentPath && wraps(outer.parentPath.node.type)) outer = outer.parentPath;
  return outer;
}

const ITERATING_METHODS = new Set(['map', 'forEach', 'flatMap', 'reduce', 'filter', 'from', 'fromEntries']);

/** `{ key: ... }` → `key`, `{ 'a-b': ... }` → `a-b`; computed keys have no static name. */
export function staticKey(node: t.ObjectProperty | t.ObjectMethod | t.ClassProperty): string | undefined {
  if (node.computed) {
    return node.key.type === 'StringLiteral' ? node.key.value : undefined;
  }
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'StringLiteral') return node.key.value;
  if (node.key.type === 'NumericLiteral') return String(node.key.value);
  return undefined;
}

/** True when the definition is built repeatedly: in a loop or an iterating callback. */
export function isInLoop(path: NodePath): boolean {
  for (let current: NodePath | null = path.parentPath; current; current = current.parentPath) {
    const node = current.node;
    if (
      node.type === 'ForStatement' ||
      node.type === 'ForInStatement' ||
      node.type === 'ForOfStatement' ||
      node.type === 'WhileStatement' ||
      node.type === 'DoWhileStatement'
    ) {
      return true;
    }
    if (
      (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') &&
      current.parentPath?.isCallExpression()
    ) {
      const callee = current.parentPath.node.callee;
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.type === 'Identifier' &&
        ITERATING_METHODS.has(callee.property.name)
      ) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Names and places a definition from its surroundings:
 * - a property of an object literal (a `tools` record) → the key, rewritten inline;
 * - `const x = def(...)` → the variable (or the key of a same-file record that uses it);
 *   the standard object is declared right before that statement, in the same scope;
 * - `export default def(...)` → the file name;
 * - `obj.key = def(...)` → `key`, inline.
 */
export function analyseSite(path: NodePath<t.Node>, filePath: string): SiteAnalysis {
  const outer = outsideWrappers(path);
  const parent = outer.parentPath;
  const site = path.node;
  // A literal record key names the tool wherever it is built, a loop too (rewritten in place).
  if (parent?.isObjectProperty() && parent.node.value === outer.node) {
    const key = staticKey(parent.node);
    if (key !== undefined)
      return { ok: true, name: key, nameSource: 'record-key', placement: { kind: 'inline', site } };
  }
  if (isInLoop(path)) {
    return refuse('built-in-loop');
  }
  if (!parent) return refuse('no-static-name', 'has no name that can be derived');

  if (parent.isObjectProperty() && parent.node.value === outer.node)
    return refuse('computed-name', 'has a computed record key');

  // A class field (`weather = tool({...})`): named by the field, rewritten in place.
  if ((parent.isClassProperty() || parent.isClassPrivateProperty()) && parent.node.value === outer.node) {
    const key =
      parent.node.key.type === 'PrivateName' ? parent.node.key.id.name : staticKey(parent.node as t.ClassProperty);
    if (key === undefined) return refuse('computed-name', 'is a class field with a computed name');
    return { ok: true, name: key, nameSource: 'property', placement: { kind: 'inline', site } };
  }

  if (parent.isVariableDeclarator() && parent.node.init === outer.node && parent.node.id.type === 'Identifier') {
    const variable = parent.node.id.name;
    const recordKey = uniqueRecordKey(parent as NodePath<t.VariableDeclarator>, variable);
    const name = recordKey ?? variable;
    const nameSource: NameSource = recordKey ? 'record-key' : 'variable';
    const declaration = parent.parentPath;
    const container = declaration?.parentPath;
    const inStatementList =
      declaration?.isVariableDeclaration() &&
      declaration.node.declarations.length === 1 &&
      (container?.isProgram() ||
        container?.isBlockStatement() ||
        container?.isExportNamedDeclaration() ||
        container?.isSwitchCase() ||
        container?.isStaticBlock());
    if (!inStatementList || !declaration || !container) {
      return { ok: true, name, nameSource, placement: { kind: 'inline', site }, variable };
    }
    const exported = container.isExportNamedDeclaration();
    const statement = exported ? container.node : declaration.node;
    return { ok: true, name, nameSource, placement: { kind: 'declare', site, statement, exported }, variable };
  }

  if (parent.isExportDefaultDeclaration()) {
    return {
      ok: true,
      name: nameFromFile(filePath),
      nameSource: 'file',
      placement: { kind: 'declare', site, statement: parent.node, exported: false },
    };
  }

  if (
    parent.isAssignmentExpression() &&
    parent.node.right === outer.node &&
    parent.node.left.type === 'MemberExpression'
  ) {
    const left = parent.node.left;
    const key =
      !left.computed && left.property.type === 'Identifier'
        ? left.property.name
        : left.property.type === 'StringLiteral'
          ? left.property.value
          : undefined;
    if (key === undefined) return refuse('computed-name', 'is assigned to a computed property');
    return { ok: true, name: key, nameSource: 'property', placement: { kind: 'inline', site } };
  }

  return refuse('no-static-name');
}

/** The one key under which same-file records (`tools: { key: variable }`) hold this variable. */
function uniqueRecordKey(declarator: NodePath<t.VariableDeclarator>, variable: string): string | undefined {
  const binding = scopeOf(declarator).getBinding(variable);
  if (!binding) return undefined;
  const keys = new Set<string>();
  for (const reference of binding.referencePaths) {
    const parent = reference.parentPath;
    // A shorthand `{ variable }` repeats the variable's name: it says nothing new.
    if (parent?.isObjectProperty() && parent.node.value === reference.node && !parent.node.shorthand) {
      const key = staticKey(parent.node);
      if (key !== undefined) keys.add(key);
    }
  }
  return keys.size === 1 ? [...keys][0] : undefined;
}

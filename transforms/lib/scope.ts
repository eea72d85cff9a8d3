/**
 * Light binding resolution: the bindings of a file, from one plain walk over its tree,
 * built once per file on the first question and shared by every front end. It answers
 * what the front ends ask of Babel's scope (`getBinding`, `hasBinding`, a binding's kind,
 * constancy, declaration, references and reassignments) by Babel's own rules, without
 * Babel's crawl: no NodePath for every node, no visitor queues. The NodePaths a binding
 * hands out (`path`, `referencePaths`, `constantViolations`) are made on demand from the
 * file's program path. Every traversal of the front ends runs with `noScope: true`, so
 * Babel never crawls; `scopeOf(path)` stands for `path.scope`.
 */
import { Scope as BabelScope, type NodePath } from '@babel/traverse';
import * as t from '@babel/types';

export type BindingKind = 'var' | 'let' | 'const' | 'module' | 'hoisted' | 'param' | 'local' | 'unknown';

export class Binding {
  constant = true;
  referenced = false;
  private readonly referenceNodes: t.Node[] = [];
  private readonly violationNodes: t.Node[] = [];

  constructor(
    readonly identifier: t.Identifier,
    readonly scope: Scope,
    private readonly declarationNode: t.Node,
    readonly kind: BindingKind,
    private readonly file: FileScopes,
  ) {}

  /** The declaration: a declarator, a specifier, a function or class, a parameter, a catch clause. */
  get path(): NodePath {
    return this.file.pathOf(this.declarationNode);
  }

  get referencePaths(): NodePath[] {
    return this.referenceNodes.map((node) => this.file.pathOf(node));
  }

  get constantViolations(): NodePath[] {
    return this.violationNodes.map((node) => this.file.pathOf(node));
  }

  reference(node: t.Node): void {
    if (this.referenceNodes.includes(node)) return;
    this.referenced = true;
    this.referenceNodes.push(node);
  }

  reassign(node: t.Node): void {
    this.constant = false;
    if (!this.violationNodes.includes(node)) this.violationNodes.push(node);
  }
}

export class Scope {
  readonly bindings: Record<string, Binding> = Object.create(null) as Record<string, Binding>;

  constructor(
    readonly node: t.Node,
    readonly parent: Scope | undefined,
  ) {}

  getOwnBinding(name: string): Binding | undefined {
    return this.bindings[name];
  }

  /** Babel's rules: the nearest declaration; a parameter pattern's default does not see the function body's. */
  getBinding(name: string): Binding | undefined {
    let previous: t.Node | undefined;
    for (let scope: Scope | undefined = this; scope; scope = scope.parent) {
      const binding = scope.getOwnBinding(name);
      if (binding) {
        if (!(previous && t.isPattern(previous) && binding.kind !== 'param' && binding.kind !== 'local')) return binding;
      } else if (name === 'arguments' && t.isFunction(scope.node) && !t.isArrowFunctionExpression(scope.node)) {
        return undefined;
      }
      previous = scope.node;
    }
    return undefined;
  }

  /** Declared here or above; globals (`JSON`, `undefined`, ...) count unless `noGlobals`. */
  hasBinding(name: string, options: boolean | { noGlobals?: boolean } = false): boolean {
    for (let scope: Scope | undefined = this; scope; scope = scope.parent) if (scope.getOwnBinding(name)) return true;
    const noGlobals = typeof options === 'boolean' ? options : options.noGlobals === true;
    return !noGlobals && (BabelScope.globals.includes(name) || BabelScope.contextVariables.includes(name));
  }

  functionParent(): Scope {
    let scope: Scope = this;
    while (!t.isFunctionParent(scope.node) && !t.isProgram(scope.node) && scope.parent) scope = scope.parent;
    return scope;
  }

  blockParent(): Scope {
    let scope: Scope = this;
    while (!t.isBlockParent(scope.node) && scope.parent) scope = scope.parent;
    return scope;
  }
}

/** What `path.scope` was: the scope of the nearest scope-making node, by Babel's rules. */
export function scopeOf(path: NodePath): Scope {
  let root = path;
  while (root.parentPath) root = root.parentPath;
  const file = fileScopesOf(root as NodePath<t.Program>);
  return file.scopeAt(path);
}

const files = new WeakMap<t.Node, FileScopes>();

/** The file's scopes, built on first use (its program path must come from a `noScope` traversal). */
export function fileScopesOf(program: NodePath<t.Program>): FileScopes {
  let file = files.get(program.node);
  if (!file) {
    file = new FileScopes(program);
    files.set(program.node, file);
  }
  return file;
}

interface WalkState {
  references: [t.Identifier | t.JSXIdentifier, Scope][];
  assignments: [t.Node, Scope][];
  violations: [t.Node, Scope][];
}

export class FileScopes {
  private readonly scopes = new Map<t.Node, Scope>();
  private readonly parents = new Map<t.Node, t.Node>();
  private readonly paths = new Map<t.Node, NodePath>();

  constructor(private readonly program: NodePath<t.Program>) {
    const root = new Scope(program.node, undefined);
    this.scopes.set(program.node, root);
    const state: WalkState = { references: [], assignments: [], violations: [] };
    this.walk(program.node, undefined, root, root, state);
    for (const [node, scope] of state.assignments) {
      for (const name of Object.keys(t.getAssignmentIdentifiers(node))) scope.getBinding(name)?.reassign(node);
    }
    for (const [node, scope] of state.references) scope.getBinding(node.name)?.reference(node);
    for (const [node, scope] of state.violations) {
      for (const name of Object.keys(t.getAssignmentIdentifiers(node))) scope.getBinding(name)?.reassign(node);
    }
  }

  /** The NodePath of a node of this file (made through the program path, cached). */
  pathOf(node: t.Node): NodePath {
    if (node === this.program.node) return this.program;
    const cached = this.paths.get(node);
    if (cached) return cached;
    const parent = this.parents.get(node);
    if (!parent) throw new Error(`no path for a ${node.type} outside the walked tree`);
    const parentPath = this.pathOf(parent);
    const record = parent as unknown as Record<string, unknown>;
    for (const key of t.VISITOR_KEYS[parent.type] ?? []) {
      const value = record[key];
      let found: NodePath | undefined;
      if (value === node) found = parentPath.get(key) as NodePath;
      else if (Array.isArray(value) && value.includes(node))
        found = (parentPath.get(key) as NodePath[])[value.indexOf(node)];
      if (found) {
        this.paths.set(node, found);
        return found;
      }
    }
    throw new Error(`no key of its ${parent.type} holds the ${node.type}`);
  }

  scopeAt(path: NodePath): Scope {
    const own = this.scopes.get(path.node);
    if (own) return own;
    let parent = path.parentPath;
    if (!parent) return this.scopes.get(this.program.node)!;
    if (
      ((path.key === 'key' || path.listKey === 'decorators') && parent.isMethod()) ||
      (path.key === 'discriminant' && parent.isSwitchStatement())
    )
      parent = parent.parentPath ?? parent;
    return this.scopeAt(parent);
  }

  /**
   * One pre-order walk: `scope` is the node's own scope when it makes one, `outer` the
   * scope of its parent (a method's key and decorators, a switch's discriminant, are
   * evaluated outside the node's own scope).
   */
  private walk(node: t.Node, parent: t.Node | undefined, scope: Scope, outer: Scope, state: WalkState): void {
    if (node.type === 'TSTypeAnnotation') return; // Babel's crawl skips annotations too
    this.declare(node, parent, scope, state);
    const record = node as unknown as Record<string, unknown>;
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const value = record[key];
      if (Array.isArray(value)) {
        for (const child of value as (t.Node | null)[])
          if (child && typeof child.type === 'string') this.child(child, node, key, key, scope, outer, state);
      } else if (value && typeof (value as t.Node).type === 'string') {
        this.child(value as t.Node, node, key, undefined, scope, outer, state);
      }
    }
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration')
      this.exportReferences(node, scope);
  }

  private child(
    child: t.Node,
    node: t.Node,
    key: string,
    listKey: string | undefined,
    scope: Scope,
    outer: Scope,
    state: WalkState,
  ): void {
    this.parents.set(child, node);
    const outside =
      ((key === 'key' || listKey === 'decorators') && t.isMethod(node)) ||
      (key === 'discriminant' && node.type === 'SwitchStatement');
    const base = outside ? outer : scope;
    let own = base;
    if (t.isScope(child, node)) {
      own = new Scope(child, base);
      this.scopes.set(child, own);
    }
    this.walk(child, node, own, base, state);
  }

  /** What Babel's collector registers on entering `node` (scope: the node's own, when it makes one). */
  private declare(node: t.Node, parent: t.Node | undefined, scope: Scope, state: WalkState): void {
    switch (node.type) {
      case 'Identifier':
      case 'JSXIdentifier':
        if (parent && this.isReference(node, parent)) state.references.push([node, scope]);
        return;
      case 'ImportDeclaration':
      case 'TSImportEqualsDeclaration':
        this.registerDeclaration(node.type === 'ImportDeclaration' ? scope.blockParent() : scope.functionParent(), node);
        return;
      case 'AssignmentExpression':
        state.assignments.push([node, scope]);
        return;
      case 'UpdateExpression':
        state.violations.push([node, scope]);
        return;
      case 'UnaryExpression':
        if (node.operator === 'delete') state.violations.push([node, scope]);
        return;
      case 'ForInStatement':
      case 'ForOfStatement':
        if (t.isPattern(node.left) || node.left.type === 'Identifier') state.violations.push([node, scope]);
        return;
      case 'CatchClause':
        this.registerBinding(scope, 'let', node);
        return;
      case 'ClassExpression':
        if (node.id) this.registerBinding(scope, 'local', node.id, node);
        return;
      default:
    }
    if (t.isFunction(node)) {
      for (const param of node.params) this.registerBinding(scope, 'param', param);
      if (node.type === 'FunctionExpression' && node.id) this.registerBinding(scope, 'local', node.id, node);
    }
    if (!t.isDeclaration(node) || t.isExportDeclaration(node)) return;
    if (t.isBlockScoped(node)) {
      const declaring = scope.node === node ? scope.parent! : scope;
      this.registerDeclaration(declaring.blockParent(), node);
      if (node.type === 'ClassDeclaration' && node.id) {
        const outerBinding = declaring.getBinding(node.id.name);
        if (outerBinding) scope.bindings[node.id.name] = outerBinding;
      }
      return;
    }
    this.registerDeclaration(scope.functionParent(), node);
  }

  private isReference(node: t.Identifier | t.JSXIdentifier, parent: t.Node): boolean {
    if (node.type === 'JSXIdentifier' && parent.type !== 'JSXMemberExpression' && t.react.isCompatTag(node.name))
      return false;
    if (parent.type === 'TSQualifiedName' && parent.right === node) return false;
    if (parent.type === 'TSImportEqualsDeclaration') return false;
    return t.isReferenced(node, parent, this.parents.get(parent));
  }

  private registerDeclaration(scope: Scope, node: t.Node): void {
    switch (node.type) {
      case 'FunctionDeclaration':
        if (node.id) this.registerBinding(scope, 'hoisted', node.id, node);
        return;
      case 'VariableDeclaration': {
        const kind = node.kind === 'using' || node.kind === 'await using' ? 'const' : node.kind;
        for (const declarator of node.declarations) this.registerBinding(scope, kind, declarator);
        return;
      }
      case 'ClassDeclaration':
        if (!node.declare) this.registerBinding(scope, 'let', node);
        return;
      case 'ImportDeclaration': {
        const typeOnly = node.importKind === 'type' || node.importKind === 'typeof';
        for (const specifier of node.specifiers) {
          const typeSpecifier =
            typeOnly ||
            (specifier.type === 'ImportSpecifier' &&
              (specifier.importKind === 'type' || specifier.importKind === 'typeof'));
          this.registerBinding(scope, typeSpecifier ? 'unknown' : 'module', specifier);
        }
        return;
      }
      default:
        this.registerBinding(scope, 'unknown', node);
    }
  }

  private registerBinding(scope: Scope, kind: BindingKind, idsOf: t.Node, declaration: t.Node = idsOf): void {
    const ids = t.getBindingIdentifiers(idsOf, true, true) as Record<string, t.Identifier[]>;
    for (const [name, list] of Object.entries(ids)) {
      for (const id of list) {
        const local = scope.getOwnBinding(name);
        if (local?.identifier === id) continue;
        if (local) {
          checkCollision(local, kind, name);
          local.reassign(declaration);
        } else {
          const binding = new Binding(id, scope, declaration, kind, this);
          if ((kind === 'var' || kind === 'hoisted') && this.initInLoop(declaration)) binding.reassign(declaration);
          scope.bindings[name] = binding;
        }
      }
    }
  }

  /** Babel's `isInitInLoop`: a `var` or function declared (with a value) in a loop body changes on each turn. */
  private initInLoop(declaration: t.Node): boolean {
    const hasValue = declaration.type !== 'VariableDeclarator' || declaration.init != null;
    for (let node = declaration, parent = this.parents.get(node); parent; node = parent, parent = this.parents.get(node)) {
      if (t.isFunctionParent(parent)) return false;
      const record = parent as unknown as Record<string, unknown>;
      if ((t.isForXStatement(parent) && record.left === node) || (hasValue && t.isLoop(parent) && record.body === node))
        return true;
    }
    return false;
  }

  /** `export const x` / `export function f` / `export default class C`: the export counts as a reference. */
  private exportReferences(node: t.ExportNamedDeclaration | t.ExportDefaultDeclaration, scope: Scope): void {
    const declaration = node.declaration;
    if (declaration?.type === 'ClassDeclaration' || declaration?.type === 'FunctionDeclaration') {
      if (declaration.id) scope.getBinding(declaration.id.name)?.reference(node);
    } else if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations)
        for (const name of Object.keys(t.getBindingIdentifiers(declarator))) scope.getBinding(name)?.reference(node);
    }
  }
}

/** Babel's scope rejects a block-scoped name declared twice: the file is not valid code. */
function checkCollision(local: Binding, kind: BindingKind, name: string): void {
  if (kind === 'param' || local.kind === 'local') return;
  const duplicate =
    kind === 'let' ||
    local.kind === 'let' ||
    local.kind === 'const' ||
    local.kind === 'module' ||
    (local.kind === 'param' && kind === 'const');
  if (duplicate) throw new TypeError(`Duplicate declaration "${name}"`);
}

/**
 * The one walk over a file: a plain recursive walk (no NodePaths, no visitor queues) that
 * registers every binding by Babel's collector rules (scope-model.ts), and lists the nodes
 * front ends look for (calls, `new`, classes, type references, identifiers by name) with
 * their scopes. The NodePaths the front ends get are made on demand from the program path,
 * found by source range.
 */
import { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { forEachChild } from './children';
import { isPropertyName } from './naming';
import { Binding, Scope, type BindingKind } from './scope-model';

// Read once: each `t.x` is a getter call on the module object, and the walk makes millions.
const { VISITOR_KEYS, getAssignmentIdentifiers, getBindingIdentifiers, isReferenced } = t;
const { isBlockScoped, isDeclaration, isExportDeclaration, isFunctionParent, isLoop, isMethod, isPattern, react } = t;
const SCOPABLE: ReadonlySet<string> = new Set(t.SCOPABLE_TYPES);
const FUNCTIONS: ReadonlySet<string> = new Set(t.FUNCTION_TYPES);

/** The nodes front ends look for (`visitCandidates`): the walk lists them, so that no front end traverses. */
export const CANDIDATE_TYPES = new Set([
  'CallExpression',
  'NewExpression',
  'ClassDeclaration',
  'ClassExpression',
  'AwaitExpression',
  'ObjectProperty',
  'TSTypeReference',
  'TSTypeQuery',
  'TSExpressionWithTypeArguments',
] as const);
export type CandidateType = typeof CANDIDATE_TYPES extends Set<infer T> ? T : never;
const isCandidate = (type: string): boolean => (CANDIDATE_TYPES as ReadonlySet<string>).has(type);

/**
 * The context of the paths made here: `noScope` stops Babel's `setScope` at once (it would
 * otherwise climb to the program from every new path), and paths got from these inherit it.
 */
const NO_SCOPE_CONTEXT = { opts: { noScope: true }, state: undefined } as unknown as Parameters<
  NodePath['setContext']
>[0];

interface WalkState {
  /** Each reference and the scope it is in, side by side (one pair per identifier: no tuple each). */
  referenceNodes: (t.Identifier | t.JSXIdentifier)[];
  referenceScopes: Scope[];
  assignments: [t.Node, Scope][];
  violations: [t.Node, Scope][];
  /** The ancestors of the node being walked, the root first. */
  ancestors: t.Node[];
  /** The node being walked. */
  walked?: t.Node;
}

type NodeRecord = Record<string, unknown>;

/** What the walk asks of a node's type: looked up once per node, not by a set or a switch per question. */
interface TypeFacts {
  readonly keys: readonly string[];
  readonly candidate: boolean;
  readonly scopable: boolean;
  readonly isFunction: boolean;
  readonly isMethod: boolean;
  /** A declaration that registers its own bindings (Babel's `isDeclaration`, but not an export). */
  readonly declares: boolean;
}

const TYPE_FACTS = new Map<string, TypeFacts>();

function typeFacts(type: string): TypeFacts {
  let facts = TYPE_FACTS.get(type);
  if (!facts) {
    // These predicates read only the type of a node (placeholders aside, which are never parsed here).
    const probe = { type } as t.Node;
    facts = {
      keys: VISITOR_KEYS[type] ?? [],
      candidate: isCandidate(type),
      scopable: SCOPABLE.has(type),
      isFunction: FUNCTIONS.has(type),
      isMethod: isMethod(probe),
      declares: isDeclaration(probe) && !isExportDeclaration(probe),
    };
    TYPE_FACTS.set(type, facts);
  }
  return facts;
}

/**
 * Babel's `isScope`: a scopable node; but a function's (or catch clause's) body block is the
 * function's scope, and a parameter pattern makes one.
 */
function makesScope(node: t.Node, facts: TypeFacts, parent: t.Node, parentFacts: TypeFacts): boolean {
  if (node.type === 'BlockStatement') return !(parentFacts.isFunction || parent.type === 'CatchClause');
  if (node.type === 'ObjectPattern' || node.type === 'ArrayPattern' || node.type === 'AssignmentPattern')
    return parentFacts.isFunction || parent.type === 'CatchClause';
  return facts.scopable;
}

export class FileScopes {
  private readonly scopes = new Map<t.Node, Scope>();
  private readonly paths = new Map<t.Node, NodePath>();
  private readonly candidateNodes: t.Node[] = [];
  /** The scope of each candidate (what `scopeOf` its path would say). */
  private readonly candidateScopes: Scope[] = [];
  /** Every identifier by name, listed on the first question (one front end asks, for a few files). */
  private identifiers?: Map<string, t.Identifier[]>;
  /** Every identifier name but property keys and member names (naming.ts's `collectIdentifierNames`). */
  readonly names = new Set<string>();

  constructor(private readonly program: NodePath<t.Program>) {
    const root = new Scope(program.node, undefined);
    this.scopes.set(program.node, root);
    const state: WalkState = {
      referenceNodes: [],
      referenceScopes: [],
      assignments: [],
      violations: [],
      ancestors: [],
    };
    this.walk(program.node, typeFacts(program.node.type), root, root, state);
    for (const [node, scope] of state.assignments) {
      for (const name of Object.keys(getAssignmentIdentifiers(node))) scope.getBinding(name)?.reassign(node);
    }
    const { referenceNodes, referenceScopes } = state;
    for (let index = 0; index < referenceNodes.length; index += 1) {
      const node = referenceNodes[index]!;
      referenceScopes[index]!.getBinding(node.name)?.reference(node);
    }
    for (const [node, scope] of state.violations) {
      for (const name of Object.keys(getAssignmentIdentifiers(node))) scope.getBinding(name)?.reassign(node);
    }
  }

  /** The NodePath of a node of this file: found from the program down, by source range (cached). */
  pathOf(node: t.Node): NodePath {
    const cached = this.paths.get(node);
    if (cached) return cached;
    const found = this.descend(this.program, node);
    if (!found) throw new Error(`no path for a ${node.type} at ${node.start ?? '?'} in this file`);
    return found;
  }

  private descend(path: NodePath, target: t.Node): NodePath | undefined {
    if (path.node === target) return path;
    const parent = path.node;
    const record = parent as unknown as NodeRecord;
    const within = (node: t.Node | null | undefined): node is t.Node =>
      !!node && node.start! <= target.start! && target.end! <= node.end!;
    for (const key of VISITOR_KEYS[parent.type] ?? []) {
      const value = record[key];
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
          const child = value[index] as t.Node | null;
          if (!within(child)) continue;
          const found = this.descend(this.childPath(path, child, value, key, index), target);
          if (found) return found;
        }
      } else if (within(value as t.Node | null)) {
        const found = this.descend(this.childPath(path, value as t.Node, parent, undefined, key), target);
        if (found) return found;
      }
    }
    return undefined;
  }

  /** One child's path, as `path.get(key)` makes it, without making its siblings' (cached). */
  private childPath(
    parentPath: NodePath,
    child: t.Node,
    container: unknown,
    listKey: string | undefined,
    key: string | number,
  ): NodePath {
    let path = this.paths.get(child);
    if (!path) {
      path = NodePath.get({
        parentPath,
        parent: parentPath.node,
        container: container as t.Node,
        ...(listKey !== undefined && { listKey }),
        key: key as never,
      }).setContext(NO_SCOPE_CONTEXT) as NodePath;
      this.paths.set(child, path);
    }
    return path;
  }

  /** The nodes of the candidate types, in the order a traversal meets them, and their scopes. */
  get candidates(): readonly t.Node[] {
    return this.candidateNodes;
  }

  get candidateScopeList(): readonly Scope[] {
    return this.candidateScopes;
  }

  /** Every identifier of that name, type annotations included, in the order a traversal meets them. */
  identifiersNamed(name: string): readonly t.Identifier[] {
    this.identifiers ??= identifiersByName(this.program.node);
    return this.identifiers.get(name) ?? [];
  }

  /** The file's program node. */
  get programNode(): t.Program {
    return this.program.node;
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
  private walk(node: t.Node, facts: TypeFacts, scope: Scope, outer: Scope, state: WalkState): void {
    const parent = state.ancestors[state.ancestors.length - 1];
    if (node.type === 'TSTypeAnnotation') return this.walkAnnotation(node, parent, scope); // Babel's crawl skips them too
    this.record(node, facts, parent, scope);
    state.walked = node;
    this.declare(node, facts, scope, state);
    state.ancestors.push(node);
    // The children in VISITOR_KEYS order (children.ts's loop, inline: no closure per node).
    const record = node as unknown as NodeRecord;
    for (const key of facts.keys) {
      // A method's key and decorators, and a switch's discriminant, are evaluated outside the node's scope.
      const outside =
        ((key === 'key' || key === 'decorators') && facts.isMethod) ||
        (key === 'discriminant' && node.type === 'SwitchStatement');
      const base = outside ? outer : scope;
      const value = record[key];
      if (Array.isArray(value)) {
        for (const child of value as (t.Node | null)[])
          if (child && typeof child.type === 'string') this.enter(child, node, facts, base, state);
      } else if (value && typeof (value as t.Node).type === 'string') {
        this.enter(value as t.Node, node, facts, base, state);
      }
    }
    state.ancestors.pop();
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration')
      this.exportReferences(node, scope);
  }

  /** Candidates and identifiers only: an annotation declares and references nothing. */
  private walkAnnotation(node: t.Node, parent: t.Node | undefined, scope: Scope): void {
    this.record(node, typeFacts(node.type), parent, scope);
    forEachChild(node, (child) => this.walkAnnotation(child, node, scope));
  }

  private record(node: t.Node, facts: TypeFacts, parent: t.Node | undefined, scope: Scope): void {
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      if (!isPropertyName(node, parent)) this.names.add(node.name);
    } else if (facts.candidate) {
      this.candidateNodes.push(node);
      this.candidateScopes.push(scope);
    }
  }

  private enter(child: t.Node, node: t.Node, nodeFacts: TypeFacts, base: Scope, state: WalkState): void {
    const facts = typeFacts(child.type);
    if (!makesScope(child, facts, node, nodeFacts)) return this.walk(child, facts, base, base, state);
    const own = new Scope(child, base);
    this.scopes.set(child, own);
    this.walk(child, facts, own, base, state);
  }

  /** What Babel's collector registers on entering `node` (scope: the node's own, when it makes one). */
  private declare(node: t.Node, facts: TypeFacts, scope: Scope, state: WalkState): void {
    switch (node.type) {
      case 'Identifier':
      case 'JSXIdentifier':
        if (this.isReference(node, state.ancestors)) {
          state.referenceNodes.push(node);
          state.referenceScopes.push(scope);
        }
        return;
      case 'ImportDeclaration':
        this.registerDeclaration(scope.blockParent(), node, state);
        return;
      case 'TSImportEqualsDeclaration':
        this.registerDeclaration(scope.functionParent(), node, state);
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
        if (isPattern(node.left) || node.left.type === 'Identifier') state.violations.push([node, scope]);
        return;
      case 'CatchClause':
        this.registerBinding(scope, 'let', node, node, state);
        return;
      case 'ClassExpression':
        if (node.id) this.registerBinding(scope, 'local', node.id, node, state);
        return;
      default:
    }
    if (facts.isFunction) {
      const fn = node as t.Function;
      for (const param of fn.params) this.registerBinding(scope, 'param', param, param, state);
      if (fn.type === 'FunctionExpression' && fn.id) this.registerBinding(scope, 'local', fn.id, fn, state);
    }
    if (!facts.declares) return;
    if (isBlockScoped(node)) {
      const declaring = scope.node === node ? scope.parent! : scope;
      this.registerDeclaration(declaring.blockParent(), node, state);
      if (node.type === 'ClassDeclaration' && node.id) {
        const outerBinding = declaring.getBinding(node.id.name);
        if (outerBinding) scope.bindings[node.id.name] = outerBinding;
      }
      return;
    }
    this.registerDeclaration(scope.functionParent(), node, state);
  }

  private isReference(node: t.Identifier | t.JSXIdentifier, ancestors: readonly t.Node[]): boolean {
    const parent = ancestors[ancestors.length - 1];
    if (!parent) return false;
    if (node.type === 'JSXIdentifier' && parent.type !== 'JSXMemberExpression' && react.isCompatTag(node.name))
      return false;
    if (parent.type === 'TSQualifiedName' && parent.right === node) return false;
    if (parent.type === 'TSImportEqualsDeclaration') return false;
    return isReferenced(node, parent, ancestors[ancestors.length - 2]);
  }

  private registerDeclaration(scope: Scope, node: t.Node, state: WalkState): void {
    switch (node.type) {
      case 'FunctionDeclaration':
        if (node.id) this.registerBinding(scope, 'hoisted', node.id, node, state);
        return;
      case 'VariableDeclaration': {
        const kind = node.kind === 'using' || node.kind === 'await using' ? 'const' : node.kind;
        for (const declarator of node.declarations) this.registerBinding(scope, kind, declarator, declarator, state);
        return;
      }
      case 'ClassDeclaration':
        if (!node.declare) this.registerBinding(scope, 'let', node, node, state);
        return;
      case 'ImportDeclaration': {
        const typeOnly = node.importKind === 'type' || node.importKind === 'typeof';
        for (const specifier of node.specifiers) {
          const typeSpecifier =
            typeOnly ||
            (specifier.type === 'ImportSpecifier' &&
              (specifier.importKind === 'type' || specifier.importKind === 'typeof'));
          this.registerBinding(scope, typeSpecifier ? 'unknown' : 'module', specifier, specifier, state);
        }
        return;
      }
      default:
        this.registerBinding(scope, 'unknown', node, node, state);
    }
  }

  private registerBinding(scope: Scope, kind: BindingKind, idsOf: t.Node, declaration: t.Node, state: WalkState): void {
    // Most declarations bind one plain name: no need for Babel's general search and its map.
    const single = singleBindingIdentifier(idsOf);
    if (single) return this.registerIdentifier(scope, kind, single, declaration, state);
    const ids = getBindingIdentifiers(idsOf, true, true) as Record<string, t.Identifier[]>;
    for (const name in ids) {
      for (const id of ids[name]!) this.registerIdentifier(scope, kind, id, declaration, state);
    }
  }

  private registerIdentifier(
    scope: Scope,
    kind: BindingKind,
    id: t.Identifier,
    declaration: t.Node,
    state: WalkState,
  ): void {
    const name = id.name;
    const local = scope.getOwnBinding(name);
    if (local?.identifier === id) return;
    if (local) {
      checkCollision(local, kind, name);
      local.reassign(declaration);
    } else {
      const binding = new Binding(id, scope, declaration, kind, this);
      if ((kind === 'var' || kind === 'hoisted') && initInLoop(declaration, state.walked!, state.ancestors))
        binding.reassign(declaration);
      scope.bindings[name] = binding;
    }
  }

  /** `export const x` / `export function f` / `export default class C`: the export counts as a reference. */
  private exportReferences(node: t.ExportNamedDeclaration | t.ExportDefaultDeclaration, scope: Scope): void {
    const declaration = node.declaration;
    if (declaration?.type === 'ClassDeclaration' || declaration?.type === 'FunctionDeclaration') {
      if (declaration.id) scope.getBinding(declaration.id.name)?.reference(node);
    } else if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations)
        for (const name of Object.keys(getBindingIdentifiers(declarator))) scope.getBinding(name)?.reference(node);
    }
  }
}

/** Every identifier under `root` by name, in the order the walk meets them (type annotations included). */
function identifiersByName(root: t.Node): Map<string, t.Identifier[]> {
  const byName = new Map<string, t.Identifier[]>();
  const visit = (node: t.Node) => {
    if (node.type === 'Identifier') {
      const list = byName.get(node.name);
      if (list) list.push(node);
      else byName.set(node.name, [node]);
    }
    forEachChild(node, visit);
  };
  visit(root);
  return byName;
}

/** The one identifier `getBindingIdentifiers` would give for these shapes (`x`, `const x = …`, `import { x }`). */
function singleBindingIdentifier(node: t.Node): t.Identifier | undefined {
  switch (node.type) {
    case 'Identifier':
      return node;
    case 'VariableDeclarator':
      return node.id.type === 'Identifier' ? node.id : undefined;
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
      return node.local;
    default:
      return undefined;
  }
}

/**
 * Babel's `isInitInLoop`: a `var` or function declared (with a value) in a loop body changes
 * on each turn. `walked`: the node being walked (the declaration or its parent) below `ancestors`.
 */
function initInLoop(declaration: t.Node, walked: t.Node, ancestors: readonly t.Node[]): boolean {
  const hasValue = declaration.type !== 'VariableDeclarator' || declaration.init != null;
  const chain = declaration === walked ? ancestors : [...ancestors, walked];
  let node = declaration;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const parent = chain[index]!;
    if (isFunctionParent(parent)) return false;
    const holds = (key: string) => (parent as unknown as NodeRecord)[key] === node;
    if ((t.isForXStatement(parent) && holds('left')) || (hasValue && isLoop(parent) && holds('body'))) return true;
    node = parent;
  }
  return false;
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

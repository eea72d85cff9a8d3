/**
 * Light binding resolution: the bindings of a file, from one plain walk over its tree,
 * built once per file on the first question and shared by every front end. It answers
 * what the front ends ask of Babel's scope (`getBinding`, `hasBinding`, a binding's kind,
 * constancy, declaration, references and reassignments) by Babel's own rules, without
 * Babel's crawl: no NodePath for every node, no visitor queues. The NodePaths a binding
 * hands out (`path`, `referencePaths`, `constantViolations`) are made on demand from the
 * file's program path. Every traversal of the front ends runs with `noScope: true`, so
 * Babel never crawls; `scopeOf(path)` stands for `path.scope`. This module is what the
 * front ends import; the walk itself is one-walk.ts, the bindings and scopes scope-model.ts.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { FileScopes, type CandidateType } from './one-walk';
import type { Scope } from './scope-model';

export { Binding, Scope, type BindingKind } from './scope-model';

/** A handler for a node type; with `where` (given the node and its scope), only the nodes it accepts get a path. */
type CandidateHandler<N extends t.Node> =
  ((path: NodePath<N>) => void) | { where: (node: N, scope: Scope) => boolean; visit: (path: NodePath<N>) => void };

export type CandidateVisitor = { [K in CandidateType]?: CandidateHandler<Extract<t.Node, { type: K }>> };

/**
 * Calls each handler with the path of every node of its type in the file, in the order a
 * traversal would: the list comes from the one walk, and only these nodes get paths.
 */
export function visitCandidates(program: NodePath<t.Program>, visitor: CandidateVisitor): void {
  const file = fileScopesOf(program);
  const handlers = visitor as Partial<Record<string, CandidateHandler<t.Node>>>;
  const { candidates, candidateScopeList } = file;
  for (let index = 0; index < candidates.length; index += 1) {
    const node = candidates[index]!;
    const handler = handlers[node.type];
    if (!handler) continue;
    if (typeof handler === 'function') handler(file.pathOf(node));
    else if (handler.where(node, candidateScopeList[index]!)) handler.visit(file.pathOf(node));
  }
}

/** The file's candidate nodes (see CANDIDATE_TYPES), in the order a traversal meets them. */
export function candidatesIn(program: NodePath<t.Program>): readonly t.Node[] {
  return fileScopesOf(program).candidates;
}

/** Every identifier name in the file but property keys and member names: a copy, to reserve new names in. */
export function identifierNames(program: NodePath<t.Program>): Set<string> {
  return new Set(fileScopesOf(program).names);
}

/** `base`, or `base2`, `base3`...: the first name the file does not use yet (the file's names read once asked). */
export function freeNameIn(program: NodePath<t.Program>): (base: string) => string {
  let takenNames: Set<string> | undefined;
  return (base) => {
    takenNames ??= identifierNames(program);
    let name = base;
    for (let index = 2; takenNames.has(name); index += 1) name = `${base}${index}`;
    return name;
  };
}

/** The paths of every identifier of that name in the file (type annotations included). */
export function identifiersNamed(program: NodePath<t.Program>, name: string): NodePath<t.Identifier>[] {
  const file = fileScopesOf(program);
  return file.identifiersNamed(name).map((node) => file.pathOf(node) as NodePath<t.Identifier>);
}
/** What `path.scope` was: the scope of the nearest scope-making node, by Babel's rules. */
export function scopeOf(path: NodePath): Scope {
  return fileScopesOf(programPathOf(path)).scopeAt(path);
}

/** A parsed file's program path, made without a scope (the root of every path the front ends get). */
export function programPathOfFile(ast: t.File): NodePath<t.Program> {
  let found: NodePath<t.Program> | undefined;
  traverse(ast, {
    noScope: true,
    Program(path) {
      found = path;
      path.stop();
    },
  });
  return found!;
}

/** The program path a path hangs from. */
export function programPathOf(path: NodePath): NodePath<t.Program> {
  let root = path;
  while (root.parentPath) root = root.parentPath;
  return root as NodePath<t.Program>;
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

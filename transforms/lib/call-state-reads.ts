/**
 * What a tool's code uses of its framework besides what the framework passes it: the object the tool is
 * defined on (an MCP server: elicitation, sampling, logging and notifications all go through it), or a
 * function that reads the running call from the framework's own async storage (Genkit's `getContext()` and
 * `ai.currentSession()`, LangChain's `getContextVariable()`). Such a tool runs as it did only where its
 * framework calls it: it is tied, as one that reads its context parameter is. Found by binding, in the
 * definition's arguments only; a library use of the framework (`generateText()` in a tool) is none of these.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { identifiersNamed, programPathOf, scopeOf } from './scope';

export interface CallStateReaders {
  /** Every use of the object the tool is defined on, or calls of these of its methods only. */
  receiver?: 'any' | ReadonlySet<string>;
  /** Functions that read the running call, by the module they are imported from. */
  functions?: ReadonlyArray<{ module: (specifier: string) => boolean; names: ReadonlySet<string> }>;
}

/** The text of the first such use in the definition's arguments (`server.server.elicitInput`), if any. */
export function callStateUse(
  call: NodePath<t.CallExpression | t.NewExpression>,
  receiver: t.Expression | undefined,
  readers: CallStateReaders,
  source: string,
): string | undefined {
  const args = call.node.arguments;
  if (args.length === 0) return undefined;
  const inside = (node: t.Node) => node.start! >= args[0]!.start! && node.end! <= args.at(-1)!.end!;
  const program = programPathOf(call);
  const uses: NodePath[] = [];
  if (readers.receiver && receiver)
    uses.push(...receiverUses(call, program, receiver, readers.receiver, inside, source));
  for (const specifier of importedReaders(program.node, readers.functions ?? [])) {
    const local = specifier.local.name;
    for (const reference of identifiersNamed(program, local)) {
      if (!inside(reference.node) || !reference.isReferencedIdentifier()) continue;
      if (scopeOf(reference).getBinding(local)?.path.node === specifier) uses.push(reference);
    }
  }
  const first = uses.sort((a, b) => a.node.start! - b.node.start!)[0];
  return first && useText(source, first);
}

/** The file's imports of those functions (under any local name): few files have any, and they are found first. */
function importedReaders(program: t.Program, functions: NonNullable<CallStateReaders['functions']>) {
  const found: t.ImportSpecifier[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const reader = functions.find(({ module }) => module(statement.source.value));
    if (!reader) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (reader.names.has(imported)) found.push(specifier);
    }
  }
  return found;
}

/**
 * References to the receiver (`server`, `mcp.server`: the same binding at its root and the same members after it;
 * `this.server` in arrow functions of the same `this`), or to `receiver.method` for the methods listed.
 */
function receiverUses(
  call: NodePath,
  program: NodePath<t.Program>,
  receiver: t.Expression,
  uses: 'any' | ReadonlySet<string>,
  inside: (node: t.Node) => boolean,
  source: string,
): NodePath[] {
  const chain = memberChain(receiver);
  // A bare `this` is a subclass of the framework's class: its own members are not the framework's.
  if (!chain || (chain.length === 1 && chain[0] === 'this')) return [];
  const receiverText = source.slice(receiver.start!, receiver.end!).replace(/\s+/g, '');
  const found: NodePath[] = [];
  const accept = (root: NodePath) => {
    let node: NodePath = root;
    for (let index = 1; index < chain.length; index += 1) {
      const parent = node.parentPath;
      if (!parent?.isMemberExpression() || parent.node.object !== node.node) return;
      node = parent;
    }
    if (source.slice(node.node.start!, node.node.end!).replace(/\s+/g, '') !== receiverText) return;
    if (uses !== 'any') {
      const member = node.parentPath;
      if (!member?.isMemberExpression() || member.node.object !== node.node || member.node.computed) return;
      const property = member.node.property;
      if (property.type !== 'Identifier' || !uses.has(property.name)) return;
    }
    found.push(node);
  };
  const root = chain[0]!;
  if (root === 'this') {
    const thisOwner = thisScopeOf(call);
    call.traverse({
      noScope: true,
      ThisExpression(path) {
        if (inside(path.node) && thisScopeOf(path) === thisOwner) accept(path);
      },
    });
    return found;
  }
  const binding = scopeOf(call).getBinding(root);
  if (!binding) return [];
  for (const reference of identifiersNamed(program, root)) {
    if (!inside(reference.node) || !reference.isReferencedIdentifier()) continue;
    if (scopeOf(reference).getBinding(root) === binding) accept(reference);
  }
  return found;
}

/** `a.b.c` as `['a', 'b', 'c']` (`this` as its root); undefined for anything else. */
function memberChain(node: t.Expression): string[] | undefined {
  if (node.type === 'Identifier') return [node.name];
  if (node.type === 'ThisExpression') return ['this'];
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return undefined;
  const object = memberChain(node.object as t.Expression);
  return object && [...object, node.property.name];
}

/** The function whose `this` a path sees (arrow functions see their parent's); the program's for none. */
function thisScopeOf(path: NodePath): t.Node | undefined {
  const owner = path.findParent((parent) => parent.isFunction() && !parent.isArrowFunctionExpression());
  return owner?.node;
}

/** The member chain a use starts (`server.server.elicitInput`), on one line, for the reason. */
function useText(source: string, use: NodePath): string {
  let node = use;
  while (node.parentPath?.isMemberExpression() && node.parentPath.node.object === node.node) node = node.parentPath;
  return source.slice(node.node.start!, node.node.end!).replace(/\s+/g, '').slice(0, 60);
}

/**
 * The module a type-oracle question's subject is read from: a chain of calls, member reads,
 * `await`s and non-null assertions on a name the file imports (`inputRequired({...})`,
 * `pkg.schemas.user`). Its type is whatever that module declares; where the module cannot
 * resolve (a package not installed, no alias leading to it), the checker types it `any`, so
 * the runner need not build a program to hear "unknown" (cli/runner/type-oracle-pass.ts). A
 * type assertion (`x as string`) or a constant's annotation ends the chain: its type is the code's own.
 * So does a name the code may narrow: TypeScript narrows an `any` by `typeof`, `instanceof` and
 * type guards (`if (typeof value === 'string') return { text: value }` is a string).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { importSource } from './bindings';
import type { FileScopes } from './one-walk';
import type { Binding } from './scope-model';

/** How many constants a chain is followed through (`const client = new Client(); const api = client.api;`). */
const MAX_CONSTANTS = 8;

/**
 * The specifier of the value import the chain starts from, if it starts from one, also through
 * constants that hold such a chain with no type of their own (`const res = await pkg.get()`).
 */
export function importedRootOf(node: t.Node, scopes: FileScopes): string | undefined {
  let subject = node;
  for (let step = 0; step <= MAX_CONSTANTS; step += 1) {
    const root = chainRoot(subject);
    if (root?.type !== 'Identifier' || typeof root.start !== 'number') return undefined;
    let binding;
    try {
      binding = scopes.scopeAt(scopes.pathOf(root)).getBinding(root.name);
    } catch {
      // Not a node of this file's tree (a front end's own): no origin.
      return undefined;
    }
    if (!binding || mayBeNarrowed(binding)) return undefined;
    if (binding.kind === 'const' && binding.constant) {
      const declarator = binding.path.node;
      if (declarator.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return undefined;
      if (declarator.id.typeAnnotation || !declarator.init) return undefined;
      subject = declarator.init;
      continue;
    }
    return binding.kind === 'module' ? importSource(binding.path) : undefined;
  }
  return undefined;
}

/**
 * Whether a reference of the name sits where TypeScript narrows it: the operand of `typeof`, the
 * left of `instanceof`, or an argument of a call (a type guard or an assertion function).
 */
function mayBeNarrowed(binding: Binding): boolean {
  return binding.referencePaths.some((reference) => {
    let at: NodePath = reference;
    while (at.parentPath?.isTSNonNullExpression() || at.parentPath?.isParenthesizedExpression()) at = at.parentPath;
    const parent = at.parentPath?.node;
    if (!parent) return false;
    if (parent.type === 'UnaryExpression') return parent.operator === 'typeof';
    if (parent.type === 'BinaryExpression') return parent.operator === 'instanceof' && parent.left === at.node;
    const isCall =
      parent.type === 'CallExpression' || parent.type === 'OptionalCallExpression' || parent.type === 'NewExpression';
    return isCall && (parent.arguments as t.Node[]).includes(at.node);
  });
}

/** Down the chain to what it starts from, the node itself if no chain (an `any` stays `any` along each step). */
function chainRoot(node: t.Node): t.Node | undefined {
  let current: t.Node = node;
  for (;;) {
    switch (current.type) {
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression':
        if (current.callee.type === 'V8IntrinsicIdentifier') return undefined;
        current = current.callee;
        break;
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        current = current.object;
        break;
      case 'TaggedTemplateExpression':
        current = current.tag;
        break;
      case 'AwaitExpression':
        if (!current.argument) return undefined;
        current = current.argument;
        break;
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        current = current.expression;
        break;
      default:
        return current;
    }
  }
}

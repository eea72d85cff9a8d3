/**
 * The module a type-oracle question's subject is read from: a chain of calls, member reads,
 * `await`s and non-null assertions that starts at
 * - a name the file imports (`inputRequired({...})`, `pkg.schemas.user`);
 * - `this`, for a member the class inherits from an imported base class (`this.env.AI` in
 *   `class Agent extends McpAgent`) or holds from an imported initializer (`server = new McpServer()`);
 * - a callback's parameter with no type of its own, typed by an imported callee
 *   (`server.registerTool('x', {...}, async (args) => ...)`).
 * Its type is whatever that module declares; where the module cannot resolve (a package not
 * installed, no alias leading to it), the checker types it `any`, so the runner need not build a
 * program to hear "unknown" (cli/runner/type-oracle-pass.ts). A type assertion (`x as string`) or
 * an annotation ends the chain: its type is the code's own. So does a name the code may narrow:
 * TypeScript narrows an `any` by `typeof`, `instanceof` and type guards
 * (`if (typeof value === 'string') return { text: value }` is a string); a member read from an `any`
 * it never narrows. test/transforms/question-origin-reads.test.ts asks a real program each case.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { importSource } from './bindings';
import { forEachChild } from './children';
import { isGlobalMember } from './expression-facts';
import { keyName } from './key-reads';
import type { FileScopes } from './one-walk';
import type { Binding } from './scope-model';
import type { TypeQuestionName } from './type-oracle';

/** How many constants a chain is followed through (`const client = new Client(); const api = client.api;`). */
const MAX_CONSTANTS = 8;

/**
 * The specifier of the value import the chain starts from, if it starts from one, also through
 * constants that hold such a chain with no type of their own (`const res = await pkg.get()`).
 * For `isString`, `JSON.stringify(value)` is read from where `value` is: the oracle says it is text
 * only for a value whose type it knows (type-answers.ts), and says nothing for an `any`.
 */
export function importedRootOf(node: t.Node, scopes: FileScopes, question?: TypeQuestionName): string | undefined {
  let subject = (question === 'isString' && stringifiedValue(node, scopes)) || node;
  for (let step = 0; step <= MAX_CONSTANTS; step += 1) {
    const { root, read } = chainOf(subject);
    if (root?.type === 'ThisExpression') return thisMemberOrigin(root, read, scopes);
    if (root?.type !== 'Identifier' || typeof root.start !== 'number') return undefined;
    const binding = bindingOf(root, scopes);
    if (!binding || mayBeNarrowed(binding, scopes)) return undefined;
    if (binding.kind === 'const' && binding.constant) {
      const declarator = binding.path.node;
      if (declarator.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return undefined;
      if (declarator.id.typeAnnotation || !declarator.init) return undefined;
      subject = declarator.init;
      continue;
    }
    if (binding.kind === 'param') return binding.constant ? parameterOrigin(binding.path, scopes) : undefined;
    return binding.kind === 'module' ? importSource(binding.path) : undefined;
  }
  return undefined;
}

/**
 * A parameter with no type of its own (no annotation, no default, no rest, no doc comment) of a
 * function given as an argument to a call: typed by the callee's signature, so read from where the
 * callee is (`server.registerTool('x', {...}, async (args) => ...)`); an `any` callee gives it `any`.
 */
function parameterOrigin(param: NodePath, scopes: FileScopes): string | undefined {
  const fn = param.parentPath;
  if (param.listKey !== 'params' || !fn) return undefined;
  if (fn.node.type !== 'ArrowFunctionExpression' && fn.node.type !== 'FunctionExpression') return undefined;
  if (!untypedPattern(param.node) || hasComments(fn.node) || hasComments(param.node)) return undefined;
  const call = fn.parentPath?.node;
  if (call?.type !== 'CallExpression' && call?.type !== 'OptionalCallExpression' && call?.type !== 'NewExpression')
    return undefined;
  if (!(call.arguments as t.Node[]).includes(fn.node) || call.callee.type === 'V8IntrinsicIdentifier') return undefined;
  return importedRootOf(call.callee, scopes);
}

/** A name or a destructuring of names, with no annotation, default or rest anywhere in it. */
function untypedPattern(node: t.Node): boolean {
  if ('typeAnnotation' in node && node.typeAnnotation) return false;
  if (node.type === 'Identifier') return true;
  if (node.type === 'ArrayPattern') return node.elements.every((element) => !element || untypedPattern(element));
  if (node.type !== 'ObjectPattern') return false;
  return node.properties.every(
    (property) => property.type === 'ObjectProperty' && !property.computed && untypedPattern(property.value),
  );
}

const hasComments = (node: t.Node) =>
  Boolean(node.leadingComments?.length || node.innerComments?.length || node.trailingComments?.length);

function bindingOf(identifier: t.Identifier, scopes: FileScopes): Binding | undefined {
  try {
    return scopes.scopeAt(scopes.pathOf(identifier)).getBinding(identifier.name);
  } catch {
    // Not a node of this file's tree (a front end's own): no origin.
    return undefined;
  }
}

/** `value` of `JSON.stringify(value, ...)`, the global `JSON` (no binding of that name where it is read). */
function stringifiedValue(node: t.Node, scopes: FileScopes): t.Node | undefined {
  if (!callsGlobalStringify(node, scopes)) return undefined;
  const [value] = node.arguments;
  return value && value.type !== 'SpreadElement' && value.type !== 'ArgumentPlaceholder' ? value : undefined;
}

function callsGlobalStringify(node: t.Node, scopes: FileScopes): node is t.CallExpression {
  if (node.type !== 'CallExpression') return false;
  try {
    return isGlobalMember(node.callee, 'JSON', 'stringify', scopes.scopeAt(scopes.pathOf(node)));
  } catch {
    return false;
  }
}

/**
 * Whether a reference of the name sits where TypeScript narrows it: the operand of `typeof`, the
 * left of `instanceof`, or an argument of a call (a type guard or an assertion function). A member
 * read from an `any` is never narrowed (`typeof pkg.label === 'string'` leaves `pkg.label` `any`).
 */
function mayBeNarrowed(binding: Binding, scopes: FileScopes): boolean {
  return binding.referencePaths.some((reference) => {
    let at: NodePath = reference;
    while (at.parentPath?.isTSNonNullExpression() || at.parentPath?.isParenthesizedExpression()) at = at.parentPath;
    const parent = at.parentPath?.node;
    return parent !== undefined && narrows(parent, at.node, scopes);
  });
}

/**
 * Whether `parent` narrows its child `node`: `typeof node`, `node instanceof X`, `guard(node)`
 * (any call but the global `JSON.stringify`, which is no type guard; a constructor never is one).
 */
function narrows(parent: t.Node, node: t.Node, scopes: FileScopes): boolean {
  if (parent.type === 'UnaryExpression') return parent.operator === 'typeof';
  if (parent.type === 'BinaryExpression') return parent.operator === 'instanceof' && parent.left === node;
  if (parent.type !== 'CallExpression' && parent.type !== 'OptionalCallExpression') return false;
  return (parent.arguments as t.Node[]).includes(node) && !callsGlobalStringify(parent, scopes);
}

/**
 * `this.name...` in a class, where the checker types `this.name` `any` when a module cannot resolve:
 * - the class declares no member `name` and its base class is read from that module (every member
 *   it inherits from an `any` base is `any`);
 * - or `name` is the class's own instance property with no annotation, typed by its initializer,
 *   read from that module (`server = new McpServer(...)`).
 * Not where `this` is another function's, the class may merge with an interface or a namespace, or
 * the class narrows `this` anywhere (`this instanceof Special` gives it that class's members).
 */
function thisMemberOrigin(self: t.ThisExpression, read: t.Node | undefined, scopes: FileScopes): string | undefined {
  const name = read && memberName(read);
  if (name === undefined) return undefined;
  let context: ThisContext | undefined;
  try {
    context = classOfThis(scopes.pathOf(self));
  } catch {
    return undefined;
  }
  if (!context) return undefined;
  const { declaration, isStatic } = context;
  if (narrowsThis(declaration, scopes)) return undefined;
  if (declaration.id && mayMergeWithClass(scopes.programNode, declaration.id.name)) return undefined;
  const declared = membersNamed(declaration, name);
  if (declared === undefined) return undefined;
  if (declared.length === 0) return declaration.superClass ? importedRootOf(declaration.superClass, scopes) : undefined;
  const [property] = declared;
  if (declared.length > 1 || isStatic || property?.type !== 'ClassProperty' || property.static) return undefined;
  if (property.typeAnnotation || property.declare || !property.value) return undefined;
  return importedRootOf(property.value, scopes);
}

interface ThisContext {
  declaration: t.ClassDeclaration | t.ClassExpression;
  /** `this` is read in a static member: the class itself, not an instance. */
  isStatic: boolean;
}

/** The name of a member read as `.name` or `['name']` (not a private `#name`, which the class declares). */
function memberName(read: t.Node): string | undefined {
  if (read.type !== 'MemberExpression' && read.type !== 'OptionalMemberExpression') return undefined;
  if (read.computed && read.property.type !== 'StringLiteral') return undefined;
  return keyName(read.property);
}

/** The class whose instance (or, in a static member, constructor) `this` is: through arrows only. */
function classOfThis(path: NodePath): ThisContext | undefined {
  let isStatic = false;
  for (let child = path, at = path.parentPath; at; child = at, at = at.parentPath) {
    const { node } = at;
    // A member's computed key and its decorators are read where the class is, with that `this`.
    if (MEMBER_TYPES.has(node.type) && (child.key === 'key' || child.listKey === 'decorators')) return undefined;
    if (MEMBER_TYPES.has(node.type) || node.type === 'StaticBlock')
      isStatic ||= node.type === 'StaticBlock' || (node as t.ClassProperty).static === true;
    if (node.type === 'ArrowFunctionExpression') continue;
    if (node.type === 'ClassBody') {
      const declaration = at.parentPath?.node;
      const isClass = declaration?.type === 'ClassDeclaration' || declaration?.type === 'ClassExpression';
      return isClass ? { declaration, isStatic } : undefined;
    }
    // A function, an object's method or a program: `this` is not the class's.
    if (node.type.includes('Function') || node.type === 'ObjectMethod' || node.type === 'Program') return undefined;
  }
  return undefined;
}

const MEMBER_TYPES = new Set([
  'ClassProperty',
  'ClassMethod',
  'ClassAccessorProperty',
  'TSDeclareMethod',
  'ClassPrivateProperty',
  'ClassPrivateMethod',
]);

/**
 * The class's own members named `name` (a property, method, accessor or constructor parameter
 * property), or undefined where a member may have any name (a computed key, an index signature).
 */
function membersNamed(declaration: t.Class, name: string): t.Node[] | undefined {
  const found: t.Node[] = [];
  for (const member of declaration.body.body) {
    if (member.type === 'StaticBlock') continue;
    if (!MEMBER_TYPES.has(member.type)) return undefined;
    const { key, computed } = member as t.ClassProperty;
    if (computed && key.type !== 'StringLiteral') return undefined;
    if (keyName(key) === name) found.push(member);
    if (member.type === 'ClassMethod' && member.kind === 'constructor')
      found.push(...member.params.filter((param) => isParameterPropertyNamed(param, name)));
  }
  return found;
}

function isParameterPropertyNamed(param: t.Node, name: string): boolean {
  if (param.type !== 'TSParameterProperty') return false;
  const declared = param.parameter.type === 'AssignmentPattern' ? param.parameter.left : param.parameter;
  return declared.type === 'Identifier' && declared.name === name;
}

/** Whether the class narrows `this` anywhere (`this instanceof Special`): then its members are typed there. */
function narrowsThis(declaration: t.Class, scopes: FileScopes): boolean {
  let found = false;
  const visit = (node: t.Node, parent: t.Node | undefined) => {
    if (found) return;
    if (unwrapped(node).type === 'ThisExpression') {
      found = parent !== undefined && narrows(parent, node, scopes);
      return;
    }
    forEachChild(node, (child) => visit(child, node));
  };
  visit(declaration.body, undefined);
  return found;
}

/**
 * Whether a declaration may merge members into the class: an interface of its name, or any
 * namespace or module declaration in the file (TypeScript merges those with a class).
 */
function mayMergeWithClass(program: t.Program, name: string): boolean {
  let found = false;
  const visit = (node: t.Node) => {
    if (found) return;
    if (node.type === 'TSModuleDeclaration' || (node.type === 'TSInterfaceDeclaration' && node.id.name === name)) {
      found = true;
      return;
    }
    forEachChild(node, visit);
  };
  visit(program);
  return found;
}

/** The expression inside non-null assertions and parentheses. */
function unwrapped(node: t.Node): t.Node {
  let current = node;
  while (current.type === 'TSNonNullExpression' || current.type === 'ParenthesizedExpression')
    current = current.expression;
  return current;
}

/**
 * Down the chain to what it starts from (`root`, the node itself if no chain: an `any` stays `any`
 * along each step), and the member read directly from the root, if any (`read`).
 */
function chainOf(node: t.Node): { root: t.Node | undefined; read?: t.Node } {
  let current: t.Node = node;
  let read: t.Node | undefined;
  for (;;) {
    switch (current.type) {
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression':
        if (current.callee.type === 'V8IntrinsicIdentifier') return { root: undefined };
        read = undefined;
        current = current.callee;
        break;
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        read = current;
        current = current.object;
        break;
      case 'TaggedTemplateExpression':
        read = undefined;
        current = current.tag;
        break;
      case 'AwaitExpression':
        if (!current.argument) return { root: undefined };
        read = undefined;
        current = current.argument;
        break;
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        current = current.expression;
        break;
      default:
        return { root: current, read };
    }
  }
}

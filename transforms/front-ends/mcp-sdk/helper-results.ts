/**
 * MCP results built away from the `return`: `return helper(args)`, where `helper` is a local
 * function whose whole body returns an MCP result, and `return result`, where a constant
 * that only this return reads holds one. results.ts decides whether the adapter rebuilds a
 * result exactly; this file gives it the result to look at:
 * - a helper call: the helper's result with its parameters replaced by the call's arguments,
 *   as the call would evaluate it. Accepted only where that substitution is exact: the helper
 *   is bound by its name (a `function` or a `const` arrow or function expression of this file,
 *   never reassigned), neither async nor a generator, its parameters plain names, its body
 *   nothing but `return <result>`, without `this`, `arguments` or `super`, and every other name
 *   it reads resolves to the same binding at the call; each argument is a literal or a name
 *   that holds one value from before the call to its end (a parameter of the handler, or a
 *   constant the handler declared earlier in a block around the call), so evaluating it once,
 *   twice, never or later gives the same value and throws nothing. The helper stays where it
 *   is, for its other callers. A `const` helper must be set when the handler runs (not in its
 *   temporal dead zone): see setBeforeHandlerRuns.
 *   A method (`this.helper(...)`) is taken only where it is sure to be the class's own: a private
 *   method, called where `this` is the instance being built (privateMethodOnInstance). A public
 *   one may be overridden by a subclass or replaced on the instance, and in a method `this` is
 *   whatever the method was called on.
 * - a constant: `const result = { content: [{ type: 'text', text: X }] }; ... return result;`
 *   becomes `const result = X;` (the text only: X, a string, cannot change between the two).
 */
import type { NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { rangeWithParentheses, stripTypeWrappers } from '../../lib/expression-facts';
import { hasTopLevelAwait } from '../../lib/module-system';
import type { FunctionNode, ReturnSite } from '../../lib/function-returns';
import { scopeOf, type Binding, type Scope } from '../../lib/scope';
import type { TextEdit } from '../../lib/text-edits';
import { applyEditsToSlice } from '../../lib/text-edits';

/** A helper's result, seen as if it were returned at the call. */
export interface HelperResult {
  /** A copy of the helper's result with the arguments in place of the parameters. */
  result: t.Expression;
  /** The source text of a node of `result` (arguments put in place of the parameters). */
  textOf(node: t.Node): string;
}

/** A constant's result: its initialiser, and its declaration (where the initialiser's names are read). */
export interface ConstantResult {
  result: t.Expression;
  at: NodePath;
}

/** The helper call's result, with the arguments substituted, when the substitution is exact. */
export function helperCallResult(site: ReturnSite, source: string): HelperResult | undefined {
  const call = site.value && stripTypeWrappers(site.value);
  if (call?.type !== 'CallExpression' || call.optional) return undefined;
  const callScope = scopeOf(site.path);
  const helper = calledHelper(stripTypeWrappers(call.callee), site.path);
  if (!helper || helper.node.async || helper.node.generator) return undefined;
  const written: t.Node[] = helper.node.params;
  const params = written.filter((param): param is t.Identifier => param.type === 'Identifier' && !param.optional);
  if (params.length !== written.length) return undefined;
  if (call.arguments.length !== params.length) return undefined;
  const args = call.arguments.map((argument) => steadyArgument(argument, site.path));
  if (args.some((argument) => argument === undefined)) return undefined;
  const returned = onlyReturned(helper);
  if (!returned) return undefined;
  const paramBindings = params.map((param) => scopeOf(helper).getBinding(param.name));
  if (paramBindings.some((param) => !param?.constant)) return undefined;
  const uses = substitutionSites(returned, paramBindings as Binding[], callScope);
  if (!uses) return undefined;
  const argumentOf = new Map<t.Node, t.Expression>(uses.map(({ node, index }) => [node, args[index]!]));
  const result = copyWithArguments(returned.node, argumentOf) as t.Expression;
  const edits: TextEdit[] = uses.map(({ node, index, shorthand }) => ({
    start: node.start!,
    end: node.end!,
    text: shorthand + source.slice(args[index]!.start!, args[index]!.end!),
  }));
  return {
    result,
    textOf(node) {
      const range = rangeWithParentheses(source, node);
      const inside = edits.filter((edit) => edit.start >= range.start && edit.end <= range.end);
      return applyEditsToSlice(source, range.start, range.end, inside);
    },
  };
}

/**
 * The function a call runs, when it is sure to be this one and set when the call runs: a local
 * function (a `const` one set before the handler runs; a function declaration always is), or a
 * private method called on `this` where `this` is sure to be an instance of its class.
 */
function calledHelper(callee: t.Node, at: NodePath): NodePath<t.Function> | undefined {
  if (callee.type === 'MemberExpression' && callee.object.type === 'ThisExpression')
    return callee.property.type === 'PrivateName' ? privateMethodOnInstance(callee.property.id.name, at) : undefined;
  if (callee.type !== 'Identifier') return undefined;
  const binding = scopeOf(at).getBinding(callee.name);
  const helper = binding?.constant ? declaredFunction(binding.path) : undefined;
  const handler = at.getFunctionParent();
  if (!helper || !handler) return undefined;
  return helper.isFunctionDeclaration() || setBeforeHandlerRuns(binding!, handler) ? helper : undefined;
}

/**
 * `this.#name(...)`: the private method `#name` of the class that declares it around the call,
 * when `this` there is the instance being built: the call sits, through arrows only, in a field
 * initialiser of that class, or in the constructor of a class that extends nothing. A private
 * method cannot be overridden or reassigned, and an instance has it from before its fields are set.
 * Anywhere else (a method, `init()`), `this` is whatever the method was called on.
 */
function privateMethodOnInstance(name: string, at: NodePath): NodePath<t.ClassPrivateMethod> | undefined {
  let owner: NodePath | null = at.parentPath;
  while (owner?.isArrowFunctionExpression() || (owner && !owner.isFunction() && !isClassMember(owner)))
    owner = owner.parentPath;
  const classBody = owner?.parentPath;
  if (!owner || !classBody?.isClassBody()) return undefined;
  const member = owner.node;
  const building =
    // In the initialiser, not a computed key (evaluated with the `this` around the class).
    ((member.type === 'ClassProperty' || member.type === 'ClassPrivateProperty') &&
      !member.static &&
      member.value != null &&
      at.node.start! >= member.value.start! &&
      at.node.end! <= member.value.end!) ||
    (member.type === 'ClassMethod' &&
      member.kind === 'constructor' &&
      !(classBody.parentPath.node as t.Class).superClass);
  if (!building) return undefined;
  const method = classBody
    .get('body')
    .find(
      (candidate): candidate is NodePath<t.ClassPrivateMethod> =>
        candidate.isClassPrivateMethod() && candidate.node.key.id.name === name,
    );
  return method && method.node.kind === 'method' && !method.node.static ? method : undefined;
}

function isClassMember(path: NodePath): boolean {
  return path.isClassProperty() || path.isClassPrivateProperty() || path.isClassMethod() || path.isStaticBlock();
}

/** `const result = <MCP result>` read only by this `return result`, declared in the handler. */
export function constantResult(site: ReturnSite, handler: FunctionNode): ConstantResult | undefined {
  const name = site.value;
  if (name?.type !== 'Identifier') return undefined;
  const binding = scopeOf(site.path).getBinding(name.name);
  if (!binding?.constant || binding.referencePaths.length !== 1) return undefined;
  const declarator = binding.path.node;
  if (declarator.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier' || !declarator.init)
    return undefined;
  if (declarator.id.typeAnnotation || binding.path.getFunctionParent()?.node !== handler) return undefined;
  return { result: declarator.init, at: binding.path };
}

/** `function f() {}` or `const f = () => {}` / `function () {}`: the function a name is declared as. */
export function declaredFunction(declaration: NodePath): NodePath<FunctionNode> | undefined {
  if (declaration.isFunctionDeclaration()) return declaration;
  if (!declaration.isVariableDeclarator()) return undefined;
  const init = declaration.get('init');
  if (Array.isArray(init) || !init.node) return undefined;
  let fn: NodePath = init as NodePath;
  while (fn.node !== stripTypeWrappers(fn.node)) fn = fn.get('expression') as NodePath;
  return fn.isArrowFunctionExpression() || fn.isFunctionExpression() ? (fn as NodePath<FunctionNode>) : undefined;
}

/** The expression a function's whole body returns: `=> value` or `{ return value; }`. */
function onlyReturned(helper: NodePath<t.Function>): NodePath<t.Expression> | undefined {
  const body = helper.get('body') as NodePath;
  if (body.isExpression()) return body;
  if (!body.isBlockStatement() || body.node.directives.length > 0 || body.node.body.length !== 1) return undefined;
  const [statement] = body.get('body');
  if (!statement?.isReturnStatement() || !statement.node.argument) return undefined;
  return statement.get('argument') as NodePath<t.Expression>;
}

/** A read of the helper's parameter `index`; `shorthand`: the key `{ p }` must keep when written out. */
interface ParameterRead {
  node: t.Identifier;
  index: number;
  shorthand: string;
}

/**
 * The parameter reads of the returned expression (each with its parameter's index), when every
 * other name it reads is bound the same at the call, and it reads no `this`, `arguments` or `super`.
 */
function substitutionSites(
  returned: NodePath<t.Expression>,
  params: Binding[],
  callScope: Scope,
): ParameterRead[] | undefined {
  const uses: ParameterRead[] = [];
  let exact = true;
  const visit = (path: NodePath) => {
    if (path.isThisExpression() || path.isSuper() || path.isMetaProperty()) exact = false;
    if (!path.isIdentifier() || !path.isReferencedIdentifier()) return;
    const name = path.node.name;
    const binding = scopeOf(path).getBinding(name);
    const index = binding ? params.indexOf(binding) : -1;
    if (index >= 0) {
      // `{ p }` keeps its key: it is written `p: <argument>`.
      const shorthand = path.parentPath.isObjectProperty({ shorthand: true }) ? `${name}: ` : '';
      uses.push({ node: path.node, index, shorthand });
    } else if (name === 'arguments' || binding !== callScope.getBinding(name)) exact = false;
  };
  visit(returned);
  returned.traverse({ noScope: true, enter: visit });
  return exact ? uses : undefined;
}

/**
 * An argument that evaluates to the same value, without effect or throw, anywhere in the call:
 * a literal, or a name holding one value since before the call (a parameter of the function
 * around the call, or a constant declared earlier in a block that encloses the call).
 */
function steadyArgument(argument: t.Node, at: NodePath): t.Expression | undefined {
  switch (argument.type) {
    case 'StringLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
      return argument;
    case 'TemplateLiteral':
      return argument.expressions.length === 0 ? argument : undefined;
    case 'Identifier': {
      const binding = scopeOf(at).getBinding(argument.name);
      return binding?.constant && declaredBeforeIn(binding, at) ? argument : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * True when a `const` helper is set whenever the handler runs: declared before the handler in a block
 * around it, in the same function; or declared before it at the top of a module without top-level
 * `await`, which the SDK (1.x and 2.x: handlers run in a promise job) lets run to its end first.
 */
function setBeforeHandlerRuns(binding: Binding, handler: NodePath): boolean {
  if (declaredBeforeIn(binding, handler)) return true;
  const statement = binding.path.parentPath;
  // `export const helper = ...` is a module-level declaration too.
  const exported = statement?.parentPath?.isExportNamedDeclaration() ? statement.parentPath : statement;
  const program = exported?.parentPath;
  if (!statement?.isVariableDeclaration() || !program?.isProgram() || binding.kind !== 'const') return false;
  return statement.node.end! <= handler.node.start! && !hasTopLevelAwait(program.node);
}

/** True when the binding is set whenever `at` runs: a parameter around it, or a declaration run before it. */
function declaredBeforeIn(binding: Binding, at: NodePath): boolean {
  const declaration = binding.path;
  if (binding.kind === 'param') return at.findParent((parent) => parent.node === binding.scope.node) !== null;
  if (binding.kind !== 'const' && binding.kind !== 'let') return false;
  const statement = declaration.parentPath;
  const container = statement?.parentPath;
  if (!statement?.isVariableDeclaration() || !container) return false;
  if (!(container.isBlockStatement() || container.isProgram() || container.isSwitchCase())) return false;
  // The block that holds the declaration holds the call after it, outside any function declared in between.
  if (statement.node.end! > at.node.start! || !at.findParent((parent) => parent.node === container.node)) return false;
  return at.getFunctionParent()?.node === container.getFunctionParent()?.node;
}

/**
 * A copy of `node` with (a copy of) its argument in place of each parameter read; every node
 * keeps its position, which says where its text is (the helper's, or the argument's).
 */
function copyWithArguments(node: t.Node, argumentOf: Map<t.Node, t.Expression>): t.Node {
  const copy = { ...(argumentOf.get(node) ?? node) } as unknown as Record<string, unknown>;
  for (const key of t.VISITOR_KEYS[copy.type as string] ?? []) {
    // A shorthand's key may be its value's very node: the key stays.
    if (key === 'key' && copy.type === 'ObjectProperty' && !copy.computed) continue;
    const child = copy[key];
    if (Array.isArray(child))
      copy[key] = child.map((item: t.Node | null) => item && copyWithArguments(item, argumentOf));
    else if (child && typeof child === 'object') copy[key] = copyWithArguments(child as t.Node, argumentOf);
  }
  return copy as unknown as t.Node;
}

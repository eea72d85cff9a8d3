/**
 * Where a server value comes from, as far as the file shows: `new McpServer(...)` from the
 * SDK, a constant holding one, a local factory with no return type whose every return is
 * one (`function createServer() { const s = new McpServer(...); ...; return s; }`), or a
 * class field initialised with one (`server = new McpServer(...)`, read as `this.server`:
 * Cloudflare's `McpAgent` template). What it does not show stays unknown, for the type
 * oracle or a report.
 */
import type { NodePath } from '@babel/traverse';
import { traverseFast } from '@babel/types';
import type * as t from '@babel/types';
import { resolveCalleeOf, type ModuleMatcher } from '../../lib/bindings';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { returnSites, type FunctionNode } from '../../lib/function-returns';
import { resolveTypeReference } from '../../lib/type-references';
import { scopeOf } from '../../lib/scope';

/** The SDK module an `McpServer` comes from, `other` when provably none, `unknown` when the file does not show. */
export type ServerOrigin = { kind: 'mcp-server'; source: string } | { kind: 'other' } | { kind: 'unknown' };

const UNKNOWN: ServerOrigin = { kind: 'unknown' };
/** Constants and factories are followed this deep. */
const MAX_DEPTH = 6;

/** What a value expression is, read at `from` (any path in its scope). */
export function originOfValue(
  from: NodePath,
  value: t.Node,
  matchesServerModule: ModuleMatcher,
  depth = 0,
): ServerOrigin {
  if (depth > MAX_DEPTH) return UNKNOWN;
  let expression = stripTypeWrappers(value);
  // `await createServer()`: awaiting a server (or a promise of one) gives the server.
  if (expression.type === 'AwaitExpression') expression = stripTypeWrappers(expression.argument);
  if (expression.type === 'NewExpression') {
    const callee = resolveCalleeOf(from, expression, matchesServerModule);
    if (callee?.imported === 'McpServer') return { kind: 'mcp-server', source: callee.source };
    return mentionsMcpServer(expression.callee) ? UNKNOWN : { kind: 'other' };
  }
  if (expression.type === 'Identifier') return originOfConstant(from, expression.name, matchesServerModule, depth + 1);
  if (expression.type === 'CallExpression' && expression.callee.type === 'Identifier')
    return originOfFactoryCall(from, expression.callee.name, matchesServerModule, depth + 1);
  return UNKNOWN;
}

/** A constant initialised with a server: `const server = new McpServer(...)`. */
function originOfConstant(from: NodePath, name: string, matches: ModuleMatcher, depth: number): ServerOrigin {
  const binding = scopeOf(from).getBinding(name);
  const declaration = binding?.path;
  if (!binding?.constant || !declaration?.isVariableDeclarator() || !declaration.node.init) return UNKNOWN;
  if (declaration.node.id.type !== 'Identifier' || declaration.node.id.typeAnnotation) return UNKNOWN;
  return originOfValue(declaration, declaration.node.init, matches, depth);
}

/** A call of a local function with no return type whose every return is the same SDK's server. */
function originOfFactoryCall(from: NodePath, name: string, matches: ModuleMatcher, depth: number): ServerOrigin {
  const fn = localFunction(from, name);
  if (!fn || fn.node.returnType || fn.node.generator) return UNKNOWN;
  const sites = returnSites(fn);
  if (sites.length === 0) return UNKNOWN;
  let source: string | undefined;
  for (const site of sites) {
    if (!site.value) return UNKNOWN;
    const origin = originOfValue(site.path, site.value, matches, depth);
    if (origin.kind !== 'mcp-server' || (source !== undefined && source !== origin.source)) return UNKNOWN;
    source = origin.source;
  }
  return { kind: 'mcp-server', source: source! };
}

/** `function name() {}` or `const name = () => ...` / `function () {}`, declared in the file and never reassigned. */
function localFunction(from: NodePath, name: string): NodePath<FunctionNode> | undefined {
  const binding = scopeOf(from).getBinding(name);
  const declaration = binding?.path;
  if (!binding?.constant || !declaration) return undefined;
  if (declaration.isFunctionDeclaration()) return declaration;
  if (!declaration.isVariableDeclarator()) return undefined;
  const init = declaration.get('init');
  if (Array.isArray(init) || !init.node) return undefined;
  return init.isArrowFunctionExpression() || init.isFunctionExpression() ? (init as NodePath<FunctionNode>) : undefined;
}

/**
 * `this.<field>` inside an instance member of `owner`: the field's declared type
 * (`server: McpServer`) or its initialiser (`server = new McpServer(...)`), when the class
 * assigns the field nowhere else.
 */
export function originOfThisField(
  owner: NodePath<t.Class>,
  field: string,
  matchesServerModule: ModuleMatcher,
): ServerOrigin {
  const declared = owner.node.body.body.filter(
    (member): member is t.ClassProperty =>
      member.type === 'ClassProperty' &&
      !member.static &&
      !member.computed &&
      member.key.type === 'Identifier' &&
      member.key.name === field,
  );
  if (declared.length !== 1) return UNKNOWN;
  const [property] = declared as [t.ClassProperty];
  const annotation = property.typeAnnotation;
  if (annotation) {
    const type = resolveTypeReference(scopeOf(owner), annotation, matchesServerModule);
    return type?.imported === 'McpServer' ? { kind: 'mcp-server', source: type.source } : UNKNOWN;
  }
  if (!property.value || assignsField(owner.node, field)) return UNKNOWN;
  return originOfValue(owner, property.value, matchesServerModule);
}

/** `this.<field> = ...` anywhere in the class (the field then holds what the code does not show). */
function assignsField(cls: t.Class, field: string): boolean {
  let found = false;
  traverseFast(cls.body, (node) => {
    if (
      node.type === 'AssignmentExpression' &&
      node.left.type === 'MemberExpression' &&
      node.left.object.type === 'ThisExpression' &&
      !node.left.computed &&
      node.left.property.type === 'Identifier' &&
      node.left.property.name === field
    )
      found = true;
  });
  return found;
}

/** `McpServer`, `mcp.McpServer`, `McpServer | undefined`...: a name the SDK's server might hide behind. */
export function mentionsMcpServer(node: t.Node): boolean {
  let found = false;
  traverseFast(node, (child) => {
    if (child.type === 'Identifier' && child.name === 'McpServer') found = true;
  });
  return found;
}

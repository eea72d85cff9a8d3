/**
 * MCP SDK modules, and whether a call's receiver is an `McpServer`: a name bound to
 * `new McpServer(...)`, or declared with the type `McpServer`, where `McpServer` comes
 * from the SDK (1.x `@modelcontextprotocol/sdk/server/mcp.js`, 2.x
 * `@modelcontextprotocol/server`). A `registerTool` on anything else is not ours.
 */
import type { NodePath } from '@babel/traverse';
import { traverseFast } from '@babel/types';
import type * as t from '@babel/types';
import { loadedModule, resolveCallee, type ModuleMatcher } from '../../lib/bindings';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { resolveTypeReference } from '../../lib/type-references';
import { classifyThis } from './subclass';
import { scopeOf } from '../../lib/scope';

export type McpMajor = 1 | 2;

const V1_SERVER_MODULE = /^@modelcontextprotocol\/sdk\/server\/mcp(\.js)?$/;
const V2_SERVER_MODULE = '@modelcontextprotocol/server';

/** Every module of the SDK, 1.x and 2.x: what the engine counts as "the framework". */
export const matchesMcpModule: ModuleMatcher = (specifier) =>
  specifier.startsWith('@modelcontextprotocol/sdk/') ||
  specifier === '@modelcontextprotocol/sdk' ||
  /^@modelcontextprotocol\/(server|core|client)(\/|$)/.test(specifier);

const matchesServerModule: ModuleMatcher = (specifier) =>
  V1_SERVER_MODULE.test(specifier) || specifier === V2_SERVER_MODULE;

const majorOf = (source: string): McpMajor => (source === V2_SERVER_MODULE ? 2 : 1);

export type ReceiverKind = { kind: 'mcp-server'; major: McpMajor } | { kind: 'other' } | { kind: 'unknown' };

/** What `receiver` in `receiver.registerTool(...)` is, as far as the file shows. */
export function classifyReceiver(call: NodePath<t.CallExpression>, receiver: t.Expression): ReceiverKind {
  if (receiver.type === 'ThisExpression') {
    const owner = classifyThis(call, matchesServerModule);
    return owner.kind === 'mcp-server' ? { kind: 'mcp-server', major: majorOf(owner.source) } : owner;
  }
  if (receiver.type !== 'Identifier') return { kind: 'unknown' };
  const binding = scopeOf(call).getBinding(receiver.name);
  if (!binding) return { kind: 'unknown' };
  const declaration = binding.path;

  // `server: McpServer` on a parameter or a variable says it all, whatever is assigned later.
  const declared = declaredType(declaration);
  if (declared) {
    const type = resolveTypeReference(scopeOf(declaration), declared, matchesServerModule);
    if (type?.imported === 'McpServer') return { kind: 'mcp-server', major: majorOf(type.source) };
    const vague =
      declared.type === 'TSTypeAnnotation' &&
      (declared.typeAnnotation.type === 'TSAnyKeyword' || declared.typeAnnotation.type === 'TSUnknownKeyword');
    return vague || mentionsMcpServer(declared) ? { kind: 'unknown' } : { kind: 'other' };
  }
  if (declaration.isVariableDeclarator() && declaration.node.id.type === 'Identifier' && declaration.node.init) {
    if (!binding.constant) return { kind: 'unknown' };
    const init = stripTypeWrappers(declaration.node.init);
    if (init.type !== 'NewExpression') return { kind: 'unknown' };
    const initPath = declaration.get('init') as NodePath;
    const newPath = findNode<t.NewExpression>(initPath, init);
    const callee = newPath && resolveCallee(newPath, matchesServerModule);
    if (callee?.imported === 'McpServer') return { kind: 'mcp-server', major: majorOf(callee.source) };
    // `new Something()` that is not the SDK's server is not ours (an `McpServer` from elsewhere may be a re-export).
    return mentionsMcpServer(init.callee) ? { kind: 'unknown' } : { kind: 'other' };
  }
  return { kind: 'unknown' };
}

/** True when the file imports or requires the server module (so an unknown receiver may well be an McpServer). */
export function importsMcpServer(program: NodePath<t.Program>): boolean {
  return program.node.body.some((statement) => {
    if (statement.type === 'ImportDeclaration') {
      return (
        matchesServerModule(statement.source.value) &&
        statement.specifiers.some(
          (specifier) => specifier.type !== 'ImportSpecifier' || importedName(specifier) === 'McpServer',
        )
      );
    }
    if (statement.type !== 'VariableDeclaration') return false;
    return statement.declarations.some((declarator) => {
      const source = loadedModule(declarator.init);
      return source !== undefined && matchesServerModule(source);
    });
  });
}

function importedName(specifier: t.ImportSpecifier): string {
  return specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
}

/** `McpServer`, `mcp.McpServer`, `McpServer | undefined`...: a name the SDK's server might hide behind. */
function mentionsMcpServer(node: t.Node): boolean {
  let found = false;
  traverseFast(node, (child) => {
    if (child.type === 'Identifier' && child.name === 'McpServer') found = true;
  });
  return found;
}

/** The type annotation of a parameter or variable, if it has one. */
function declaredType(declaration: NodePath): t.Node | undefined {
  let id: t.Node = declaration.node;
  if (id.type === 'VariableDeclarator') id = id.id;
  if (id.type === 'AssignmentPattern') id = id.left;
  if (id.type === 'TSParameterProperty')
    id = id.parameter.type === 'AssignmentPattern' ? id.parameter.left : id.parameter;
  return id.type === 'Identifier' && id.typeAnnotation ? id.typeAnnotation : undefined;
}

function findNode<T extends t.Node>(from: NodePath, target: T): NodePath<T> | undefined {
  if (from.node === target) return from as NodePath<T>;
  let found: NodePath<T> | undefined;
  from.traverse({
    noScope: true,
    enter(candidate) {
      if (candidate.node === target) {
        found = candidate as NodePath<T>;
        candidate.stop();
      }
    },
  });
  return found;
}

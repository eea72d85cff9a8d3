/**
 * MCP SDK modules, and whether a call's receiver is an `McpServer`: a name bound to
 * `new McpServer(...)`, or declared with the type `McpServer`, where `McpServer` comes
 * from the SDK (1.x `@modelcontextprotocol/sdk/server/mcp.js`, 2.x
 * `@modelcontextprotocol/server`). A `registerTool` on anything else is not ours.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { loadedModule, type ModuleMatcher } from '../../lib/bindings';
import { resolveTypeReference } from '../../lib/type-references';
import { mentionsMcpServer, originOfThisField, originOfValue, type ServerOrigin } from './server-origin';
import { classifyThis, thisOwner } from './subclass';
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

export type ReceiverKind =
  | { kind: 'mcp-server'; major: McpMajor }
  | { kind: 'other' }
  /** `generic`: typed by a type parameter bound by `McpServer` (a subclass may define its own registerTool). */
  | { kind: 'unknown'; generic?: true };

const asReceiver = (origin: ServerOrigin): ReceiverKind =>
  origin.kind === 'mcp-server' ? { kind: 'mcp-server', major: majorOf(origin.source) } : origin;

/** What `receiver` in `receiver.registerTool(...)` is, as far as the file shows. */
export function classifyReceiver(call: NodePath<t.CallExpression>, receiver: t.Expression): ReceiverKind {
  if (receiver.type === 'ThisExpression') {
    const owner = classifyThis(call, matchesServerModule);
    return owner.kind === 'mcp-server' ? { kind: 'mcp-server', major: majorOf(owner.source) } : owner;
  }
  if (
    receiver.type === 'MemberExpression' &&
    receiver.object.type === 'ThisExpression' &&
    !receiver.computed &&
    receiver.property.type === 'Identifier'
  ) {
    const owner = thisOwner(call);
    return typeof owner === 'string'
      ? { kind: 'unknown' }
      : asReceiver(originOfThisField(owner, receiver.property.name, matchesServerModule));
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
    const constraint = typeParameterConstraint(declaration, declared);
    if (constraint !== undefined)
      return constraint && mentionsMcpServer(constraint) ? { kind: 'unknown', generic: true } : { kind: 'unknown' };
    const vague =
      declared.type === 'TSTypeAnnotation' &&
      (declared.typeAnnotation.type === 'TSAnyKeyword' || declared.typeAnnotation.type === 'TSUnknownKeyword');
    return vague || mentionsMcpServer(declared) ? { kind: 'unknown' } : { kind: 'other' };
  }
  if (declaration.isVariableDeclarator() && declaration.node.id.type === 'Identifier' && declaration.node.init) {
    if (!binding.constant) return { kind: 'unknown' };
    return asReceiver(originOfValue(declaration, declaration.node.init, matchesServerModule));
  }
  return { kind: 'unknown' };
}

/**
 * For a type naming a type parameter of an enclosing function or class (`server: T`), that
 * parameter's constraint (`T extends McpServer`), or null when it has none.
 */
function typeParameterConstraint(from: NodePath, annotation: t.Node): t.Node | null | undefined {
  const type = annotation.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return undefined;
  const name = type.typeName.name;
  for (let current: NodePath | null = from; current; current = current.parentPath) {
    const parameters = (current.node as { typeParameters?: t.Node | null }).typeParameters;
    if (parameters?.type !== 'TSTypeParameterDeclaration') continue;
    const parameter = parameters.params.find((candidate) => candidate.name === name);
    if (parameter) return parameter.constraint ?? null;
  }
  return undefined;
}

/**
 * The major of the one server module the file imports `McpServer` from (the type oracle
 * says a value is an McpServer, not of which major); undefined when none, or both.
 */
export function importedServerMajor(program: NodePath<t.Program>): McpMajor | undefined {
  const majors = new Set<McpMajor>();
  for (const statement of program.node.body) {
    if (statement.type === 'ImportDeclaration' && matchesServerModule(statement.source.value))
      majors.add(majorOf(statement.source.value));
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      const source = loadedModule(declarator.init);
      if (source !== undefined && matchesServerModule(source)) majors.add(majorOf(source));
    }
  }
  return majors.size === 1 ? [...majors][0] : undefined;
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

/** The type annotation of a parameter or variable, if it has one. */
function declaredType(declaration: NodePath): t.Node | undefined {
  let id: t.Node = declaration.node;
  if (id.type === 'VariableDeclarator') id = id.id;
  if (id.type === 'AssignmentPattern') id = id.left;
  if (id.type === 'TSParameterProperty')
    id = id.parameter.type === 'AssignmentPattern' ? id.parameter.left : id.parameter;
  return id.type === 'Identifier' && id.typeAnnotation ? id.typeAnnotation : undefined;
}

/**
 * Reads `server.registerTool(name, config, cb)` and the six `server.tool(...)` overloads
 * into one neutral registration: which source pieces become the standard tool's
 * properties, which go to the adapter's options, and the handler. Arguments are told
 * apart as the SDK does at runtime (a string is the description; an object with zod
 * values, or an empty one, is a raw shape; an object of primitives is annotations);
 * where the code does not show which it is, the registration is left alone.
 */
import type { NodePath, Scope } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from '../lib/definition-site';
import { constantInitializer, isGlobalName, isProvablyString, stripTypeWrappers } from '../lib/expression-facts';
import { isZodExpression, zodNamespaceRoot } from '../lib/zod';

/** A piece of source that moves into the standard object or the adapter options. */
export interface Piece {
  key: string;
  /** A config property (moved with its key) or a positional argument (given `key`). */
  from: { kind: 'property'; node: t.ObjectProperty | t.ObjectMethod } | { kind: 'argument'; node: t.Expression };
  /** End of the previous sibling: comments on their own lines after it move along. */
  after: number;
  /** A raw shape: written as `<zod>.object(<shape>)`. */
  shape?: boolean;
}

export interface Registration {
  name: string;
  standard: Piece[];
  options: Piece[];
  handler: { path: NodePath<t.Expression>; after: number };
  hasInputSchema: boolean;
  /** A zod namespace seen in a shape (`z`), preferred for `z.object(...)`. */
  zodNamespace?: string;
}

export type ReadResult = { ok: true; registration: Registration } | { ok: false; reason: string; message: string; name?: string };

const fail = (reason: string, message: string, name?: string): ReadResult => ({ ok: false, reason, message, name });

/** Config keys with a place in the standard tool; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema']);
/** Keys the standard tool owns that a config must not set on its own. */
const RESERVED_KEYS = new Set(['name', 'execute']);

export function readRegistration(call: NodePath<t.CallExpression>, method: 'registerTool' | 'tool'): ReadResult {
  const args = call.node.arguments;
  if (args.some((argument) => argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder')) {
    return fail('spread-arguments', 'spreads its arguments');
  }
  const expressions = args as t.Expression[];
  const name = literalName(expressions[0]);
  if (name === undefined) return fail('computed-name', 'has a tool name that is not a string literal');
  const read = method === 'registerTool' ? readRegisterTool(call, expressions, name) : readToolOverload(call, expressions, name);
  if (read.ok && !read.registration.standard.some((piece) => piece.key === 'description')) {
    return fail('no-description', 'has no description (a standard tool needs one; add it, then run again)', name);
  }
  return read;
}

function literalName(node: t.Expression | undefined): string | undefined {
  const value = node && stripTypeWrappers(node);
  if (value?.type === 'StringLiteral') return value.value;
  if (value?.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

function readRegisterTool(call: NodePath<t.CallExpression>, args: t.Expression[], name: string): ReadResult {
  if (args.length !== 3) return fail('unrecognised-arguments', 'is not called as registerTool(name, config, callback)', name);
  const config = stripTypeWrappers(args[1]!);
  if (config.type !== 'ObjectExpression') return fail('config-not-literal', 'has a config that is not an object literal', name);
  const scope = call.scope;
  const standard: Piece[] = [];
  const options: Piece[] = [];
  let zodNamespace: string | undefined;
  let after = config.start! + 1;
  for (const property of config.properties) {
    if (property.type === 'SpreadElement') return fail('spread-config', 'spreads another object into its config', name);
    const key = staticKey(property);
    if (key === undefined) return fail('computed-config-key', 'has a computed key in its config', name);
    if (RESERVED_KEYS.has(key)) return fail('reserved-config-key', `has a \`${key}\` key in its config, which the standard tool sets itself`, name);
    const piece: Piece = { key, from: { kind: 'property', node: property }, after };
    after = property.end!;
    if (!STANDARD_KEYS.has(key)) {
      options.push(piece);
      continue;
    }
    if (property.type !== 'ObjectProperty') return fail('method-in-config', `has \`${key}\` written as a method`, name);
    if (key === 'inputSchema' || key === 'outputSchema') {
      const kind = schemaKind(property.value as t.Expression, scope);
      if (kind.kind === 'unknown') return fail('unknown-schema', `has an ${key} that may be a raw shape or a schema; the code does not show which`, name);
      piece.shape = kind.kind === 'shape';
      zodNamespace ??= kind.zodNamespace;
    }
    standard.push(piece);
  }
  return {
    ok: true,
    registration: {
      name,
      standard,
      options,
      handler: { path: call.get('arguments')[2] as NodePath<t.Expression>, after: args[1]!.end! },
      hasInputSchema: standard.some((piece) => piece.key === 'inputSchema'),
      zodNamespace,
    },
  };
}

/**
 * The six overloads, decided like `McpServer.tool()` does: a leading string is the
 * description; then, when more than the callback is left, a raw shape (optionally
 * followed by annotations) or annotations.
 */
function readToolOverload(call: NodePath<t.CallExpression>, args: t.Expression[], name: string): ReadResult {
  const scope = call.scope;
  const argumentPaths = call.get('arguments') as NodePath<t.Expression>[];
  const unclear = (what: string) => fail('unknown-argument', `has ${what}; the code does not show which overload it is`, name);
  let index = 1;
  const remaining = () => args.length - index;
  const piece = (key: string, shape?: boolean): Piece => ({ key, from: { kind: 'argument', node: args[index]! }, after: args[index - 1]!.end!, shape });
  const standard: Piece[] = [];
  const options: Piece[] = [];
  let zodNamespace: string | undefined;

  if (remaining() === 0) return fail('unrecognised-arguments', 'has no callback', name);
  // The last argument is the callback: were it a string, the SDK would find no callback.
  const description = remaining() > 1 ? typeOfArgument(args[index]!, scope) : 'other';
  if (description === 'unknown') return unclear('a second argument that may or may not be a string');
  if (description === 'string') {
    standard.push(piece('description'));
    index += 1;
  }
  if (remaining() > 1) {
    const first = objectKind(args[index]!, scope);
    if (first.kind === 'unknown') return unclear('an argument that may be a raw shape or annotations');
    if (first.kind === 'shape') {
      standard.push(piece('inputSchema', true));
      zodNamespace = first.zodNamespace;
      index += 1;
      if (remaining() > 1) {
        const second = objectKind(args[index]!, scope);
        if (second.kind === 'unknown') return unclear('an argument that may be annotations');
        if (second.kind === 'annotations') {
          options.push(piece('annotations'));
          index += 1;
        }
      }
    } else if (first.kind === 'annotations') {
      options.push(piece('annotations'));
      index += 1;
    }
  }
  if (remaining() !== 1) return fail('unrecognised-arguments', 'matches none of the tool() overloads', name);
  return {
    ok: true,
    registration: {
      name,
      standard,
      options,
      handler: { path: argumentPaths[index]!, after: args[index - 1]!.end! },
      hasInputSchema: standard.some((candidate) => candidate.key === 'inputSchema'),
      zodNamespace,
    },
  };
}

type ObjectKind = { kind: 'shape'; zodNamespace?: string } | { kind: 'annotations' } | { kind: 'not-an-object' } | { kind: 'unknown' };

/** `typeof argument === 'string'`, as far as the code shows. */
function typeOfArgument(node: t.Expression, scope: Scope): 'string' | 'other' | 'unknown' {
  if (isProvablyString(node, scope)) return 'string';
  const value = resolveConstant(node, scope);
  return isObjectOrFunction(value.node) ? 'other' : 'unknown';
}

/** A raw shape, annotations, or something else, like `McpServer.tool()` tells them. */
function objectKind(node: t.Expression, scope: Scope): ObjectKind {
  const { node: value, scope: valueScope } = resolveConstant(node, scope);
  if (value.type !== 'ObjectExpression') return isObjectOrFunction(value) || isProvablyString(value, valueScope) ? { kind: 'not-an-object' } : { kind: 'unknown' };
  if (value.properties.some((property) => property.type === 'SpreadElement')) return { kind: 'unknown' };
  const values = value.properties.map((property) => (property.type === 'ObjectProperty' ? (property.value as t.Expression) : undefined));
  const zodValue = values.find((candidate) => candidate && isZodExpression(candidate, valueScope));
  if (values.length === 0 || zodValue) return { kind: 'shape', zodNamespace: zodValue && zodNamespaceRoot(zodValue, valueScope) };
  return values.every((candidate) => candidate && isPrimitive(candidate, valueScope)) ? { kind: 'annotations' } : { kind: 'unknown' };
}

/** `inputSchema`/`outputSchema` of `registerTool`: a raw shape (made `z.object`), a zod schema (kept), or unknown. */
function schemaKind(node: t.Expression, scope: Scope): { kind: 'shape' | 'schema' | 'unknown'; zodNamespace?: string } {
  if (isZodExpression(node, scope)) return { kind: 'schema' };
  const kind = objectKind(node, scope);
  return kind.kind === 'shape' ? kind : { kind: 'unknown' };
}

/** A constant name → what it was initialised with; anything else → itself. */
function resolveConstant(node: t.Expression, scope: Scope): { node: t.Node; scope: Scope } {
  const value = stripTypeWrappers(node);
  if (value.type !== 'Identifier') return { node: value, scope };
  const declaration = scope.getBinding(value.name)?.path;
  if (declaration?.isFunctionDeclaration() || declaration?.isClassDeclaration()) return { node: declaration.node, scope };
  const constant = constantInitializer(scope, value.name);
  return constant ? { node: stripTypeWrappers(constant.init), scope: constant.scope } : { node: value, scope };
}

function isObjectOrFunction(node: t.Node): boolean {
  return ['ObjectExpression', 'ArrayExpression', 'ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression'].includes(node.type);
}

/** A value that is never a non-null object (every unary operator gives a primitive): what annotations hold. */
function isPrimitive(node: t.Expression, scope: Scope): boolean {
  const value = stripTypeWrappers(node);
  // `null` too: the SDK only rejects non-null objects as annotation values.
  if (['NumericLiteral', 'BooleanLiteral', 'BigIntLiteral', 'NullLiteral', 'UnaryExpression'].includes(value.type)) return true;
  if (value.type === 'Identifier') return value.name === 'undefined' && isGlobalName(scope, 'undefined');
  return isProvablyString(value, scope);
}

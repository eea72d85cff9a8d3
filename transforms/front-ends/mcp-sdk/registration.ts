/**
 * Reads `server.registerTool(name, config, cb)` and the six `server.tool(...)` overloads
 * into one neutral registration: which source pieces become the standard tool's
 * properties, which go to the adapter's options, and the handler. Arguments are told
 * apart as the SDK does at runtime (a string is the description; an object with zod
 * values, or an empty one, is a raw shape; an object of primitives is annotations);
 * where the code does not show which it is, the registration is left alone.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { readConfigObject } from '../../lib/config-object';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { configConstant } from './config-constant';
import { staticKey } from '../../lib/definition-site';
import {
  constantInitializer,
  isGlobalName,
  isProvablyString,
  mayBeUndefinedDescription,
  stripTypeWrappers,
} from '../../lib/expression-facts';
import { isPureNameExpression, nameLabel, staticString } from '../../lib/static-name';
import { isZodExpression, zodNamespaceRoot } from '../../lib/zod';
import { scopeOf, type Scope } from '../../lib/scope';
import type { TypeOracle } from '../../lib/type-oracle';

/** A piece of source that moves into the standard object or the adapter options. */
export interface Piece {
  key: string;
  /** A config property (moved with its key) or a positional argument (given `key`). */
  from: { kind: 'property'; node: t.ObjectProperty | t.ObjectMethod } | { kind: 'argument'; node: t.Expression };
  /** End of the previous sibling: comments on their own lines after it move along. */
  after: number;
  /** A raw shape: written as `<zod>.object(<shape>)`. */
  shape?: boolean;
  /** A description that may be undefined: written `?? ''` (an empty one is listed as none, as before). */
  emptyWhenUndefined?: boolean;
}

/** What a piece holds: the argument, or the property's value (none for a method). */
export function pieceValue(piece: Piece | undefined): t.Expression | undefined {
  if (!piece) return undefined;
  const { from } = piece;
  if (from.kind === 'argument') return from.node;
  return from.node.type === 'ObjectProperty' ? (from.node.value as t.Expression) : undefined;
}

export interface Registration {
  name: string;
  /** The name argument when it is not a string literal: kept as written (see `ToolDescription.nameText`). */
  nameReference?: t.Node;
  /** The name is computed at run time: reports show its expression, the variable is named after `name`. */
  computedName?: boolean;
  standard: Piece[];
  options: Piece[];
  handler: { path: NodePath<t.Expression>; after: number };
  hasInputSchema: boolean;
  /**
   * The input schema is a value the code does not show defined (`inputSchema: tool.schema`): where it is
   * `undefined` the SDK calls the handler `(extra)`, where `execute` would get `(undefined, extra)`.
   */
  inputSchemaMayBeAbsent?: t.Expression;
  /** A zod namespace seen in a shape (`z`), preferred for `z.object(...)`. */
  zodNamespace?: string;
  /** The `const config = {...}` whose properties move into the tool (see config-constant.ts). */
  removedDeclaration?: t.Node;
}

export type ReadResult = { ok: true; registration: Registration } | Refusal;

/** Config keys with a place in the standard tool; every other key is an adapter option. */
const STANDARD_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema']);
/** Keys the standard tool owns that a config must not set on its own. */
const RESERVED_KEYS = new Set(['name', 'execute']);

/** `types` answers what the code does not show of an argument (a raw shape or schema in a variable or an import). */
export function readRegistration(
  call: NodePath<t.CallExpression>,
  method: 'registerTool' | 'tool',
  types: TypeOracle,
): ReadResult {
  const args = call.node.arguments;
  if (args.some((argument) => argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder')) {
    return refuse('spread-arguments');
  }
  const expressions = args as t.Expression[];
  // A name computed at run time with no effect (`toolName || 'web_fetch'`) is kept as written.
  const staticName = staticString(expressions[0], scopeOf(call));
  const computed = staticName === undefined && isPureNameExpression(expressions[0]);
  const name = staticName ?? (computed ? nameLabel(expressions[0]!) || 'tool' : undefined);
  if (name === undefined) return refuse('computed-name', 'has a tool name that is not a string literal');
  const read =
    method === 'registerTool'
      ? readRegisterTool(call, expressions, name, types)
      : readToolOverload(call, expressions, name, types);
  const nameNode = stripTypeWrappers(expressions[0]!);
  if (read.ok && nameNode.type !== 'StringLiteral') read.registration.nameReference = nameNode;
  if (read.ok) read.registration.computedName = computed;
  return read;
}

/** `'name'` or `` `name` ``: a tool name the code shows. */
export function literalName(node: t.Expression | undefined): string | undefined {
  return staticString(node);
}

function readRegisterTool(
  call: NodePath<t.CallExpression>,
  args: t.Expression[],
  name: string,
  types: TypeOracle,
): ReadResult {
  if (args.length !== 3)
    return refuse('unrecognised-arguments', 'is not called as registerTool(name, config, callback)', name);
  const held = configConstant(call, args[1]!);
  const config = held?.object ?? stripTypeWrappers(args[1]!);
  if (config.type !== 'ObjectExpression')
    return refuse('config-not-literal', 'has a config that is not an object literal', name);
  const scope = scopeOf(call);
  const standard: Piece[] = [];
  const options: Piece[] = [];
  let zodNamespace: string | undefined;
  let inputSchemaMayBeAbsent: t.Expression | undefined;
  const read = readConfigObject(config);
  if (!read.ok) return refuse(read.reason, read.message, name);
  let after = config.start! + 1;
  for (const [key, property] of read.properties) {
    if (RESERVED_KEYS.has(key))
      return refuse(
        'reserved-config-key',
        `has a \`${key}\` key in its config, which the standard tool sets itself`,
        name,
      );
    const piece: Piece = { key, from: { kind: 'property', node: property }, after };
    after = property.end!;
    if (!STANDARD_KEYS.has(key)) {
      options.push(piece);
      continue;
    }
    if (property.type !== 'ObjectProperty')
      return refuse('method-in-config', `has \`${key}\` written as a method`, name);
    if (key === 'inputSchema' || key === 'outputSchema') {
      const kind = schemaKind(property.value as t.Expression, scope, types);
      if (kind.kind === 'unknown')
        return refuse(
          'unknown-schema',
          `has an ${key} that may be a raw shape or a schema; the code does not show which`,
          name,
        );
      piece.shape = kind.kind === 'shape';
      if (key === 'inputSchema' && kind.opaque) inputSchemaMayBeAbsent = property.value as t.Expression;
      zodNamespace ??= kind.zodNamespace;
    }
    if (key === 'description' && mayBeUndefinedDescription(property.value as t.Expression))
      piece.emptyWhenUndefined = true;
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
      ...(inputSchemaMayBeAbsent && { inputSchemaMayBeAbsent }),
      zodNamespace,
      removedDeclaration: held?.declaration,
    },
  };
}

/**
 * The six overloads. Each argument after the name is a string, a raw shape, annotations
 * or something else (the callback), as far as the code shows; `sdkLayout` reads them
 * the way `McpServer.tool()` does at run time. Where an argument's kind is unknown, every
 * kind is tried: the registration is read only when exactly one layout makes a call that
 * works (ends with its callback), e.g. `tool(name, DESCRIPTION, { a: z.string() }, cb)`.
 */
function readToolOverload(
  call: NodePath<t.CallExpression>,
  args: t.Expression[],
  name: string,
  types: TypeOracle,
): ReadResult {
  const scope = scopeOf(call);
  const rest = args.slice(1);
  const layouts = new Map<string, Layout>();
  for (const kinds of combinations(rest.map((argument) => possibleKinds(argument, scope, types)))) {
    const layout = sdkLayout(kinds);
    if (layout) layouts.set(JSON.stringify(layout), layout);
  }
  if (layouts.size === 0) return refuse('unrecognised-arguments', 'matches none of the tool() overloads', name);
  if (layouts.size > 1)
    return refuse(
      'unknown-argument',
      'has arguments the code does not show the kind of (string, raw shape or annotations), so its overload is unclear',
      name,
    );
  const [layout] = layouts.values() as Iterable<Layout> as [Layout];
  // Positions in `rest`; `args` has the name first.
  const piece = (key: string, position: number, shape?: boolean): Piece => ({
    key,
    from: { kind: 'argument', node: rest[position]! },
    after: args[position]!.end!,
    shape,
  });
  const standard: Piece[] = [];
  if (layout.description !== undefined) standard.push(piece('description', layout.description));
  if (layout.shape !== undefined) standard.push(piece('inputSchema', layout.shape, true));
  const shape = layout.shape !== undefined ? resolveConstant(rest[layout.shape]!, scope) : undefined;
  const zodValue =
    shape?.node.type === 'ObjectExpression'
      ? shapeValues(shape.node).find((value) => isZodExpression(value, shape.scope))
      : undefined;
  return {
    ok: true,
    registration: {
      name,
      standard,
      options: layout.annotations !== undefined ? [piece('annotations', layout.annotations)] : [],
      handler: {
        path: call.get('arguments')[layout.callback + 1] as NodePath<t.Expression>,
        after: args[layout.callback]!.end!,
      },
      hasInputSchema: layout.shape !== undefined,
      zodNamespace: zodValue && zodNamespaceRoot(zodValue, shape!.scope),
    },
  };
}

type Kind = 'string' | 'shape' | 'annotations' | 'other';

/** Where each piece is in the arguments after the name. */
interface Layout {
  description?: number;
  shape?: number;
  annotations?: number;
  callback: number;
}

/**
 * What `McpServer.tool(name, ...rest)` takes each argument for, given their kinds;
 * undefined when no callback ends it.
 */
function sdkLayout(kinds: Kind[]): Layout | undefined {
  const layout: Omit<Layout, 'callback'> = {};
  let index = 0;
  const left = () => kinds.length - index;
  if (kinds[index] === 'string') layout.description = index++;
  if (left() > 1) {
    if (kinds[index] === 'shape') {
      layout.shape = index++;
      if (left() > 1 && kinds[index] === 'annotations') layout.annotations = index++;
    } else if (kinds[index] === 'annotations') {
      layout.annotations = index++;
    }
  }
  return left() === 1 && kinds[index] === 'other' ? { ...layout, callback: index } : undefined;
}

const ALL_KINDS: Kind[] = ['string', 'shape', 'annotations', 'other'];

function possibleKinds(node: t.Expression, scope: Scope, types: TypeOracle): Kind[] {
  if (isProvablyString(node, scope)) return ['string'];
  const kind = objectKind(node, scope, types);
  if (kind === 'not-an-object') return ['other'];
  if (kind !== 'unknown') return [kind];
  // What the code does not show, the file's project may type: a description, a raw shape. An
  // object literal is no string: asking would cost its project a program for nothing.
  const literal = resolveConstant(node, scope).node.type === 'ObjectExpression';
  if (!literal && types.isString(node) === true) return ['string'];
  return types.isZodRawShape(node) === true ? ['shape'] : ALL_KINDS;
}

function* combinations(choices: Kind[][], prefix: Kind[] = []): Generator<Kind[]> {
  if (prefix.length === choices.length) {
    yield prefix;
    return;
  }
  for (const choice of choices[prefix.length]!) yield* combinations(choices, [...prefix, choice]);
}

type ObjectKind = 'shape' | 'annotations' | 'not-an-object' | 'unknown';

/** A raw shape, annotations, or something else, like `McpServer.tool()` tells them. */
function objectKind(node: t.Expression, scope: Scope, types: TypeOracle): ObjectKind {
  const { node: value, scope: valueScope } = resolveConstant(node, scope);
  if (isZodShapeRead(value, valueScope, types)) return 'shape';
  if (value.type !== 'ObjectExpression') {
    return NEITHER_SHAPE_NOR_ANNOTATIONS.has(value.type) || isPrimitive(value as t.Expression, valueScope)
      ? 'not-an-object'
      : 'unknown';
  }
  // A spread (`{ ...common, id: z.string() }`) hides its keys from the code; the project's types may show them all
  // zod. The SDK takes an object for a raw shape when one value is a zod schema: a zod value written after the
  // last spread, under a key written once, is one (a spread that copied a schema's own `_def` or `_zod` would
  // make the SDK see a schema; a shape is not built by spreading a schema).
  const lastSpread = value.properties.findLastIndex((property) => property.type === 'SpreadElement');
  if (lastSpread >= 0) {
    const written = value.properties.slice(lastSpread + 1);
    const keys = written.map((property) => (property.type === 'SpreadElement' ? undefined : staticKey(property)));
    const zodAfterSpread = written.some(
      (property, index) =>
        property.type === 'ObjectProperty' &&
        keys[index] !== undefined &&
        keys.indexOf(keys[index]) === keys.lastIndexOf(keys[index]) &&
        isZodExpression(property.value as t.Expression, valueScope),
    );
    return zodAfterSpread || types.isZodRawShape(value) === true ? 'shape' : 'unknown';
  }
  const values = shapeValues(value);
  if (value.properties.length === 0 || values.some((candidate) => isZodExpression(candidate, valueScope)))
    return 'shape';
  const primitives =
    value.properties.length === values.length && values.every((candidate) => isPrimitive(candidate, valueScope));
  return primitives ? 'annotations' : 'unknown';
}

/** The values of an object literal's `key: value` properties. */
function shapeValues(object: t.ObjectExpression): t.Expression[] {
  return object.properties.flatMap((property) =>
    property.type === 'ObjectProperty' ? [property.value as t.Expression] : [],
  );
}

/**
 * `inputSchema`/`outputSchema` of `registerTool`, following constants: a zod schema or
 * any value the code does not show (kept as written), a raw shape (made `z.object`), or
 * an object literal that is neither (unknown: left alone). A value the code does not
 * show may be a schema or a raw shape: the MCP adapters take both at run time and hand
 * them to the SDK as it took them, so it migrates unchanged.
 */
function schemaKind(
  node: t.Expression,
  scope: Scope,
  types: TypeOracle,
): { kind: 'shape' | 'schema' | 'unknown'; zodNamespace?: string; opaque?: true } {
  if (isZodExpression(node, scope)) return { kind: 'schema' };
  const resolved = resolveConstant(node, scope);
  if (isZodShapeRead(resolved.node, resolved.scope, types)) return { kind: 'shape' };
  if (resolved.node.type !== 'ObjectExpression') {
    // Typed a raw shape by the project (`import { shape } from './schemas'`): given as the SDK would take it.
    return {
      kind: types.isZodRawShape(node) === true ? 'shape' : 'schema',
      ...(readFromData(resolved.node, resolved.scope) && { opaque: true }),
    };
  }
  if (objectKind(node, scope, types) !== 'shape') return { kind: 'unknown' };
  const zodValue = shapeValues(resolved.node).find((value) => isZodExpression(value, resolved.scope));
  return { kind: 'shape', zodNamespace: zodValue && zodNamespaceRoot(zodValue, resolved.scope) };
}

/**
 * A schema read from data that varies by call or by turn, which may lack it: a field of a parameter or of a
 * loop's item (`tool.inputSchema` of a list where some tools have none), a `let`, `a ?? b`, a computed key. A
 * module's export or constant read by a written name, and what a call or a `new` makes, are taken as the
 * schema the code names for this tool.
 */
function readFromData(node: t.Node, scope: Scope): boolean {
  let value = stripTypeWrappers(node as t.Expression);
  if (isZodExpression(value, scope)) return false;
  while (value.type === 'MemberExpression' || value.type === 'OptionalMemberExpression') {
    const key = value.property.type;
    if (value.computed && key !== 'StringLiteral' && key !== 'NumericLiteral') return true;
    value = stripTypeWrappers(value.object);
  }
  switch (value.type) {
    case 'ConditionalExpression':
    case 'LogicalExpression':
    case 'ThisExpression':
      return true;
    case 'Identifier': {
      // A parameter, a `let`, a loop's item, a destructured name; and a global (`undefined` itself).
      const binding = scope.getBinding(value.name);
      if (!binding) return true;
      if (binding.kind === 'module' || binding.path.isFunctionDeclaration()) return false;
      return constantInitializer(scope, value.name) === undefined;
    }
    default:
      return false;
  }
}

/** `Schema.shape` on a zod object (a schema the file builds, or one its project types as a zod object): a raw shape. */
function isZodShapeRead(node: t.Node, scope: Scope, types: TypeOracle): boolean {
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'shape' &&
    (isZodExpression(node.object, scope) || types.isZodObject(node.object) === true)
  );
}

/** A constant name → what it was initialised with; anything else → itself. */
function resolveConstant(node: t.Expression, scope: Scope): { node: t.Node; scope: Scope } {
  const value = stripTypeWrappers(node);
  if (value.type !== 'Identifier') return { node: value, scope };
  const declaration = scope.getBinding(value.name)?.path;
  if (declaration?.isFunctionDeclaration() || declaration?.isClassDeclaration())
    return { node: declaration.node, scope };
  const constant = constantInitializer(scope, value.name);
  return constant ? { node: stripTypeWrappers(constant.init), scope: constant.scope } : { node: value, scope };
}

/** Values `McpServer.tool()` never takes for a raw shape or annotations. */
const NEITHER_SHAPE_NOR_ANNOTATIONS = new Set([
  'ArrayExpression',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
]);

/** A value that is never a non-null object (every unary operator gives a primitive): what annotations hold. */
function isPrimitive(node: t.Expression, scope: Scope): boolean {
  const value = stripTypeWrappers(node);
  // `null` too: the SDK only rejects non-null objects as annotation values.
  if (['NumericLiteral', 'BooleanLiteral', 'BigIntLiteral', 'NullLiteral', 'UnaryExpression'].includes(value.type))
    return true;
  if (value.type === 'Identifier') return value.name === 'undefined' && isGlobalName(scope, 'undefined');
  return isProvablyString(value, scope);
}

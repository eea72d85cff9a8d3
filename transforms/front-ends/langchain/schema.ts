/**
 * What a LangChain `schema` is, from the code alone: a zod schema the standard tool can
 * hold as its `inputSchema`, or something else (JSON Schema, a string schema, unknown).
 * Also the description LangChain falls back to when a tool has none
 * (`schema.description ?? "<name> tool"`), where the code proves what it is.
 */
import type { Scope } from '@babel/traverse';
import type * as t from '@babel/types';
import { constantInitializer, stripTypeWrappers } from '../../lib/expression-facts';
import { isZodExpression } from '../../lib/zod';

export type SchemaKind =
  { kind: 'zod' } | { kind: 'manual'; reason: 'json-schema' | 'string-schema' | 'schema-not-zod'; message: string };

/**
 * A zod call chain, `z.object({...}).strict().describe('x')`: its first method and the
 * calls after it (outermost first).
 */
interface ZodChain {
  rootMethod: string;
  rootCall: t.CallExpression;
  outerCalls: Array<{ method: string; call: t.CallExpression }>;
}

export function classifySchema(node: t.Node, scope: Scope): SchemaKind {
  const expression = stripTypeWrappers(node);
  if (expression.type === 'ObjectExpression') {
    return {
      kind: 'manual',
      reason: 'json-schema',
      message: 'has a JSON Schema object as its schema (the standard tool holds Standard Schemas only)',
    };
  }
  if (!isZodExpression(expression, scope)) {
    return {
      kind: 'manual',
      reason: 'schema-not-zod',
      message: 'has a schema the code does not show to be a zod schema',
    };
  }
  // `tool()` makes a string-input DynamicTool from a bare zod string; the classes parse it as the whole input.
  if (zodChain(expression, scope)?.rootMethod === 'string') {
    return {
      kind: 'manual',
      reason: 'string-schema',
      message:
        'has a string schema, which it parses as its whole input (toLangChain would make a string-input tool from it)',
    };
  }
  return { kind: 'zod' };
}

/**
 * The description LangChain gives a `tool()` without one: the schema's own description
 * when the chain ends in `.describe('...')`, else `"<name> tool"` when nothing in the
 * chain can set one. Undefined when the code does not prove which.
 */
export function fallbackDescription(schema: t.Node, scope: Scope, toolName: string): string | undefined {
  const chain = zodChain(stripTypeWrappers(schema), scope);
  if (!chain) return undefined;
  const [outermost] = chain.outerCalls;
  const [describeArgument] = outermost?.call.arguments ?? [];
  if (
    outermost?.method === 'describe' &&
    outermost.call.arguments.length === 1 &&
    describeArgument?.type === 'StringLiteral'
  ) {
    return describeArgument.value;
  }
  const setsDescription = chain.outerCalls.some(({ method }) => method === 'describe' || method === 'meta');
  // zod 3 also takes `{ description }` as the root call's second argument.
  if (setsDescription || chain.rootCall.arguments.length > 1 || chain.rootMethod === 'describe') return undefined;
  return `${toolName} tool`;
}

/** Reads the chain, through constants that hold part of it; undefined when it is not one. */
function zodChain(node: t.Node, scope: Scope, depth = 0): ZodChain | undefined {
  if (depth > 8) return undefined;
  const expression = stripTypeWrappers(node);
  if (expression.type === 'Identifier') {
    const constant = constantInitializer(scope, expression.name);
    return constant && zodChain(constant.init, constant.scope, depth + 1);
  }
  if (expression.type !== 'CallExpression') return undefined;
  const callee = stripTypeWrappers(expression.callee);
  // `object({...})`: a named zod export called directly.
  if (callee.type === 'Identifier') return { rootMethod: callee.name, rootCall: expression, outerCalls: [] };
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  const method = callee.property.name;
  const receiver = stripTypeWrappers(callee.object);
  // `z.object(...)`: the receiver is the namespace, a name that is not itself a schema.
  if (receiver.type === 'Identifier' && !isZodExpression(receiver, scope)) {
    return { rootMethod: method, rootCall: expression, outerCalls: [] };
  }
  const inner = zodChain(receiver, scope, depth + 1);
  return inner && { ...inner, outerCalls: [{ method, call: expression }, ...inner.outerCalls] };
}

/**
 * The low-level MCP `Server`: `setRequestHandler(ListToolsRequestSchema, ...)` returns
 * JSON-Schema tool listings and `setRequestHandler(CallToolRequestSchema, ...)` dispatches
 * by hand. Nothing there maps onto one definition per tool, so the file is left as it
 * is and each tool the list handler names is reported for a manual migration.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveNamedImport } from '../../lib/bindings';
import { staticKey } from '../../lib/definition-site';
import { constantInitializer, stripTypeWrappers } from '../../lib/expression-facts';
import type { FrontEndContext } from '../../lib/front-end';
import { returnSites, type FunctionNode } from '../../lib/function-returns';
import { matchesMcpModule } from './server';
import { scopeOf, type Scope } from '../../lib/scope';

type RequestKind = 'list' | 'call';

const SCHEMAS: Record<string, RequestKind> = { ListToolsRequestSchema: 'list', CallToolRequestSchema: 'call' };
/** 2.x names requests by method. */
const METHODS: Record<string, RequestKind> = { 'tools/list': 'list', 'tools/call': 'call' };

/** Reports the tools served by `setRequestHandler` calls in the file (handlers for `tools/list` and `tools/call`). */
export function reportLowLevelTools(context: FrontEndContext, calls: Array<NodePath<t.CallExpression>>): void {
  const byKind = { list: [] as Array<NodePath<t.CallExpression>>, call: [] as Array<NodePath<t.CallExpression>> };
  for (const call of calls) {
    const kind = requestKind(call);
    if (kind) byKind[kind].push(call);
  }
  for (const call of byKind.list) {
    const names = listedToolNames(call);
    if (names.length === 0) {
      manual(context, call.node, 'a tools/list handler of the low-level Server');
      continue;
    }
    for (const { name, node } of names)
      manual(
        context,
        node,
        `tool '${name}' of the low-level Server (listed by setRequestHandler(ListToolsRequestSchema))`,
        name,
      );
  }
  if (byKind.list.length === 0) {
    for (const call of byKind.call) manual(context, call.node, 'a tools/call handler of the low-level Server');
  }
}

function manual(context: FrontEndContext, node: t.Node, what: string, tool?: string): void {
  context.report(
    node,
    'low-level-server',
    `${what}: its hand-written dispatch has no one-to-one standard tool; migrate it by hand`,
    tool !== undefined ? { tool } : {},
  );
}

function requestKind(call: NodePath<t.CallExpression>): RequestKind | undefined {
  const [first] = call.node.arguments;
  if (first?.type === 'StringLiteral') return METHODS[first.value];
  if (first?.type !== 'Identifier') return undefined;
  const imported = resolveNamedImport(call, first, matchesMcpModule);
  return imported ? SCHEMAS[imported.imported] : undefined;
}

/** `{ tools: [{ name: 'a', ... }, TOOL_B] }` returned by the handler → the names written there. */
function listedToolNames(call: NodePath<t.CallExpression>): Array<{ name: string; node: t.Node }> {
  const handler = call.get('arguments')[1];
  if (!handler || !(handler.isArrowFunctionExpression() || handler.isFunctionExpression())) return [];
  const found: Array<{ name: string; node: t.Node }> = [];
  for (const site of returnSites(handler as NodePath<FunctionNode>)) {
    const scope = scopeOf(site.path);
    const result = site.value && resolve(site.value, scope);
    const tools = result?.node.type === 'ObjectExpression' ? propertyValue(result.node, 'tools') : undefined;
    const list = tools && resolve(tools, result!.scope);
    if (list?.node.type !== 'ArrayExpression') continue;
    for (const element of list.node.elements) {
      if (!element || element.type === 'SpreadElement') continue;
      const tool = resolve(element, list.scope);
      const name = tool.node.type === 'ObjectExpression' ? propertyValue(tool.node, 'name') : undefined;
      if (name?.type === 'StringLiteral' && !found.some((entry) => entry.name === name.value))
        found.push({ name: name.value, node: tool.node });
    }
  }
  return found;
}

function propertyValue(object: t.ObjectExpression, key: string): t.Expression | undefined {
  for (const property of object.properties) {
    if (property.type === 'ObjectProperty' && staticKey(property) === key) return property.value as t.Expression;
  }
  return undefined;
}

/** An expression, or what the constant it names was initialised with. */
function resolve(node: t.Expression, scope: Scope): { node: t.Node; scope: Scope } {
  const value = stripTypeWrappers(node);
  if (value.type !== 'Identifier') return { node: value, scope };
  const constant = constantInitializer(scope, value.name);
  return constant ? { node: stripTypeWrappers(constant.init), scope: constant.scope } : { node: value, scope };
}

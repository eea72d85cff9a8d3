/**
 * Finds what eject undoes in one parsed file: the adapter calls (`toAiSdk(x)`,
 * `registerMcpTool(server, x)`, ...) whose callee comes from the adapter module, and the
 * standard tool each one hands over: declared (`const x = standardTool({...})`,
 * `{...} satisfies StandardTool`, a plain object in JavaScript) or written inline.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { frameworks, type FrameworkId } from '../frameworks';
import { staticKey } from '../lib/definition-site';
import { stripTypeWrappers } from '../lib/expression-facts';
import type { FileScopes } from '../lib/one-walk';
import type { Binding, Scope } from '../lib/scope';

/** Adapter export → its framework and where the tool sits among its arguments. */
const ADAPTERS: Record<string, { framework: FrameworkId; toolIndex: number }> = Object.fromEntries(
  frameworks.flatMap(({ id, adapterExports }) =>
    adapterExports.map((name) => [
      name,
      { framework: id, toolIndex: name === 'registerMcpTool' || name.startsWith('toGenkit') ? 1 : 0 },
    ]),
  ),
);

export interface StandardToolDefinition {
  object: t.ObjectExpression;
  properties: Map<string, t.ObjectProperty | t.ObjectMethod>;
  /** Keys of the object this reader cannot place in a native definition (a spread, a computed key). */
  unreadable: boolean;
  /** `name`'s value as written (a literal, or an expression). */
  nameNode?: t.Expression;
  name: string;
  /** Absent for a tool written inline as the adapter call's argument. */
  binding?: Binding;
  /** The statement that declares it alone (with its `export`); undefined when it shares it. */
  statement?: t.Statement;
  exported: boolean;
  calls: AdapterCall[];
  /** References that are not an adapter call's tool argument: the tool stays while they do. */
  otherUses: number;
}

export interface AdapterCall {
  framework: FrameworkId;
  adapter: string;
  call: t.CallExpression;
  /** `server` of `registerMcpTool(server, x)`, `ai` of `toGenkit(ai, x)`. */
  receiver?: t.Expression;
  options?: t.Expression;
  tool: StandardToolDefinition;
  scope: Scope;
}

/** What only the adapter module exports: a module a file imports one of them from is its adapter module. */
const ADAPTER_NAMES = new Set(['standardTool', ...Object.keys(ADAPTERS)]);

/**
 * The specifiers a file imports its adapter module by: relative (or `--adapter-import`),
 * and giving `standardTool` or an adapter. Another relative module (`./progress`, whose
 * types a tool may use) is the user's own.
 */
const adapterSources = new WeakMap<t.Node, Set<string>>();
function adapterSourcesOf(scope: Scope, adapterImport: string | undefined): Set<string> {
  let root = scope;
  while (root.parent) root = root.parent;
  const program = root.node as t.Program;
  const cached = adapterSources.get(program);
  if (cached) return cached;
  const sources = new Set<string>();
  const local = (specifier: string) => specifier.startsWith('.') || specifier === adapterImport;
  const named = (key: t.Node) => (key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : '');
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && local(statement.source.value)) {
      if (
        statement.specifiers.some((item) => item.type === 'ImportSpecifier' && ADAPTER_NAMES.has(named(item.imported)))
      )
        sources.add(statement.source.value);
    } else if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        const specifier =
          init?.type === 'CallExpression' && init.arguments[0]?.type === 'StringLiteral'
            ? init.arguments[0].value
            : undefined;
        if (specifier === undefined || !local(specifier) || declarator.id.type !== 'ObjectPattern') continue;
        if (
          declarator.id.properties.some((item) => item.type === 'ObjectProperty' && ADAPTER_NAMES.has(named(item.key)))
        )
          sources.add(specifier);
      }
  }
  adapterSources.set(program, sources);
  return sources;
}

/** The export of the adapter module an identifier names (import or CommonJS destructured require). */
export function adapterExportOf(
  scope: Scope,
  node: t.Node,
  adapterImport: string | undefined,
): { imported: string; binding: Binding } | undefined {
  if (node.type !== 'Identifier') return undefined;
  const binding = scope.getBinding(node.name);
  if (!binding) return undefined;
  const declaration = binding.path.node;
  const parent = binding.path.parent;
  if (declaration.type === 'ImportSpecifier' && parent?.type === 'ImportDeclaration') {
    if (!adapterSourcesOf(scope, adapterImport).has(parent.source.value)) return undefined;
    const imported =
      declaration.imported.type === 'Identifier' ? declaration.imported.name : declaration.imported.value;
    return { imported, binding };
  }
  if (declaration.type === 'VariableDeclarator' && declaration.id.type === 'ObjectPattern') {
    const init = declaration.init;
    const required =
      init?.type === 'CallExpression' &&
      init.callee.type === 'Identifier' &&
      init.callee.name === 'require' &&
      init.arguments[0]?.type === 'StringLiteral' &&
      adapterSourcesOf(scope, adapterImport).has(init.arguments[0].value);
    if (!required) return undefined;
    for (const property of declaration.id.properties) {
      if (property.type !== 'ObjectProperty' || property.value.type !== 'Identifier') continue;
      if (property.value.name !== node.name) continue;
      const key = staticKey(property);
      return key === undefined ? undefined : { imported: key, binding };
    }
  }
  return undefined;
}

/** Every adapter call of the file with its standard tool; tools shared by several calls are one object. */
export function readAdapterCalls(scopes: FileScopes, adapterImport: string | undefined): AdapterCall[] {
  const calls: AdapterCall[] = [];
  const byBinding = new Map<Binding, StandardToolDefinition | undefined>();
  const { candidates, candidateScopeList } = scopes;
  for (let index = 0; index < candidates.length; index += 1) {
    const call = candidates[index]!;
    if (call.type !== 'CallExpression') continue;
    const scope = candidateScopeList[index]!;
    const adapter = adapterExportOf(scope, call.callee, adapterImport);
    const known = adapter && ADAPTERS[adapter.imported];
    if (!known) continue;
    const argument = call.arguments[known.toolIndex];
    if (!argument || argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder') continue;
    let tool: StandardToolDefinition | undefined;
    const value = stripTypeWrappers(argument);
    if (value.type === 'ObjectExpression') tool = inlineTool(value);
    else if (value.type === 'Identifier') {
      const binding = scope.getBinding(value.name);
      if (!binding) continue;
      if (!byBinding.has(binding)) byBinding.set(binding, declaredTool(binding, scopes, adapterImport));
      tool = byBinding.get(binding);
    }
    if (!tool) continue;
    const options = call.arguments[known.toolIndex + 1];
    const entry: AdapterCall = {
      framework: known.framework,
      adapter: adapter.imported,
      call,
      tool,
      scope,
      ...(known.toolIndex === 1 && { receiver: call.arguments[0] as t.Expression }),
      ...(options && options.type !== 'SpreadElement' && { options: options as t.Expression }),
    };
    tool.calls.push(entry);
    calls.push(entry);
  }
  for (const [binding, tool] of byBinding) {
    if (!tool) continue;
    const argumentNodes = new Set(tool.calls.map((entry) => stripTypeWrappers(toolArgument(entry))));
    // Babel counts `export const x` as a reference to `x`: its export is `exported`, not a use.
    tool.otherUses = binding.referencePaths.filter(
      (reference) => !argumentNodes.has(reference.node) && reference.node.type !== 'ExportNamedDeclaration',
    ).length;
  }
  return calls;
}

export function toolArgument(entry: AdapterCall): t.Node {
  return entry.call.arguments[ADAPTERS[entry.adapter]!.toolIndex]!;
}

function inlineTool(object: t.ObjectExpression): StandardToolDefinition | undefined {
  const read = readObject(object);
  return read && { ...read, exported: false, calls: [], otherUses: 0 };
}

/** `const x = standardTool({...})`, `const x = {...} satisfies StandardTool`, or `const x = {...}`. */
function declaredTool(
  binding: Binding,
  scopes: FileScopes,
  adapterImport: string | undefined,
): StandardToolDefinition | undefined {
  if (binding.kind !== 'const') return undefined;
  const declaratorPath = binding.path as NodePath<t.VariableDeclarator>;
  const declarator = declaratorPath.node;
  if (declarator.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier' || !declarator.init)
    return undefined;
  let init: t.Node = declarator.init;
  if (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression') init = init.expression;
  if (init.type === 'CallExpression') {
    const scope = scopes.scopeAt(declaratorPath);
    if (adapterExportOf(scope, init.callee, adapterImport)?.imported !== 'standardTool') return undefined;
    if (init.arguments.length !== 1) return undefined;
    init = init.arguments[0]!;
  }
  if (init.type !== 'ObjectExpression') return undefined;
  const read = readObject(init);
  if (!read) return undefined;
  const declaration = declaratorPath.parent as t.VariableDeclaration;
  const holder = declaratorPath.parentPath?.parent;
  const exportStatement = holder?.type === 'ExportNamedDeclaration' ? holder : undefined;
  const statement = declaration.declarations.length === 1 ? (exportStatement ?? declaration) : undefined;
  const exportedByList = scopes
    .identifiersNamed(declarator.id.name)
    .some((identifier) => isExportSpecifierLocal(scopes, identifier));
  return {
    ...read,
    binding,
    statement,
    exported: exportStatement !== undefined || exportedByList,
    calls: [],
    otherUses: 0,
  };
}

function isExportSpecifierLocal(scopes: FileScopes, identifier: t.Identifier): boolean {
  const parent = scopes.pathOf(identifier).parent;
  return parent?.type === 'ExportSpecifier' && parent.local === identifier;
}

function readObject(
  object: t.ObjectExpression,
): Omit<StandardToolDefinition, 'exported' | 'calls' | 'otherUses'> | undefined {
  const properties = new Map<string, t.ObjectProperty | t.ObjectMethod>();
  let unreadable = false;
  for (const property of object.properties) {
    const key = property.type === 'SpreadElement' ? undefined : staticKey(property);
    if (key === undefined || properties.has(key)) {
      unreadable = true;
      continue;
    }
    properties.set(key, property as t.ObjectProperty | t.ObjectMethod);
  }
  const nameProperty = properties.get('name');
  if (nameProperty?.type !== 'ObjectProperty' || !properties.has('execute')) return undefined;
  const nameNode = nameProperty.value as t.Expression;
  const value = stripTypeWrappers(nameNode);
  const name =
    value.type === 'StringLiteral'
      ? value.value
      : value.type === 'TemplateLiteral' && value.expressions.length === 0
        ? value.quasis[0]!.value.cooked!
        : '';
  return { object, properties, unreadable, nameNode, name };
}

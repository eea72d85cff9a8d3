/**
 * What a file shows at a glance, from one plain walk over its tree (no NodePaths, no
 * scope): the framework modules it loads and the names it binds from them, the methods it
 * calls, the keys that hold object literals. The engine asks each front end whether the
 * file may hold anything for it (`FrontEnd.mayDefine`) before paying for the scope walk;
 * most files that name a framework define no tool at all. The same index is first read
 * from the text (text-index.ts), before any parse; this walk is for the files whose text
 * cannot tell, and the measure the text's index must never fall short of.
 */
import { VISITOR_KEYS, type Node } from '@babel/types';
import type { ModuleMatcher } from './bindings';

/** A module the file loads: imported names (`*` namespace, `default`), or the whole module object. */
export interface ModuleReference {
  source: string;
  /** `require`, `import x = require()` and `import()` give the whole module object. */
  kind: 'import' | 'whole-module';
  /** For `import`: the exports it binds as values (`tool`, `default`, `*` for a namespace). */
  names: ReadonlySet<string>;
  /** For `import`: the local names of its `{ … }` value bindings (`b` for `{ a as b }`). */
  namedLocals: ReadonlySet<string>;
}

/** A set of names as the gates ask it: is this one in? (text-index.ts answers without a list.) */
export interface NameTest {
  has(name: string): boolean;
}

export interface FileIndex {
  modules: readonly ModuleReference[];
  /** `x.name(...)`, `x?.name(...)`, `new x.name(...)`: every method name called on something. */
  calledMethods: NameTest;
  /** Keys whose value is an object literal (`tools: { ... }`). */
  objectValuedKeys: NameTest;
  /** Names that are a property's whole value (`get_weather: weather`; not a shorthand `{ weather }`). */
  propertyValueNames: NameTest;
}

export function indexFile(root: Node): FileIndex {
  const modules: ModuleReference[] = [];
  const calledMethods = new Set<string>();
  const objectValuedKeys = new Set<string>();
  const propertyValueNames = new Set<string>();
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'ImportDeclaration':
        if (node.importKind !== 'type' && node.importKind !== 'typeof')
          modules.push({ source: node.source.value, kind: 'import', ...importedValueNames(node) });
        continue; // nothing below an import declaration matters
      case 'TSImportEqualsDeclaration':
        if (node.importKind !== 'type' && node.moduleReference.type === 'TSExternalModuleReference')
          modules.push(wholeModule(node.moduleReference.expression.value));
        continue;
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression': {
        const loaded = loadedModule(node);
        if (loaded !== undefined) modules.push(wholeModule(loaded));
        const method = memberName(node.callee);
        if (method !== undefined) calledMethods.add(method);
        break;
      }
      case 'ImportExpression':
        if (node.source.type === 'StringLiteral') modules.push(wholeModule(node.source.value));
        break;
      case 'ObjectProperty': {
        const key = propertyKey(node.key, node.computed);
        if (key !== undefined && node.value.type === 'ObjectExpression') objectValuedKeys.add(key);
        if (!node.shorthand && node.value.type === 'Identifier') propertyValueNames.add(node.value.name);
        break;
      }
    }
    pushChildren(node, stack);
  }
  return { modules, calledMethods, objectValuedKeys, propertyValueNames };
}

/**
 * True when the file binds one of `exports` from a module `matches` accepts, or loads such
 * a module whole (a namespace, a default import, `require`, `import()`), where any export
 * may be reached.
 */
export function bindsFrameworkExport(index: FileIndex, matches: ModuleMatcher, exports: ReadonlySet<string>): boolean {
  return index.modules.some(
    (module) =>
      matches(module.source) &&
      (module.kind === 'whole-module' ||
        module.names.has('*') ||
        module.names.has('default') ||
        [...module.names].some((name) => exports.has(name))),
  );
}

export function callsMethod(index: FileIndex, methods: Iterable<string>): boolean {
  for (const method of methods) if (index.calledMethods.has(method)) return true;
  return false;
}

function importedValueNames(
  node: Extract<Node, { type: 'ImportDeclaration' }>,
): Pick<ModuleReference, 'names' | 'namedLocals'> {
  const names = new Set<string>();
  const namedLocals = new Set<string>();
  for (const specifier of node.specifiers) {
    if (specifier.type === 'ImportNamespaceSpecifier') names.add('*');
    else if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
    else if (specifier.importKind !== 'type' && specifier.importKind !== 'typeof') {
      names.add(specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value);
      namedLocals.add(specifier.local.name);
    }
  }
  return { names, namedLocals };
}

function wholeModule(source: string): ModuleReference {
  return { source, kind: 'whole-module', names: new Set(), namedLocals: new Set() };
}

/** `require('x')`, `import('x')` → `'x'`. */
function loadedModule(node: Node & { callee: Node; arguments: Node[] }): string | undefined {
  const [first] = node.arguments;
  if (first?.type !== 'StringLiteral' && first?.type !== 'TemplateLiteral') return undefined;
  const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
  if (!isRequire && node.callee.type !== 'Import') return undefined;
  if (first.type === 'StringLiteral') return first.value;
  return first.expressions.length === 0 ? (first.quasis[0]?.value.cooked ?? undefined) : undefined;
}

function memberName(callee: Node): string | undefined {
  if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') return undefined;
  return propertyKey(callee.property, callee.computed);
}

function propertyKey(key: Node, computed: boolean): string | undefined {
  if (key.type === 'Identifier' && !computed) return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

/** Keys and declarations that hold types only: nothing in them loads a module or calls anything. */
const TYPE_KEYS = new Set([
  'typeAnnotation',
  'returnType',
  'typeParameters',
  'superTypeParameters',
  'typeArguments',
  'implements',
]);
const TYPE_DECLARATIONS = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction']);

/** Per node type, the keys that may hold code. */
const codeKeys = new Map<string, readonly string[]>();

function pushChildren(node: Node, stack: Node[]): void {
  let keys = codeKeys.get(node.type);
  if (keys === undefined) {
    keys = TYPE_DECLARATIONS.has(node.type) ? [] : (VISITOR_KEYS[node.type] ?? []).filter((key) => !TYPE_KEYS.has(key));
    codeKeys.set(node.type, keys);
  }
  const record = node as unknown as Record<string, Node | null | undefined | Array<Node | null>>;
  for (const key of keys) {
    const child = record[key];
    if (child == null) continue;
    if (Array.isArray(child)) {
      for (const item of child) if (item != null) stack.push(item);
    } else if (typeof child.type === 'string') {
      stack.push(child);
    }
  }
}

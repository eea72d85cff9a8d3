/**
 * Reads the standard tools of one (migrated) file: `const x = standardTool({...})` with
 * `standardTool` imported from the adapter module, or `const x = {...} satisfies
 * StandardTool`; each field in canonical form; what the definition reads from outside
 * itself; and the adapter calls that hand it to a framework. Pure: text in, facts out.
 * The bindings are the one walk's (transforms/lib/scope.ts), as the transforms read them.
 */
import traverse, { type NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import * as path from 'node:path';
import { frameworks } from '../../transforms/frameworks';
import { forEachChild } from '../../transforms/lib/children';
import type { FrameworkId } from '../../transforms/lib/ir';
import { camelCase, collectIdentifierNames, uniqueName } from '../../transforms/lib/naming';
import type { FileScopes } from '../../transforms/lib/one-walk';
import { parseModule } from '../../transforms/lib/parse';
import { fileScopesOf, programPathOfFile, type Scope } from '../../transforms/lib/scope';
import { canonicalText, literalValue } from './canonical';
import { frameworkOfSpecifier } from './framework-packages';
import { leadingCommentsStart } from './leading-comments';

export const COMPARED_FIELDS = ['description', 'title', 'inputSchema', 'outputSchema', 'execute'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export interface FieldValue {
  /** What is compared (see canonical.ts). */
  canonical: string;
  /** What a person reads in a diff: a string's value, else the source text. */
  shown: string;
}

export interface Range {
  start: number;
  end: number;
}

/** An import the definition reads, to carry along when it moves. */
export interface ImportUse {
  local: string;
  /** The exported name, `default`, or `*` for a namespace. */
  imported: string;
  /** The specifier as written. */
  source: string;
  typeOnly: boolean;
}

export interface AdapterCall {
  adapter: string;
  framework: FrameworkId;
  /** The argument that names the standard tool. */
  argument: Range;
  line: number;
  /** Its options build the MCP result around what `execute` returns (`toMcpResult`). */
  buildsResult?: true;
}

export interface StandardToolSite {
  file: string;
  /** The const that holds it; for an inline object (`toAiSdk({...})`), the name it would get. */
  binding: string;
  /** Written inline as an adapter call's argument: `statement` is then that argument. */
  inline: boolean;
  exported: boolean;
  name: string;
  line: number;
  column: number;
  fields: Partial<Record<ComparedField, FieldValue>>;
  /** The whole declaration statement (with `export`), and where its leading comments start. */
  statement: Range;
  commentsStart: number;
  /** Why the definition reads its enclosing scope (it cannot move); empty when it does not. */
  enclosing: string[];
  /** Module-level bindings of its own file it reads (it can stay, but not move). */
  moduleLocals: string[];
  imports: ImportUse[];
  /** The import of `standardTool` (or of the `StandardTool` type for `satisfies`). */
  helper: ImportUse;
  adapterCalls: AdapterCall[];
}

export interface FileTools {
  file: string;
  tools: StandardToolSite[];
  /** Relative modules this file imports or re-exports, resolved (no extension): the import graph. */
  importsFrom: string[];
  /**
   * The frameworks whose packages this module loads (value imports and re-exports; a
   * type-only import loads nothing). Read for files with standard tools, else empty.
   */
  frameworks: FrameworkId[];
}

/**
 * Adapter function → its framework: what the transforms emit (each descriptor's
 * `adapterExports`), and `toAiSdkTools`, which only hand-written code calls.
 */
const ADAPTERS: Record<string, FrameworkId> = {
  ...Object.fromEntries(frameworks.flatMap(({ id, adapterExports }) => adapterExports.map((name) => [name, id]))),
  toAiSdkTools: 'ai-sdk',
};

const SOURCE_EXTENSION = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** A module's identity: a relative specifier resolved against its file (no extension), else the bare specifier. */
export function moduleIdentity(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path
    .resolve(path.dirname(fromFile), specifier)
    .replace(SOURCE_EXTENSION, '')
    .replace(/[\\/]index$/, '');
}

/** Only `standardTool` / adapter imports from a relative module (or the given specifier) count. */
const isAdapterModule = (specifier: string, adapterImport: string | undefined) =>
  specifier.startsWith('.') || specifier === adapterImport;

/** A text that names none of these holds no standard tool and no adapter call: it is not parsed. */
export const mayHoldStandardTools = (source: string): boolean =>
  /standardTool|StandardTool|\bto(AiSdk|Genkit|LangChain|Mastra)|registerMcpTool/.test(source);

export function readStandardTools(source: string, file: string, adapterImport?: string): FileTools {
  if (!mayHoldStandardTools(source)) return withoutStandardTools(source, file);
  return readTools(parseModule(source, file, { attachComments: false }), source, file, adapterImport);
}

function withoutStandardTools(source: string, file: string): FileTools {
  return { file, tools: [], importsFrom: relativeModules(source, file), frameworks: [] };
}

/**
 * The same, from the text's tree (`parseModule`'s, with or without comments attached) when the caller has
 * it: the runner reads a migrated file from the tree that checked its output.
 */
export function readStandardToolsOfTree(ast: t.File, source: string, file: string, adapterImport?: string): FileTools {
  if (!mayHoldStandardTools(source)) return withoutStandardTools(source, file);
  return readTools(ast, source, file, adapterImport);
}

function readTools(ast: t.File, source: string, file: string, adapterImport: string | undefined): FileTools {
  const importsFrom = new Set<string>();
  const loaded = new Set<FrameworkId>();
  const tools: StandardToolSite[] = [];
  for (const statement of ast.program.body) {
    const specifier =
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      statement.type === 'ExportNamedDeclaration'
        ? statement.source?.value
        : undefined;
    if (specifier?.startsWith('.')) importsFrom.add(moduleIdentity(file, specifier));
    const framework = specifier === undefined ? undefined : frameworkOfSpecifier(specifier);
    if (framework && loadsAtRuntime(statement)) loaded.add(framework);
  }
  const exportedNames = new Set<string>();
  for (const statement of ast.program.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.source)
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ExportSpecifier') exportedNames.add(specifier.local.name);
  }
  // The one walk's bindings (transforms/lib/scope.ts), not Babel's scope crawl: the same
  // answers, at a fraction of the cost (a duplicate declaration throws, as the crawl did).
  const scopes = fileScopesOf(programPathOfFile(ast));
  try {
    const declarators = new Map<t.Node, StandardToolSite>();
    const comments = ast.comments ?? [];
    const { candidates, candidateScopeList } = scopes;
    for (let index = 0; index < candidates.length; index += 1) {
      const found = standardDeclarator(candidates[index]!, candidateScopeList[index]!, scopes, adapterImport);
      if (!found) continue;
      const site = readDeclarator(found.declarator, found.helper, scopes, { source, comments }, file, exportedNames);
      if (site) declarators.set(found.declarator.node, site);
    }
    // In the order a traversal meets the declarators (a candidate may come after one nested in its object).
    tools.push(...[...declarators].sort(([a], [b]) => a.start! - b.start!).map(([, site]) => site));
    if (/\bto[A-Z]\w*\(\s*\{|registerMcpTool\(/.test(source) || tools.length > 0) {
      let names: Set<string> | undefined;
      const reservedNames = () => (names ??= collectIdentifierNames(ast));
      for (let index = 0; index < candidates.length; index += 1) {
        const call = candidates[index]!;
        if (call.type !== 'CallExpression') continue;
        const scope = candidateScopeList[index]!;
        const adapterUse = adapterModuleImport(scope, call.callee, adapterImport);
        const adapter = adapterUse?.imported;
        if (!adapter || !(adapter in ADAPTERS)) continue;
        const callPath = scopes.pathOf(call) as NodePath<t.CallExpression>;
        call.arguments.forEach((argument, argumentIndex) => {
          if (argument.type !== 'ObjectExpression') return;
          const site = readInline(
            callPath.get(`arguments.${argumentIndex}`) as NodePath<t.ObjectExpression>,
            scopes,
            source,
            file,
            reservedNames,
          );
          if (!site) return;
          site.helper = {
            local: 'standardTool',
            imported: 'standardTool',
            source: adapterUse.source,
            typeOnly: false,
          };
          site.adapterCalls.push({
            adapter,
            framework: ADAPTERS[adapter]!,
            argument: { start: argument.start!, end: argument.end! },
            line: argument.loc!.start.line,
            ...(buildsResult(call) && { buildsResult: true }),
          });
          tools.push(site);
        });
        for (const argument of call.arguments) {
          if (argument.type !== 'Identifier') continue;
          const site = declarators.get(scope.getBinding(argument.name)?.path.node as t.Node);
          if (site)
            site.adapterCalls.push({
              adapter,
              framework: ADAPTERS[adapter]!,
              ...(buildsResult(call) && { buildsResult: true }),
              argument: { start: argument.start!, end: argument.end! },
              line: argument.loc!.start.line,
            });
        }
      }
    }
  } finally {
    traverse.cache.clear();
  }
  return { file, tools, importsFrom: [...importsFrom], frameworks: [...loaded] };
}

/** An import or re-export that stays in the compiled module (not `import type`, not only types). */
function loadsAtRuntime(statement: t.Statement): boolean {
  if (statement.type === 'ImportDeclaration')
    return (
      statement.importKind !== 'type' &&
      (statement.specifiers.length === 0 ||
        statement.specifiers.some(
          (specifier) => specifier.type !== 'ImportSpecifier' || specifier.importKind !== 'type',
        ))
    );
  if (statement.type === 'ExportNamedDeclaration')
    return (
      statement.exportKind !== 'type' &&
      (statement.specifiers.length === 0 ||
        statement.specifiers.some(
          (specifier) => specifier.type !== 'ExportSpecifier' || specifier.exportKind !== 'type',
        ))
    );
  return statement.type === 'ExportAllDeclaration' && statement.exportKind !== 'type';
}

/** The import graph of a file without standard tools, from its text alone (no parse needed). */
function relativeModules(source: string, file: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*(['"])(\.[^'"]*)\1/g))
    found.add(moduleIdentity(file, match[2]!));
  return [...found];
}

/** The export an identifier names and the specifier it comes from, when it is imported from the adapter module. */
function adapterModuleImport(
  scope: Scope,
  node: t.Node,
  adapterImport: string | undefined,
): { local: string; imported: string; source: string } | undefined {
  if (node.type !== 'Identifier') return undefined;
  const binding = scope.getBinding(node.name);
  // Only imports are wanted (`module`, or `unknown` for a type-only one): no path made for the rest.
  if (binding?.kind !== 'module' && binding?.kind !== 'unknown') return undefined;
  const declaration = binding.path.node;
  const parent = binding.path.parent;
  if (declaration?.type !== 'ImportSpecifier' || parent?.type !== 'ImportDeclaration') return undefined;
  if (!isAdapterModule(parent.source.value, adapterImport)) return undefined;
  const imported = declaration.imported.type === 'Identifier' ? declaration.imported.name : declaration.imported.value;
  return { local: node.name, imported, source: parent.source.value };
}

/** `toAiSdk({ name: 'x', ... })`: a standard tool written inline where a framework needs it. */
function readInline(
  objectPath: NodePath<t.ObjectExpression>,
  scopes: FileScopes,
  source: string,
  file: string,
  reservedNames: () => ReadonlySet<string>,
): StandardToolSite | undefined {
  // `{ ...tool, name: 'x' }` is a standard tool renamed for one framework, not a definition.
  if (objectPath.node.properties.some((property) => property.type === 'SpreadElement')) return undefined;
  const read = readObject(objectPath, scopes, source, file);
  if (!read) return undefined;
  const object = objectPath.node;
  return {
    ...read,
    file,
    binding: uniqueName(camelCase(read.name) || 'tool', new Set(reservedNames())),
    inline: true,
    exported: false,
    line: object.loc!.start.line,
    column: object.loc!.start.column + 1,
    statement: { start: object.start!, end: object.end! },
    commentsStart: object.start!,
    moduleLocals: read.moduleLocals,
    helper: { local: 'standardTool', imported: 'standardTool', source: '', typeOnly: false },
    adapterCalls: [],
  };
}

/**
 * The declarator a candidate of the one walk makes a standard tool of, and the import it
 * takes the helper from: the call in `const x = standardTool({...})`, or the type in
 * `const x = {...} satisfies StandardTool`.
 */
function standardDeclarator(
  candidate: t.Node,
  scope: Scope,
  scopes: FileScopes,
  adapterImport: string | undefined,
): { declarator: NodePath<t.VariableDeclarator>; helper: ImportUse } | undefined {
  if (candidate.type === 'CallExpression') {
    const use = adapterModuleImport(scope, candidate.callee, adapterImport);
    if (
      candidate.arguments.length !== 1 ||
      candidate.arguments[0]!.type !== 'ObjectExpression' ||
      use?.imported !== 'standardTool'
    )
      return undefined;
    const callPath = scopes.pathOf(candidate);
    const declarator = callPath.parentPath;
    return callPath.key === 'init' && declarator?.isVariableDeclarator()
      ? { declarator, helper: { ...use, typeOnly: false } }
      : undefined;
  }
  if (candidate.type !== 'TSTypeReference') return undefined;
  const use = adapterModuleImport(scope, candidate.typeName, adapterImport);
  if (use?.imported !== 'StandardTool') return undefined;
  const typePath = scopes.pathOf(candidate);
  const satisfies = typePath.parentPath;
  if (
    typePath.key !== 'typeAnnotation' ||
    !satisfies?.isTSSatisfiesExpression() ||
    satisfies.node.expression.type !== 'ObjectExpression'
  )
    return undefined;
  const declarator = satisfies.parentPath;
  return satisfies.key === 'init' && declarator?.isVariableDeclarator()
    ? { declarator, helper: { ...use, typeOnly: true } }
    : undefined;
}

/** The standard tool a declarator found by `standardDeclarator` holds. */
function readDeclarator(
  declaratorPath: NodePath<t.VariableDeclarator>,
  helper: ImportUse,
  scopes: FileScopes,
  { source, comments }: { source: string; comments: readonly t.Comment[] },
  file: string,
  exportedNames: ReadonlySet<string>,
): StandardToolSite | undefined {
  if (declaratorPath.node.id.type !== 'Identifier') return undefined;
  const objectPath = (
    declaratorPath.node.init!.type === 'CallExpression'
      ? declaratorPath.get('init.arguments.0')
      : declaratorPath.get('init.expression')
  ) as NodePath<t.ObjectExpression>;
  const read = readObject(objectPath, scopes, source, file);
  if (!read) return undefined;
  const enclosing = [...read.enclosing];
  const declaration = declaratorPath.parentPath;
  const parent = declaration.parentPath;
  const topLevel = parent?.isProgram() || (parent?.isExportNamedDeclaration() && parent.parentPath?.isProgram());
  if (!topLevel) enclosing.push('it is defined inside a function or block');
  if (declaration.isVariableDeclaration() && declaration.node.declarations.length > 1)
    enclosing.push('it shares its declaration with other variables');
  const statement = parent?.isExportNamedDeclaration() ? parent.node : declaration.node;
  const binding = declaratorPath.node.id.name;
  return {
    ...read,
    file,
    binding,
    inline: false,
    exported: Boolean(parent?.isExportNamedDeclaration()) || exportedNames.has(binding),
    line: declaratorPath.node.loc!.start.line,
    column: declaratorPath.node.loc!.start.column + 1,
    statement: { start: statement.start!, end: statement.end! },
    commentsStart: leadingCommentsStart(statement.start!, comments, source),
    enclosing: [...new Set(enclosing)],
    helper,
    adapterCalls: [],
  };
}

/** The fields of a standard tool's object literal, canonical, and what it reads from outside. */
function readObject(objectPath: NodePath<t.ObjectExpression>, scopes: FileScopes, source: string, file: string) {
  const object = objectPath.node;
  const properties = new Map<string, t.ObjectProperty | t.ObjectMethod>();
  const enclosing: string[] = [];
  for (const property of object.properties) {
    if (property.type === 'SpreadElement' || property.computed) {
      enclosing.push('its object has a spread or a computed key');
      continue;
    }
    const key = property.key.type === 'Identifier' ? property.key.name : literalValue(property.key);
    if (key !== undefined) properties.set(key, property);
  }
  const nameProperty = properties.get('name');
  const name = nameProperty?.type === 'ObjectProperty' ? literalValue(nameProperty.value as t.Node) : undefined;
  if (name === undefined) return undefined;
  const { resolved, imports, moduleLocals, enclosingReads } = resolveIdentifiers(objectPath.node, scopes, file);
  enclosing.push(...enclosingReads);
  const fields: Partial<Record<ComparedField, FieldValue>> = {};
  for (const field of COMPARED_FIELDS) {
    const property = properties.get(field);
    if (!property) continue;
    const valueNode = property.type === 'ObjectProperty' ? (property.value as t.Node) : property;
    const literal = field === 'description' || field === 'title' ? literalValue(valueNode) : undefined;
    // A method `execute() {}` and a property `execute: function () {}` compare as their own shapes.
    fields[field] = {
      canonical: literal !== undefined ? JSON.stringify(literal) : canonicalText(valueNode, resolved),
      shown: literal ?? outdented(source, { start: valueNode.start!, end: valueNode.end! }),
    };
  }
  for (const key of properties.keys())
    if (key !== 'name' && !(COMPARED_FIELDS as readonly string[]).includes(key))
      enclosing.push(`it has a field the comparison does not know (\`${key}\`)`);
  return { name, fields, enclosing: [...new Set(enclosing)], moduleLocals, imports };
}

/** A value's text, its later lines moved left by the indentation of the line it starts on. */
export function outdented(text: string, range: Range): string {
  const lineStart = text.lastIndexOf('\n', range.start - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  return text
    .slice(range.start, range.end)
    .split('\n')
    .map((line, index) => (index > 0 && line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
}

/**
 * Babel's `ReferencedIdentifier`: an identifier (or a JSX name, not an HTML tag's) that is
 * read, not a key or a declaration.
 */
function isReferencedIdentifier(node: t.Node, parent: t.Node, grandparent: t.Node | undefined): boolean {
  if (node.type !== 'Identifier' && node.type !== 'JSXIdentifier') return false;
  if (node.type === 'JSXIdentifier' && parent.type !== 'JSXMemberExpression' && t.react.isCompatTag(node.name))
    return false;
  return t.isReferenced(node, parent, grandparent);
}

/**
 * Every identifier the object reads, resolved: `import:<module>#<export>`, `module:<file>#<name>`
 * (a binding at the top of its file), `own:<name>` (declared inside the object), `global:<name>`;
 * a binding of an enclosing function, or `this`, makes the definition immovable.
 */
function resolveIdentifiers(object: t.ObjectExpression, scopes: FileScopes, file: string) {
  const resolved = new Map<t.Node, string>();
  const imports = new Map<string, ImportUse>();
  const moduleLocals = new Set<string>();
  const enclosingReads = new Set<string>();
  const inside = (node: t.Node) => node.start! >= object.start! && node.end! <= object.end!;
  const resolve = (node: t.Identifier | t.JSXIdentifier) => {
    const binding = scopes.scopeAt(scopes.pathOf(node)).getBinding(node.name);
    if (!binding) {
      resolved.set(node, `global:${node.name}`);
      return;
    }
    if (inside(binding.path.node)) {
      resolved.set(node, `own:${node.name}`);
      return;
    }
    if (binding.kind === 'module') {
      const specifier = binding.path.node;
      const declaration = binding.path.parent as t.ImportDeclaration;
      const imported =
        specifier.type === 'ImportSpecifier'
          ? specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : specifier.imported.value
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*';
      // zod's `z` export is its namespace: `import { z }` and `import * as z` are the same library.
      const library = /^zod(\/|$)/.test(declaration.source.value) && imported === 'z' ? '*' : imported;
      resolved.set(node, `import:${moduleIdentity(file, declaration.source.value)}#${library}`);
      imports.set(node.name, {
        local: node.name,
        imported,
        source: declaration.source.value,
        typeOnly:
          declaration.importKind === 'type' ||
          (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type'),
      });
      return;
    }
    if (binding.scope.node.type === 'Program') {
      resolved.set(node, `module:${file}#${node.name}`);
      moduleLocals.add(node.name);
      return;
    }
    resolved.set(node, `enclosing:${node.name}`);
    enclosingReads.add(`execute or a schema reads \`${node.name}\` from its enclosing scope`);
  };
  // What `objectPath.traverse({ ReferencedIdentifier, ThisExpression })` met, in its order,
  // by a plain walk: `ancestors` are the object and the nodes between it and `node`.
  const ancestors: t.Node[] = [object];
  const visit = (node: t.Node) => {
    // An identifier is never the object's own child (a property is): its grandparent is in `ancestors`.
    if (isReferencedIdentifier(node, ancestors[ancestors.length - 1]!, ancestors[ancestors.length - 2]))
      resolve(node as t.Identifier | t.JSXIdentifier);
    else if (node.type === 'ThisExpression') {
      // `this` inside a nested ordinary function is that function's own.
      const owner = ancestors.findLast((ancestor) => t.isFunction(ancestor));
      if (!owner || owner.type === 'ArrowFunctionExpression') enclosingReads.add('execute reads `this`');
    }
    ancestors.push(node);
    forEachChild(node, visit);
    ancestors.pop();
  };
  forEachChild(object, visit);
  return {
    resolved,
    imports: [...imports.values()],
    moduleLocals: [...moduleLocals],
    enclosingReads: [...enclosingReads],
  };
}

/** An adapter call whose options object has `toMcpResult`: the result is built around `execute`'s value. */
function buildsResult(call: t.CallExpression): boolean {
  return call.arguments.some(
    (argument) =>
      argument.type === 'ObjectExpression' &&
      argument.properties.some(
        (property) =>
          property.type !== 'SpreadElement' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          property.key.name === 'toMcpResult',
      ),
  );
}

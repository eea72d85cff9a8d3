/**
 * Drops what the stitched adapter module does not use: every top-level declaration that
 * no exported name and no top-level statement reaches, and the imports only those used.
 * Declarations that stay but are not exported names lose their `export`. The result has
 * no dead exports, and compiles under `noUnusedLocals`.
 *
 * References are found by name: the stitched modules never declare a top-level name
 * twice (test/json-schema/stitching.test.ts). A local that shadows a top-level name can
 * only keep something alive that could have gone, never drop something in use.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { applyEdits, type TextEdit as Edit } from '../../transforms/lib/text-edits';

/** Keys whose identifier is a property name, not a reference (unless computed). */
const PROPERTY_KEY_PARENTS = new Set([
  'ObjectProperty',
  'ObjectMethod',
  'ClassProperty',
  'ClassMethod',
  'ClassPrivateProperty',
  'TSPropertySignature',
  'TSMethodSignature',
  'TSEnumMember',
]);

interface TopLevel {
  statement: t.Statement;
  declares: string[];
  references: Set<string>;
  /** An import: removable per specifier. */
  isImport: boolean;
}

/** What pruning does to the stitched text, found on its parse (shape.ts adds the later steps' edits to it). */
export interface Pruning {
  edits: Edit[];
  /** Statements (with their comments) and whole imports that go. */
  removed: Edit[];
  /** Declarations that stay but lose their `export`. */
  unexported: Set<t.Statement>;
  /** Imports that keep some of their specifiers: those kept, and the import's new text. */
  narrowed: Map<t.ImportDeclaration, { kept: t.ImportDeclaration['specifiers']; edit: Edit }>;
}

/** `exportedIfKept`: names exported when something else keeps them (an error class the module throws). */
export function pruneModule(text: string, exported: readonly string[], exportedIfKept: readonly string[] = []): string {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  return collapsed(applyEdits(text, pruning(ast.program, text, exported, exportedIfKept).edits));
}

/** Blank lines left where statements went: at most one in a row. */
export const collapsed = (text: string) => text.replace(/\n{3,}/g, '\n\n');

/** `requote`: the project's quotes for the source of an import that is written again. */
export function pruning(
  program: t.Program,
  text: string,
  exported: readonly string[],
  exportedIfKept: readonly string[] = [],
  requote: (literal: string) => string = (literal) => literal,
): Pruning {
  const entries = program.body.map(describe);
  const reached = reachedFrom(entries, exported);

  const result: Pruning = { edits: [], removed: [], unexported: new Set(), narrowed: new Map() };
  const remove = (edit: Edit) => {
    result.edits.push(edit);
    result.removed.push(edit);
  };
  for (const entry of entries) {
    const statement = entry.statement;
    if (entry.isImport) {
      const declaration = statement as t.ImportDeclaration;
      const kept = declaration.specifiers.filter((specifier) => reached.has(specifier.local.name));
      if (kept.length === declaration.specifiers.length || declaration.specifiers.length === 0) continue;
      if (kept.length === 0) remove({ start: statement.start!, end: statement.end!, text: '' });
      else {
        const edit = narrowedImport(declaration, kept, text, requote);
        result.edits.push(edit);
        result.narrowed.set(declaration, { kept, edit });
      }
      continue;
    }
    if (entry.declares.length === 0) continue;
    if (!entry.declares.some((name) => reached.has(name))) {
      remove({ start: leadingStart(statement), end: statement.end!, text: '' });
    } else if (
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration &&
      !entry.declares.some((name) => exported.includes(name) || exportedIfKept.includes(name))
    ) {
      result.edits.push({ start: statement.start!, end: statement.declaration.start!, text: '' });
      result.unexported.add(statement);
    }
  }
  return result;
}

/**
 * The top-level names these statements keep alive, as pruning finds them: those the exported
 * names reach, and those a statement that declares nothing (nor imports) reaches. The imports'
 * local names reached are the imports pruning keeps.
 */
export function reachedNames(statements: readonly t.Statement[], exported: readonly string[]): Set<string> {
  return reachedFrom(statements.map(describe), exported);
}

function reachedFrom(entries: readonly TopLevel[], exported: readonly string[]): Set<string> {
  const declaredBy = new Map<string, TopLevel>();
  for (const entry of entries) for (const name of entry.declares) declaredBy.set(name, entry);
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (names: Iterable<string>) => {
    for (const name of names) {
      if (reached.has(name) || !declaredBy.has(name)) continue;
      reached.add(name);
      queue.push(name);
    }
  };
  reach(exported);
  for (const entry of entries) if (entry.declares.length === 0 && !entry.isImport) reach(entry.references);
  while (queue.length > 0) {
    const entry = declaredBy.get(queue.pop()!)!;
    if (!entry.isImport) reach(entry.references);
  }
  return reached;
}

/** Each statement described once: the adapters' sources are parsed once a process and asked again per project. */
const described = new WeakMap<t.Statement, TopLevel>();
function describe(statement: t.Statement): TopLevel {
  let entry = described.get(statement);
  if (!entry) {
    entry = describeStatement(statement);
    described.set(statement, entry);
  }
  return entry;
}

function describeStatement(statement: t.Statement): TopLevel {
  if (statement.type === 'ImportDeclaration') {
    return {
      statement,
      declares: statement.specifiers.map((specifier) => specifier.local.name),
      references: new Set(),
      isImport: true,
    };
  }
  const declaration =
    statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
      ? (statement.declaration as t.Statement | null)
      : statement;
  const declares = declaration ? declaredNames(declaration) : [];
  const references = new Set<string>();
  collectReferences(statement, undefined, undefined, references);
  // `export { a, b }` keeps what it names.
  return { statement, declares, references, isImport: false };
}

function declaredNames(statement: t.Statement): string[] {
  switch (statement.type) {
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
    case 'TSInterfaceDeclaration':
    case 'TSTypeAliasDeclaration':
    case 'TSEnumDeclaration':
      return statement.id ? [statement.id.name] : [];
    case 'VariableDeclaration':
      return statement.declarations.flatMap((declarator) =>
        declarator.id.type === 'Identifier' ? [declarator.id.name] : [],
      );
    default:
      return [];
  }
}

function collectReferences(node: unknown, parent: t.Node | undefined, key: string | undefined, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const child of node) collectReferences(child, parent, key, into);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as t.Node).type !== 'string') return;
  const current = node as t.Node;
  if (current.type === 'Identifier' && !isPropertyName(parent, key)) into.add(current.name);
  for (const [childKey, child] of Object.entries(current)) {
    if (childKey === 'leadingComments' || childKey === 'trailingComments' || childKey === 'innerComments') continue;
    if (child && typeof child === 'object') collectReferences(child, current, childKey, into);
  }
}

function isPropertyName(parent: t.Node | undefined, key: string | undefined): boolean {
  if (!parent) return false;
  if (key === 'key' && PROPERTY_KEY_PARENTS.has(parent.type)) return !('computed' in parent && parent.computed);
  if (key === 'property' && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression'))
    return !parent.computed;
  return key === 'right' && parent.type === 'TSQualifiedName';
}

function narrowedImport(
  statement: t.ImportDeclaration,
  kept: t.ImportDeclaration['specifiers'],
  text: string,
  requote: (literal: string) => string,
): Edit {
  const namespaceOrDefault = kept.find((specifier) => specifier.type !== 'ImportSpecifier');
  const named = kept.filter((specifier) => specifier.type === 'ImportSpecifier');
  const parts = [
    ...(namespaceOrDefault ? [text.slice(namespaceOrDefault.start!, namespaceOrDefault.end!)] : []),
    ...(named.length > 0
      ? [`{ ${named.map((specifier) => text.slice(specifier.start!, specifier.end!)).join(', ')} }`]
      : []),
  ];
  const typeOnly = statement.importKind === 'type' ? 'type ' : '';
  const source = requote(text.slice(statement.source.start!, statement.source.end!));
  return {
    start: statement.start!,
    end: statement.end!,
    text: `import ${typeOnly}${parts.join(', ')} from ${source};`,
  };
}

export function leadingStart(statement: t.Statement): number {
  return statement.leadingComments?.[0]?.start ?? statement.start!;
}

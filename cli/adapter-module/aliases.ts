/**
 * A stand-in often serves several adapters, each under the name that adapter imports
 * (`const mcpOtherSchemas = zodSchemasOnly;`): in the rendered module such an alias goes,
 * and its uses (and the comments that name it) name the function itself, as a
 * hand-written module would.
 *
 * Runs on the pruned module, whose top-level names are unique (prune.ts): an alias that is
 * exported, or written in shorthand (`{ alias }`), stays.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { applyEdits, type TextEdit as Edit } from '../../transforms/lib/text-edits';
import { collapsed, leadingStart } from './prune';

/** Keys whose identifier is a property name, not a reference (unless computed). */
const PROPERTY_KEY_PARENTS = new Set(['ObjectProperty', 'ObjectMethod', 'ClassProperty', 'ClassMethod']);

/** A top-level statement as the module has it: its node, where it starts with its comments, what of it is read. */
export interface TopLevelView {
  statement: t.Statement;
  start: number;
  /** What to look for identifiers in (the statement, or what is left of it). */
  contents: unknown;
}

export function withAliasesInlined(text: string): string {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const views = ast.program.body.map((statement) => ({
    statement,
    start: leadingStart(statement),
    contents: statement,
  }));
  return collapsed(applyEdits(text, aliasEdits(views, ast.comments ?? [])));
}

/** The edits that inline the aliases among these top-level statements (and rename them in these comments). */
export function aliasEdits(views: readonly TopLevelView[], comments: readonly t.Comment[]): Edit[] {
  const functions = new Set(
    views.flatMap(({ statement }) =>
      statement.type === 'FunctionDeclaration' && statement.id ? [statement.id.name] : [],
    ),
  );
  const aliases = new Map<string, { target: string; view: TopLevelView }>();
  for (const view of views) {
    const { statement } = view;
    const single = statement.type === 'VariableDeclaration' && statement.kind === 'const';
    const declarator = single && statement.declarations.length === 1 ? statement.declarations[0] : undefined;
    const init = declarator?.init;
    if (declarator?.id.type !== 'Identifier' || declarator.id.typeAnnotation || init?.type !== 'Identifier') continue;
    if (functions.has(init.name)) aliases.set(declarator.id.name, { target: init.name, view });
  }
  if (aliases.size === 0) return [];
  const uses: t.Identifier[] = [];
  const shorthand = new Set<string>();
  for (const view of views)
    visit(view.contents, undefined, undefined, (identifier, parent, key) => {
      if (!aliases.has(identifier.name) || isPropertyName(parent, key)) return;
      if (parent?.type === 'ObjectProperty' && parent.shorthand) shorthand.add(identifier.name);
      uses.push(identifier);
    });

  const removed: Edit[] = [];
  const renamed: Edit[] = [];
  for (const [alias, { target, view }] of aliases) {
    if (shorthand.has(alias)) continue;
    removed.push({ start: view.start, end: view.statement.end!, text: '' });
    for (const use of uses.filter((identifier) => identifier.name === alias))
      renamed.push({ start: use.start!, end: use.start! + alias.length, text: target });
    const named = new RegExp(`(?<![\\w$])${alias.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    for (const comment of comments) {
      for (const match of comment.value.matchAll(named)) {
        const start = comment.start! + 2 + match.index;
        renamed.push({ start, end: start + alias.length, text: target });
      }
    }
  }
  const inRemoved = (edit: Edit) => removed.some((removal) => edit.start >= removal.start && edit.end <= removal.end);
  return [...removed, ...renamed.filter((edit) => !inRemoved(edit))];
}

function visit(
  node: unknown,
  parent: t.Node | undefined,
  key: string | undefined,
  onIdentifier: (identifier: t.Identifier, parent: t.Node | undefined, key: string | undefined) => void,
): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, parent, key, onIdentifier);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as t.Node).type !== 'string') return;
  const current = node as t.Node;
  if (current.type === 'Identifier') onIdentifier(current, parent, key);
  for (const [childKey, child] of Object.entries(current)) {
    if (childKey.endsWith('Comments') || childKey === 'loc') continue;
    if (child && typeof child === 'object') visit(child, current, childKey, onIdentifier);
  }
}

function isPropertyName(parent: t.Node | undefined, key: string | undefined): boolean {
  if (!parent) return false;
  if (key === 'key' && (PROPERTY_KEY_PARENTS.has(parent.type) || parent.type.startsWith('TS')))
    return !('computed' in parent && parent.computed);
  if (key === 'property' && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression'))
    return !parent.computed;
  return key === 'right' && parent.type === 'TSQualifiedName';
}

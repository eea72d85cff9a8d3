/**
 * Module-level declarations that only a removed copy of a definition used (a helper
 * function or class, a schema const, a type): once the copy is gone they go too, so a project
 * with `noUnusedLocals` or `no-unused-vars` stays green. Removed only when the file used
 * it before and uses it no more, it is not exported, and dropping it cannot change what
 * the module does (no initialiser that may run code); what stays is reported instead.
 * Repeated until nothing more falls away (a helper only a removed helper called).
 */
import type * as t from '@babel/types';
import { parseModule } from '../../transforms/lib/parse';
import { applyEdits, mergeAdjacent, type TextEdit } from '../../transforms/lib/text-edits';
import { topLevelDeclarations, topLevelUses, type TopLevelDeclaration } from './name-uses';

/**
 * Packages whose schema builders (`z.object(...)`, `v.string()`, `Type.Object(...)`)
 * only build a value: a const made of them can go without changing behaviour.
 */
const SCHEMA_LIBRARIES =
  /^(zod|valibot|@valibot\/|arktype|@sinclair\/typebox|typebox|yup|joi|superstruct|genkit)(\/|$)/;

export interface PrunedDeclarations {
  text: string;
  /** Names no longer used but kept, because evaluating their declaration may run code. */
  kept: string[];
}

export function pruneDeclarations(before: string, after: string, file: string): PrunedDeclarations {
  const usedBefore = usesOf(parseModule(before, file));
  let text = after;
  const kept = new Set<string>();
  for (;;) {
    const ast = parseModule(text, file);
    const uses = usesOf(ast);
    const schemaImports = schemaLibraryLocals(ast);
    const constants = new Map(
      topLevelDeclarations(ast).flatMap((declaration) => declaration.names.map((name) => [name, declaration] as const)),
    );
    const edits: TextEdit[] = [];
    for (const declaration of topLevelDeclarations(ast)) {
      if (declaration.exported) continue;
      const orphaned = declaration.names.every(
        (name) => (usedBefore.uses.get(name) ?? 0) > 0 && uses.uses.get(name) === 0,
      );
      if (!orphaned) continue;
      if (!isInert(declaration.statement, schemaImports, constants)) {
        for (const name of declaration.names) kept.add(name);
        continue;
      }
      edits.push(removal(text, declaration.statement));
    }
    if (edits.length === 0) break;
    text = applyEdits(text, mergeAdjacent(edits));
  }
  return { text, kept: [...kept] };
}

function usesOf(ast: t.File) {
  const declarations = topLevelDeclarations(ast);
  const ownRange = new Map<string, { start: number; end: number }>();
  for (const declaration of declarations) {
    const statement = declaration.statement;
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations)
        for (const name of declaration.names)
          if (declarator.id.type === 'Identifier' && declarator.id.name === name)
            ownRange.set(name, { start: declarator.start!, end: declarator.end! });
    for (const name of declaration.names)
      if (!ownRange.has(name)) ownRange.set(name, { start: statement.start!, end: statement.end! });
  }
  return { uses: topLevelUses(ast, ownRange) };
}

/** Local names imported from a schema library. */
function schemaLibraryLocals(ast: t.File): Set<string> {
  const locals = new Set<string>();
  for (const statement of ast.program.body)
    if (statement.type === 'ImportDeclaration' && SCHEMA_LIBRARIES.test(statement.source.value))
      for (const specifier of statement.specifiers) locals.add(specifier.local.name);
  return locals;
}

/** Removing it changes nothing the module does when it loads. */
function isInert(
  statement: t.Statement,
  schemaImports: ReadonlySet<string>,
  declarations: ReadonlyMap<string, TopLevelDeclaration>,
): boolean {
  if ('declare' in statement && statement.declare) return false;
  switch (statement.type) {
    case 'FunctionDeclaration':
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
      return true;
    case 'ClassDeclaration':
      return isInertClass(statement, (node) => isPure(node, schemaImports, declarations, new Set()));
    case 'TSEnumDeclaration':
      return statement.members.every(
        (member) => !member.initializer || isPure(member.initializer, schemaImports, declarations, new Set()),
      );
    case 'VariableDeclaration':
      return statement.declarations.every(
        (declarator) =>
          declarator.id.type === 'Identifier' &&
          (!declarator.init || isPure(declarator.init, schemaImports, declarations, new Set())),
      );
    default:
      return false;
  }
}

/** A class whose definition runs nothing: no decorators, static blocks or static initialisers that may. */
function isInertClass(declaration: t.ClassDeclaration, pure: (node: t.Node) => boolean): boolean {
  if (declaration.decorators?.length || (declaration.superClass && !pure(declaration.superClass))) return false;
  return declaration.body.body.every((member) => {
    if (member.type === 'StaticBlock') return false;
    if ('decorators' in member && member.decorators?.length) return false;
    if ('computed' in member && member.computed && 'key' in member && !pure(member.key)) return false;
    const value = 'value' in member && 'static' in member && member.static ? member.value : null;
    return !value || pure(value as t.Node);
  });
}

/**
 * An expression whose evaluation has no effect: literals, functions, plain objects and
 * arrays of such, operators on them, and schema builders (calls on a schema library's
 * import, or on a const that is itself such a schema).
 */
function isPure(
  node: t.Node,
  schemaImports: ReadonlySet<string>,
  declarations: ReadonlyMap<string, TopLevelDeclaration>,
  visiting: Set<string>,
): boolean {
  const pure = (child: t.Node | null | undefined): boolean =>
    !child || isPure(child, schemaImports, declarations, visiting);
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'RegExpLiteral':
    case 'Identifier':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(pure);
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'ObjectMethod' ||
          (property.type === 'ObjectProperty' && (!property.computed || pure(property.key)) && pure(property.value)),
      );
    case 'ArrayExpression':
      return node.elements.every((element) => !element || (element.type !== 'SpreadElement' && pure(element)));
    case 'UnaryExpression':
      return node.operator !== 'delete' && pure(node.argument);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return pure(node.left) && pure(node.right);
    case 'ConditionalExpression':
      return pure(node.test) && pure(node.consequent) && pure(node.alternate);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return pure(node.expression);
    case 'MemberExpression':
      return !node.computed && pure(node.object);
    case 'CallExpression':
      return isSchemaBuilder(node.callee, schemaImports, declarations, visiting) && node.arguments.every(pure);
    default:
      return false;
  }
}

/** `z.object`, `z.string().min(1).describe`, `baseSchema.extend`: rooted at a schema library. */
function isSchemaBuilder(
  callee: t.Node,
  schemaImports: ReadonlySet<string>,
  declarations: ReadonlyMap<string, TopLevelDeclaration>,
  visiting: Set<string>,
): boolean {
  let current: t.Node = callee;
  for (;;) {
    if (current.type === 'MemberExpression' && !current.computed) current = current.object;
    else if (current.type === 'CallExpression') {
      if (!current.arguments.every((argument) => isPure(argument, schemaImports, declarations, visiting))) return false;
      current = current.callee;
    } else break;
  }
  if (current.type !== 'Identifier') return false;
  if (schemaImports.has(current.name)) return true;
  // A const of this module that is itself a schema (`const base = z.object(...)`).
  const declaration = declarations.get(current.name);
  if (!declaration || visiting.has(current.name) || declaration.statement.type !== 'VariableDeclaration') return false;
  if (declaration.statement.kind !== 'const') return false;
  const declarator = declaration.statement.declarations.find(
    (candidate) => candidate.id.type === 'Identifier' && candidate.id.name === current.name,
  );
  const init = declarator?.init;
  const name = current.name;
  visiting.add(name);
  try {
    return Boolean(init) && init!.type === 'CallExpression' && isPure(init!, schemaImports, declarations, visiting);
  } finally {
    visiting.delete(name);
  }
}

/**
 * The statement's lines with its own comments (those directly above it, no blank line
 * between), and one blank line of the two that would otherwise meet.
 */
function removal(text: string, statement: t.Statement): TextEdit {
  let start = statement.start!;
  for (const comment of [...(statement.leadingComments ?? [])].reverse()) {
    const between = text.slice(comment.end!, start);
    if (!/^[ \t]*\r?\n?[ \t]*$/.test(between)) break;
    // A comment that ends the line of the statement before belongs to that statement.
    const commentLine = text.slice(text.lastIndexOf('\n', comment.start! - 1) + 1, comment.start!);
    if (!/^[ \t]*$/.test(commentLine)) break;
    start = comment.start!;
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (/^[ \t]*$/.test(text.slice(lineStart, start))) start = lineStart;
  let end = statement.end!;
  end += /^[ \t]*(\r?\n)?/.exec(text.slice(end))![0].length;
  const blankBefore = start === 0 || /\n[ \t]*\r?\n$/.test(text.slice(0, start));
  const blankAfter = /^[ \t]*\r?\n/.exec(text.slice(end));
  if (blankBefore && blankAfter) end += blankAfter[0].length;
  return { start, end, text: '' };
}

/**
 * How often each top-level binding of a module is used outside its own declaration,
 * counted by binding: an identifier that a nested scope declares again is that scope's,
 * not the module's. Errs towards "used": any identifier of the name that babel does not
 * resolve to another binding counts (type positions included), so a declaration is
 * never taken for unused while something still names it.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { isKeyedMember, isStaticKey } from '../../transforms/lib/property-keys';

export interface TopLevelDeclaration {
  /** The statement (without `export`) that declares the names. */
  statement: t.Statement;
  names: string[];
  /** Declared with `export`, or named by an `export` statement of the module. */
  exported: boolean;
}

/** The statements at the top of the module that declare names (imports excluded). */
export function topLevelDeclarations(ast: t.File): TopLevelDeclaration[] {
  const declarations: TopLevelDeclaration[] = [];
  for (const statement of ast.program.body) {
    const exported = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration';
    const declaration = exported ? statement.declaration : statement;
    if (!declaration || !isStatement(declaration)) continue;
    const names = declaredNames(declaration);
    if (names.length > 0) declarations.push({ statement: declaration, names, exported });
  }
  return declarations;
}

const isStatement = (node: t.Node): node is t.Statement =>
  node.type.endsWith('Declaration') && !node.type.startsWith('Export') && node.type !== 'ImportDeclaration';

function declaredNames(statement: t.Statement): string[] {
  switch (statement.type) {
    case 'VariableDeclaration':
      return statement.declarations.flatMap((declarator) => patternNames(declarator.id));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return statement.id ? [statement.id.name] : [];
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
    case 'TSEnumDeclaration':
      return [statement.id.name];
    default:
      return [];
  }
}

function patternNames(pattern: t.Node): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        patternNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    default:
      return [];
  }
}

/**
 * Uses of each of `names` (top-level names of the module) outside the range that
 * declares it: a declaration reading itself (recursion) does not keep itself alive.
 * `ownRange`: where each name is declared (its declarator, or its whole statement).
 */
export function topLevelUses(
  ast: t.File,
  ownRange: ReadonlyMap<string, { start: number; end: number }>,
): Map<string, number> {
  const uses = new Map<string, number>([...ownRange.keys()].map((name) => [name, 0]));
  const count = (identifierPath: NodePath<t.Identifier | t.JSXIdentifier>) => {
    const node = identifierPath.node;
    const own = ownRange.get(node.name);
    if (!own || isPropertyName(identifierPath)) return;
    if (node.start! >= own.start && node.end! <= own.end) return;
    const binding = identifierPath.scope.getBinding(node.name);
    if (binding && !binding.scope.path.isProgram()) return; // shadowed by a nested declaration
    uses.set(node.name, uses.get(node.name)! + 1);
  };
  try {
    traverse(ast, {
      Identifier: count,
      JSXIdentifier: count,
    });
  } finally {
    traverse.cache.clear();
  }
  return uses;
}

/** A name that is a property, member or label, not a reference to a binding. */
function isPropertyName(identifierPath: NodePath): boolean {
  const parent = identifierPath.parent;
  const key = identifierPath.key;
  if (isKeyedMember(parent)) return isStaticKey(identifierPath.node, parent);
  switch (parent.type) {
    case 'MemberExpression':
    case 'OptionalMemberExpression':
    case 'JSXMemberExpression':
      return key === 'property' && !('computed' in parent && parent.computed);
    case 'TSQualifiedName':
      return key === 'right';
    case 'ImportSpecifier':
      return key === 'imported';
    case 'ExportSpecifier':
      return key === 'exported' && parent.local.name !== (parent.exported as t.Identifier).name;
    case 'JSXAttribute':
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'TSEnumMember':
      return true;
    default:
      return false;
  }
}

/**
 * The names a module really exports, read from its syntax tree: a comment or a string
 * that mentions `export function toMastra` exports nothing. ESM (`export ...`) and
 * CommonJS (`exports.x =`, `module.exports.x =`, `module.exports = { x }`) are read;
 * `export * from` is not followed (its names are unknown here, so they do not count).
 */
import type * as t from '@babel/types';
import { parseModule } from '../../transforms/lib/parse';

export type ExportedNames = { ok: true; names: Set<string> } | { ok: false; message: string };

export function exportedNames(text: string, filePath: string): ExportedNames {
  let program: t.Program;
  try {
    program = parseModule(text, filePath).program;
  } catch (error) {
    return { ok: false, message: `it does not parse (${(error as Error).message})` };
  }
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration') {
      if (statement.exportKind === 'type') continue;
      for (const name of declaredNames(statement.declaration)) names.add(name);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ExportSpecifier' && specifier.exportKind === 'type') continue;
        const exported = specifier.exported;
        names.add(exported.type === 'Identifier' ? exported.name : exported.value);
      }
    } else if (statement.type === 'ExpressionStatement') {
      for (const name of commonJsNames(statement.expression)) names.add(name);
    }
  }
  return { ok: true, names };
}

function declaredNames(declaration: t.Declaration | null | undefined): string[] {
  if (!declaration) return [];
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
    return declaration.id ? [declaration.id.name] : [];
  if (declaration.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((declarator) =>
      declarator.id.type === 'Identifier' ? [declarator.id.name] : [],
    );
  return [];
}

function commonJsNames(expression: t.Expression): string[] {
  if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return [];
  const target = expression.left;
  if (target.type !== 'MemberExpression') return [];
  if (isExportsObject(target.object) && !target.computed && target.property.type === 'Identifier')
    return [target.property.name];
  if (isModuleExports(target) && expression.right.type === 'ObjectExpression')
    return expression.right.properties.flatMap((property) =>
      property.type !== 'SpreadElement' && !property.computed && property.key.type === 'Identifier'
        ? [property.key.name]
        : [],
    );
  return [];
}

/** `exports` or `module.exports`. */
function isExportsObject(node: t.Node): boolean {
  return (node.type === 'Identifier' && node.name === 'exports') || isModuleExports(node);
}

function isModuleExports(node: t.Node): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'exports'
  );
}

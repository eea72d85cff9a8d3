/**
 * Which framework export a TypeScript type annotation names: `server: McpServer` or
 * `server: mcp.McpServer`. Unlike values, types may come from `import type`.
 */
import type * as t from '@babel/types';
import type { ModuleMatcher } from './bindings';
import { type Scope } from './scope';

export function resolveTypeReference(
  scope: Scope,
  annotation: t.Node | null | undefined,
  matches: ModuleMatcher,
): { imported: string; source: string } | undefined {
  const type = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  if (type?.type !== 'TSTypeReference') return undefined;
  const name = type.typeName;
  if (name.type === 'Identifier') {
    const binding = scope.getBinding(name.name);
    const declaration = binding?.path;
    const statement = declaration?.parentPath?.node;
    if (
      !declaration?.isImportSpecifier() ||
      statement?.type !== 'ImportDeclaration' ||
      !matches(statement.source.value)
    )
      return undefined;
    const imported = declaration.node.imported;
    return {
      imported: imported.type === 'Identifier' ? imported.name : imported.value,
      source: statement.source.value,
    };
  }
  if (name.type === 'TSQualifiedName' && name.left.type === 'Identifier') {
    const declaration = scope.getBinding(name.left.name)?.path;
    const statement = declaration?.parentPath?.node;
    if (
      !declaration?.isImportNamespaceSpecifier() ||
      statement?.type !== 'ImportDeclaration' ||
      !matches(statement.source.value)
    )
      return undefined;
    return { imported: name.right.name, source: statement.source.value };
  }
  return undefined;
}

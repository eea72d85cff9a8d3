/**
 * Where the standard object of a LangChain definition goes. The tool's name is its own
 * `name` field, so any position works: `const x = tool(...)` (exported or not) and
 * `export default tool(...)` get it declared right before the statement, in the same
 * scope; anywhere else (a `tools: [...]` array, an argument) it goes inline.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { outsideWrappers } from '../../lib/definition-site';
import type { Placement } from '../../lib/ir';

export function placementOf(path: NodePath<t.CallExpression | t.NewExpression>): Placement {
  const site = path.node;
  const outer: NodePath = outsideWrappers(path);
  const parent = outer.parentPath;
  if (parent?.isVariableDeclarator() && parent.node.init === outer.node) {
    const declaration = parent.parentPath;
    if (declaration?.isVariableDeclaration() && declaration.node.declarations.length === 1) {
      const exportStatement = declaration.parentPath?.isExportNamedDeclaration() ? declaration.parentPath : undefined;
      const statement = exportStatement ?? declaration;
      if (statement.inList)
        return { kind: 'declare', site, statement: statement.node, exported: exportStatement !== undefined };
    }
  }
  if (parent?.isExportDefaultDeclaration()) return { kind: 'declare', site, statement: parent.node, exported: false };
  return { kind: 'inline', site };
}

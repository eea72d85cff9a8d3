/**
 * How the adapter module can come into a file: a static `import` (an ES module; or
 * TypeScript, which compiles one for either module system), `require` (CommonJS), or
 * unknown: a `.js`/`.jsx` file that shows neither (no import or export, no `require`, no
 * `module.exports`, no top-level `await`), whose package.json decides, which a transform
 * does not read. Only a file whose framework comes from `await import()` can be unknown
 * and still hold definitions.
 */
import type { Node } from '@babel/types';
import type * as t from '@babel/types';
import { forEachChild } from './children';

export type AdapterLoading = 'import' | 'require' | undefined;

export function adapterLoading(filePath: string, program: t.Program): AdapterLoading {
  if (program.body.some((statement) => statement.type === 'ImportDeclaration' || statement.type.startsWith('Export')))
    return 'import';
  if (/\.(mjs|mts)$/.test(filePath)) return 'import';
  if (/\.(cjs|cts)$/.test(filePath)) return 'require';
  if (/\.(ts|tsx)$/.test(filePath)) return 'import';
  const signs = commonJsAndModuleSigns(program);
  if (signs.topLevelAwait && !signs.commonJs) return 'import';
  if (signs.commonJs && !signs.topLevelAwait) return 'require';
  return undefined;
}

/** An `await` outside every function: the module's evaluation may stop there and let other code run. */
export function hasTopLevelAwait(program: t.Program): boolean {
  return commonJsAndModuleSigns(program).topLevelAwait;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod']);
const CLASS_MEMBERS = new Set(['ClassMethod', 'ClassPrivateMethod']);

/** `require(...)`, `module.exports` or `exports.x` anywhere; an `await` outside every function. */
function commonJsAndModuleSigns(program: t.Program): { commonJs: boolean; topLevelAwait: boolean } {
  let commonJs = false;
  let topLevelAwait = false;
  const stack: Array<{ node: Node; inFunction: boolean }> = program.body.map((node) => ({ node, inFunction: false }));
  while (stack.length > 0) {
    const { node, inFunction } = stack.pop()!;
    if ((node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) && !inFunction)
      topLevelAwait = true;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require')
      commonJs = true;
    if (
      node.type === 'MemberExpression' &&
      node.object.type === 'Identifier' &&
      (node.object.name === 'exports' ||
        (node.object.name === 'module' && node.property.type === 'Identifier' && node.property.name === 'exports'))
    )
      commonJs = true;
    const nested = inFunction || FUNCTIONS.has(node.type) || CLASS_MEMBERS.has(node.type);
    forEachChild(node, (child) => stack.push({ node: child, inFunction: nested }));
  }
  return { commonJs, topLevelAwait };
}

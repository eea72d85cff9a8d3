/**
 * Why a tool the scan found was not reached: the function with parameters it is built
 * in (it can only exist once that function is called with arguments), if any.
 */
import { readFileSync } from 'node:fs';
import { parseModule } from '../../transforms/lib/parse';

interface Located {
  type: string;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } } | null;
  params?: unknown[];
  id?: { name?: string } | null;
  key?: { name?: string } | null;
}

const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

/** The innermost function with parameters around line:column (1-based column), or undefined. */
export function enclosingFunctionWithParameters(
  filePath: string,
  line: number,
  column: number,
): { name: string } | undefined {
  let ast: unknown;
  try {
    ast = parseModule(readFileSync(filePath, 'utf8'), filePath);
  } catch {
    return undefined;
  }
  let found: { name: string } | undefined;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const located = node as Located;
    if (typeof located.type === 'string' && located.loc && !contains(located.loc, line, column - 1)) return;
    if (FUNCTIONS.has(located.type) && (located.params?.length ?? 0) > 0) {
      found = { name: located.id?.name ?? located.key?.name ?? '(anonymous function)' };
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      visit(child);
    }
  };
  visit((ast as { program: unknown }).program);
  return found;
}

function contains(loc: NonNullable<Located['loc']>, line: number, column: number): boolean {
  const afterStart = line > loc.start.line || (line === loc.start.line && column >= loc.start.column);
  const beforeEnd = line < loc.end.line || (line === loc.end.line && column <= loc.end.column);
  return afterStart && beforeEnd;
}

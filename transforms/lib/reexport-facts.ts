/**
 * Barrels: a module that re-exports another's names (`export { ai } from './genkit'`,
 * `export * from './genkit'`) says so in `reexport` facts, so an import through the
 * barrel finds the facts of the module it names (see `resolveExport` in module-facts.ts).
 * These facts are generic: any file of the run may hold them, whatever it imports.
 */
import * as path from 'node:path';
import type * as t from '@babel/types';
import { moduleKey, REEXPORT_FACT } from './module-facts';

/** `export { a, b as c } from './x'`, `export * from './x'` (also with `type`, which the parse then skips). */
const RELATIVE_REEXPORT = /\bexport\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*from\s*['"](?:\.|\\)/;

/**
 * A cheap test on the text before any parse: does it hold a statement shaped like a
 * relative re-export? Most files do not (imports from '.' are common, re-exports are not),
 * and they are never parsed for this.
 */
export function mayHoldRelativeReexport(source: string): boolean {
  return source.includes('export') && RELATIVE_REEXPORT.test(source);
}

/** The re-export facts of a parsed module: only value re-exports of relative modules. */
export function reexportFacts(program: t.Program, filePath: string): Record<string, string[]> {
  const facts: string[] = [];
  const barrel = moduleKey(filePath);
  const targetOf = (source: t.StringLiteral) =>
    source.value.startsWith('.') ? moduleKey(path.resolve(path.dirname(filePath), source.value)) : undefined;
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration') {
      const target = statement.exportKind === 'type' ? undefined : targetOf(statement.source);
      if (target !== undefined) facts.push(`${barrel}#*=${target}`);
      continue;
    }
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source || statement.exportKind === 'type') continue;
    const target = targetOf(statement.source);
    if (target === undefined) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ExportSpecifier' || specifier.exportKind === 'type') continue;
      facts.push(`${barrel}#${nameOf(specifier.exported)}=${target}#${specifier.local.name}`);
    }
  }
  return facts.length > 0 ? { [REEXPORT_FACT]: facts } : {};
}

function nameOf(node: t.Identifier | t.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

/**
 * Imports of other packages that a rewrite's text names (`import { z } from 'zod'` for a
 * `z.object({})` the file had no zod for): one per package, added or merged into the
 * file's own import of it, as the adapter module's import is (adapter-import.ts).
 */
import type * as t from '@babel/types';
import { adapterImportEdit } from './adapter-import';
import type { PackageImport } from './ir';
import type { SourceStyle } from './source-style';
import type { TextEdit } from './text-edits';

export function packageImportEdits(
  source: string,
  program: t.Program,
  comments: readonly t.Comment[],
  imports: readonly PackageImport[],
  where: { commonJs: boolean; style: SourceStyle; anchor: t.Statement | undefined },
): TextEdit[] {
  const bySpecifier = new Map<string, Set<string>>();
  for (const { specifier, name, local } of imports) {
    const values = bySpecifier.get(specifier) ?? new Set<string>();
    values.add(local === name ? name : `${name} as ${local}`);
    bySpecifier.set(specifier, values);
  }
  return [...bySpecifier].flatMap(([specifier, values]) => {
    const request = { specifier, values: [...values], types: [], commonJs: where.commonJs };
    const edit = adapterImportEdit(source, program, comments, request, where.style, where.anchor);
    return edit ? [edit] : [];
  });
}

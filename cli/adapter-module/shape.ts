/**
 * The stitched module pruned (prune.ts), its aliases inlined (aliases.ts) and its strings in
 * the project's quotes (quotes.ts), from one parse: each step's edits are found on the same
 * tree, on what the steps before it keep, as if the text had been parsed again after each.
 * Rendering a module is mostly parsing (issue 33, the cost), so this saves two parses of
 * three for each module a run renders.
 */
import { parse } from '@babel/parser';
import { applyEdits, type TextEdit } from '../../transforms/lib/text-edits';
import { aliasEdits, type TopLevelView } from './aliases';
import { collapsed, leadingStart, pruning } from './prune';
import { mayNeedQuotes, quoteEdits, requotedLiteral, type QuoteStyle } from './quotes';

/** `quote` undefined: the quotes are left as the sources have them. */
export function shapedModule(
  text: string,
  exported: readonly string[],
  exportedIfKept: readonly string[],
  quote: QuoteStyle | undefined,
): string {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  // Sources written in the project's quotes already have nothing to re-quote.
  const quoting = quote && mayNeedQuotes(text, quote) ? quote : undefined;
  const requote = (literal: string) => (quoting ? requotedLiteral(literal, quoting) : literal);
  const pruned = pruning(ast.program, text, exported, exportedIfKept, requote);
  const goes = (node: { start?: number | null; end?: number | null }) =>
    pruned.removed.some((removal) => node.start! >= removal.start && node.end! <= removal.end);

  // What is left of each top-level statement, as a parse of the pruned text would see it.
  const views: TopLevelView[] = [];
  for (const statement of ast.program.body) {
    if (goes(statement)) continue;
    const narrowed = statement.type === 'ImportDeclaration' ? pruned.narrowed.get(statement) : undefined;
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    const unexported = declaration && pruned.unexported.has(statement) ? declaration : undefined;
    views.push({
      statement: unexported ?? statement,
      start: leadingStart(statement),
      contents: narrowed ? narrowed.kept : (unexported ?? statement),
    });
  }
  const aliases = aliasEdits(
    views,
    (ast.comments ?? []).filter((comment) => !goes(comment)),
  );
  // An alias that lost its `export` goes whole: the edit that took the keyword away is in it.
  const inAlias = (edit: TextEdit) =>
    aliases.some((alias) => alias.text === '' && edit.start >= alias.start && edit.end <= alias.end);
  const quotes = quoting
    ? views.flatMap((view) =>
        view.statement.type === 'ImportDeclaration' && pruned.narrowed.has(view.statement)
          ? []
          : quoteEdits(view.contents, text, quoting),
      )
    : [];
  const edits = [
    ...pruned.edits.filter((edit) => !inAlias(edit)),
    ...aliases,
    ...quotes.filter((edit) => !inAlias(edit)),
  ];
  return collapsed(applyEdits(text, edits));
}

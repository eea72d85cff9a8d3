/**
 * The rendered module in the project's quote style: every string literal (and import
 * source) re-quoted where that needs no new escapes. Template literals are left alone.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { applyEdits, type TextEdit } from '../../transforms/lib/text-edits';

export type QuoteStyle = 'single' | 'double';

export function withQuotes(text: string, quote: QuoteStyle): string {
  if (!mayNeedQuotes(text, quote)) return text;
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  return applyEdits(text, quoteEdits(ast.program, text, quote));
}

const otherQuote = (quote: QuoteStyle) => (quote === 'double' ? "'" : '"');

/** No literal can start with a quote the text does not hold (the sources are written single-quoted). */
export const mayNeedQuotes = (text: string, quote: QuoteStyle) => text.includes(otherQuote(quote));

/** The edits that re-quote the string literals under `node`. */
export function quoteEdits(node: unknown, text: string, quote: QuoteStyle): TextEdit[] {
  const literals: t.Node[] = [];
  collect(node, literals);
  const edits: TextEdit[] = [];
  for (const literal of literals) {
    const raw = text.slice(literal.start!, literal.end!);
    const requoted = requotedLiteral(raw, quote);
    if (requoted !== raw) edits.push({ start: literal.start!, end: literal.end!, text: requoted });
  }
  return edits;
}

/** One literal as written (`'a'`), in the project's quotes where that needs no new escapes. */
export function requotedLiteral(raw: string, quote: QuoteStyle): string {
  const wanted = quote === 'double' ? '"' : "'";
  const other = otherQuote(quote);
  if (!raw.startsWith(other)) return raw;
  const body = raw.slice(1, -1);
  if (body.includes(wanted)) return raw;
  // `\'` inside a single-quoted string needs no escape between double quotes (and back).
  return wanted + body.replaceAll(`\\${other}`, other) + wanted;
}

function collect(node: unknown, into: t.Node[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, into);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as t.Node).type !== 'string') return;
  const current = node as t.Node;
  if (current.type === 'StringLiteral' || current.type === 'DirectiveLiteral') into.push(current);
  for (const [key, child] of Object.entries(current)) {
    if (key.endsWith('Comments')) continue;
    if (child && typeof child === 'object') collect(child, into);
  }
}

/**
 * The rendered module in the project's quote style: every string literal (and import
 * source) re-quoted where that needs no new escapes. Template literals are left alone.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

export type QuoteStyle = 'single' | 'double';

export function withQuotes(text: string, quote: QuoteStyle): string {
  const wanted = quote === 'double' ? '"' : "'";
  const other = quote === 'double' ? "'" : '"';
  // No literal can start with a quote the text does not hold: nothing to parse (the sources are written single-quoted).
  if (!text.includes(other)) return text;
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const literals: t.Node[] = [];
  collect(ast.program, literals);
  let out = text;
  for (const literal of literals.sort((a, b) => b.start! - a.start!)) {
    const raw = text.slice(literal.start!, literal.end!);
    if (!raw.startsWith(other)) continue;
    const body = raw.slice(1, -1);
    if (body.includes(wanted)) continue;
    // `\'` inside a single-quoted string needs no escape between double quotes (and back).
    const requoted = body.replaceAll(`\\${other}`, other);
    out = out.slice(0, literal.start!) + wanted + requoted + wanted + out.slice(literal.end!);
  }
  return out;
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

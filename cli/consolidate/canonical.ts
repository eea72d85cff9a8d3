/**
 * The canonical form of an expression, for deciding statically whether two definitions
 * are the same: the syntax tree without positions, comments, quotes, parentheses or
 * trailing commas, and each identifier replaced by what it resolves to (an import, a
 * module binding, a parameter of the expression itself, ...). Property order is kept.
 */
import * as t from '@babel/types';

/** Node properties that never change what the code does. */
const IGNORED = new Set([
  'type',
  'start',
  'end',
  'loc',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'shorthand',
]);

/**
 * `resolved` maps an identifier node to its resolution (see `IdentifierResolver`);
 * identifiers it does not list (property keys, member names) stand for their name.
 */
export function canonicalText(node: t.Node, resolved: ReadonlyMap<t.Node, string>): string {
  const parts: string[] = [];
  const visit = (current: t.Node) => {
    const resolution = resolved.get(current);
    if (resolution !== undefined) {
      parts.push(`<${resolution}>`);
      return;
    }
    // `'a'` and `a` as a property key are the same key.
    if (current.type === 'StringLiteral') {
      parts.push(JSON.stringify(current.value));
      return;
    }
    if (current.type === 'TemplateElement') {
      parts.push(JSON.stringify(current.value.cooked ?? current.value.raw));
      return;
    }
    if (current.type === 'Identifier') {
      parts.push(JSON.stringify(current.name));
      if (current.typeAnnotation) visit(current.typeAnnotation);
      return;
    }
    parts.push(`${current.type}(`);
    const keys = t.VISITOR_KEYS[current.type] ?? [];
    const record = current as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (IGNORED.has(key) || keys.includes(key)) continue;
      if (value === null || value === undefined || typeof value === 'object') continue;
      parts.push(`${key}=${JSON.stringify(value)} `);
    }
    for (const key of keys) {
      const child = record[key];
      if (Array.isArray(child)) {
        parts.push(`${key}[`);
        for (const item of child) {
          if (item && typeof item === 'object' && 'type' in item) visit(item as t.Node);
          else parts.push('_');
          parts.push(',');
        }
        parts.push(']');
      } else if (child && typeof child === 'object' && 'type' in child) {
        parts.push(`${key}:`);
        visit(child as t.Node);
      }
    }
    parts.push(')');
  };
  visit(node);
  return parts.join('');
}

/** A string literal's value, or a template literal's without expressions; else undefined. */
export function literalValue(node: t.Node): string | undefined {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  return undefined;
}

/**
 * `tool(func, fields)` laid out as a new object literal: each kept property of `fields`
 * and the function (as `execute`) moved with the comments on their own lines above them
 * and a `// ...` that ended their last line, re-indented to the new place, never
 * reprinted.
 */
import type * as t from '@babel/types';
import { rangeWithParentheses } from '../lib/expression-facts';
import type { MovedProperty } from '../lib/ir';
import { ownLineCommentsStart, trailingLineComment } from '../lib/moved-comments';
import { reindentText } from '../lib/reindent';
import { indentationAt } from '../lib/source-style';

export interface Layout {
  source: string;
  comments: readonly t.Comment[];
  eol: string;
  /** The indentation of the new object's properties. */
  toIndent: string;
}

/** A property moved whole, its key renamed when `rename` is set; `after` is the end of its previous sibling. */
export function movedProperty(layout: Layout, property: t.ObjectProperty | t.ObjectMethod, key: string, after: number, rename?: string): MovedProperty {
  const { source, comments, toIndent } = layout;
  const start = ownLineCommentsStart(source, comments, after, property.start!);
  const renamed =
    rename === undefined
      ? []
      : property.type === 'ObjectProperty' && property.shorthand
        ? [{ start: property.start!, end: property.end!, text: `${rename}: ${source.slice(property.start!, property.end!)}` }]
        : [{ start: property.key.start!, end: property.key.end!, text: rename }];
  return {
    kind: 'text',
    key: rename ?? key,
    text: reindentText(source, start, property.end!, property, { from: indentationAt(source, property.start!), to: toIndent }, renamed),
    trailingComment: trailingLineComment(source, comments, property.end!),
  };
}

/** A positional argument as `key: value`, with its comments; `after` is the end of the previous argument (or the opening parenthesis). */
export function movedArgument(layout: Layout, node: t.Node, key: string, after: number): MovedProperty {
  const { source, comments, toIndent, eol } = layout;
  const range = rangeWithParentheses(source, node);
  const change = { from: indentationAt(source, range.start), to: toIndent };
  const start = ownLineCommentsStart(source, comments, after, range.start);
  const commentsEnd = start + source.slice(start, range.start).trimEnd().length;
  const leading = start < range.start ? `${reindentText(source, start, commentsEnd, node, change)}${eol}${toIndent}` : '';
  const value = reindentText(source, range.start, range.end, node, change);
  return {
    kind: 'text',
    key,
    text: `${leading}${value === key ? key : `${key}: ${value}`}`,
    trailingComment: trailingLineComment(source, comments, range.end),
  };
}

/**
 * The comments of a property that is not moved (those on their own lines above it, and
 * one that ended its line), laid out as lines to lead the next moved one.
 */
export function commentsOf(layout: Layout, property: t.ObjectProperty | t.ObjectMethod, after: number): string {
  const { source, comments, toIndent, eol } = layout;
  const start = ownLineCommentsStart(source, comments, after, property.start!);
  const end = start + source.slice(start, property.start!).trimEnd().length;
  const above = start === property.start! ? '' : `${reindentText(source, start, end, property, { from: indentationAt(source, property.start!), to: toIndent })}${eol}${toIndent}`;
  const trailing = trailingLineComment(source, comments, property.end!);
  return trailing === undefined ? above : `${above}${trailing}${eol}${toIndent}`;
}

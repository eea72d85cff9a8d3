/**
 * Pieces of a call (config properties, positional arguments) laid out as properties of
 * a new object literal at another indentation, each with the comments written on their
 * own lines above it and a `// ...` that ended its last line. No reprinting: only the
 * leading whitespace of continuation lines changes.
 */
import type * as t from '@babel/types';
import { rangeWithParentheses } from './expression-facts';
import type { MovedProperty } from './ir';
import { ownLineCommentsStart, trailingLineComment } from './moved-comments';
import { reindentText } from './reindent';
import { indentationAt } from './source-style';

export interface MoveContext {
  source: string;
  comments: readonly t.Comment[];
  eol: string;
  /** The indentation of the new object's properties. */
  toIndent: string;
}

/** A `key: value` (or method) property moved whole; `after` is the end of its previous sibling. */
export function movedProperty(context: MoveContext, key: string, property: t.ObjectProperty | t.ObjectMethod, after: number): MovedProperty {
  const { source, comments, toIndent } = context;
  const start = ownLineCommentsStart(source, comments, after, property.start!);
  return {
    kind: 'text',
    key,
    text: reindentText(source, start, property.end!, property, { from: indentationAt(source, property.start!), to: toIndent }),
    trailingComment: trailingLineComment(source, comments, property.end!),
  };
}

/** A positional argument as `key: <argument>` (or `key` when the argument is that very name). */
export function movedArgument(context: MoveContext, key: string, argument: t.Node, after: number): MovedProperty {
  const { source, comments, toIndent, eol } = context;
  const range = rangeWithParentheses(source, argument);
  const change = { from: indentationAt(source, range.start), to: toIndent };
  const start = ownLineCommentsStart(source, comments, after, range.start);
  const commentsEnd = start + source.slice(start, range.start).trimEnd().length;
  const leading = start < range.start ? `${reindentText(source, start, commentsEnd, argument, change)}${eol}${toIndent}` : '';
  const valueText = reindentText(source, range.start, range.end, argument, change);
  const property = valueText === key ? key : `${key}: ${valueText}`;
  return { kind: 'text', key, text: `${leading}${property}`, trailingComment: trailingLineComment(source, comments, range.end) };
}

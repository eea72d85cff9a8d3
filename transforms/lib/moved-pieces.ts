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
import type { TextEdit } from './text-edits';
import { indentationAt } from './source-style';

export interface MoveContext {
  source: string;
  comments: readonly t.Comment[];
  eol: string;
  /** The indentation of the new object's properties. */
  toIndent: string;
}

/** How a moved property's key and value change on the way. */
export interface PropertyChange {
  /** The new key (`schema` → `inputSchema`). */
  rename?: string;
  /** A function the value is passed to (`inputJsonSchema: json` → `inputSchema: fromJsonSchema(json)`). */
  wrapIn?: string;
  /**
   * What the value falls back to when it is nullish (`description: s.description ?? 'x tool'`):
   * only for values of higher precedence than `??` (a member access, a call).
   */
  orElse?: string;
  /** Edits inside the property whose texts are final (a parameter's annotation dropped, a return wrapped). */
  edits?: readonly TextEdit[];
}

/**
 * A `key: value` (or method) property moved whole, changed as `change` says; `after` is
 * the end of its previous sibling.
 */
export function movedProperty(
  context: MoveContext,
  key: string,
  property: t.ObjectProperty | t.ObjectMethod,
  after: number,
  { rename, wrapIn, orElse, edits = [] }: PropertyChange = {},
): MovedProperty {
  const { source, comments, toIndent } = context;
  const start = ownLineCommentsStart(source, comments, after, property.start!);
  const renamed =
    (wrapIn !== undefined || orElse !== undefined) && property.type === 'ObjectProperty'
      ? changedValue(source, property, rename ?? key, { wrapIn, orElse })
      : rename === undefined
        ? []
        : property.type === 'ObjectProperty' && property.shorthand
          ? [
              {
                start: property.start!,
                end: property.end!,
                text: `${rename}: ${source.slice(property.start!, property.end!)}`,
              },
            ]
          : [{ start: property.key.start!, end: property.key.end!, text: rename }];
  return {
    kind: 'text',
    key: rename ?? key,
    text: reindentText(
      source,
      start,
      property.end!,
      property,
      { from: indentationAt(source, property.start!), to: toIndent },
      [...renamed, ...edits],
    ),
    trailingComment: trailingLineComment(source, comments, property.end!),
  };
}

/** The edits that make `key: value` into `rename: wrapIn(value) ?? orElse` (a shorthand too). */
function changedValue(
  source: string,
  property: t.ObjectProperty,
  rename: string,
  { wrapIn, orElse }: Pick<PropertyChange, 'wrapIn' | 'orElse'>,
) {
  const value = property.value;
  const open = wrapIn === undefined ? '' : `${wrapIn}(`;
  const close = `${wrapIn === undefined ? '' : ')'}${orElse === undefined ? '' : ` ?? ${orElse}`}`;
  if (property.shorthand) {
    const text = `${rename}: ${open}${source.slice(value.start!, value.end!)}${close}`;
    return [{ start: property.start!, end: property.end!, text }];
  }
  return [
    { start: property.key.start!, end: property.key.end!, text: rename },
    { start: value.start!, end: value.start!, text: open },
    { start: value.end!, end: value.end!, text: close },
  ];
}

/**
 * The comments of a property that is not moved (those on their own lines above it, and
 * one that ended its line), laid out as lines to lead the next moved one.
 */
export function commentsOf(context: MoveContext, property: t.ObjectProperty | t.ObjectMethod, after: number): string {
  const { source, comments, toIndent, eol } = context;
  const start = ownLineCommentsStart(source, comments, after, property.start!);
  const end = start + source.slice(start, property.start!).trimEnd().length;
  const above =
    start === property.start!
      ? ''
      : `${reindentText(source, start, end, property, { from: indentationAt(source, property.start!), to: toIndent })}${eol}${toIndent}`;
  const trailing = trailingLineComment(source, comments, property.end!);
  return trailing === undefined ? above : `${above}${trailing}${eol}${toIndent}`;
}

/**
 * A positional argument as `key: <argument>` (or `key` when the argument is that very name). `insertion`: text put in
 * at a source offset inside the argument, e.g. a parameter's type annotation.
 */
export function movedArgument(
  context: MoveContext,
  key: string,
  argument: t.Node,
  after: number,
  insertion?: { at: number; text: string },
): MovedProperty {
  const { source, comments, toIndent, eol } = context;
  const range = rangeWithParentheses(source, argument);
  const change = { from: indentationAt(source, range.start), to: toIndent };
  const start = ownLineCommentsStart(source, comments, after, range.start);
  const commentsEnd = start + source.slice(start, range.start).trimEnd().length;
  const leading =
    start < range.start ? `${reindentText(source, start, commentsEnd, argument, change)}${eol}${toIndent}` : '';
  // Inserted among the moved lines' own edits: an offset into the moved text would miss once lines above it move.
  const inserted = insertion ? [{ start: insertion.at, end: insertion.at, text: insertion.text }] : [];
  const valueText = reindentText(source, range.start, range.end, argument, change, inserted);
  const property = valueText === key ? key : `${key}: ${valueText}`;
  return {
    kind: 'text',
    key,
    text: `${leading}${property}`,
    trailingComment: trailingLineComment(source, comments, range.end),
  };
}

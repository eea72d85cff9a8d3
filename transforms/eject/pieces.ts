/**
 * The standard tool's pieces laid out for the native definition: properties moved with
 * their comments (moved-pieces.ts), `execute` as a property or as a positional argument
 * (a method becomes an arrow function, or a `function` when it reads `this`), each
 * re-indented and nothing reprinted.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { rangeWithParentheses } from '../lib/expression-facts';
import { readsOwnThisOrArguments, type FunctionNode } from '../lib/function-returns';
import type { MovedProperty } from '../lib/ir';
import { ownLineCommentsStart, trailingLineComment } from '../lib/moved-comments';
import { movedProperty, type MoveContext, type PropertyChange } from '../lib/moved-pieces';
import { reindentText } from '../lib/reindent';
import type { FileScopes } from '../lib/one-walk';
import { indentationAt } from '../lib/source-style';
import type { TextEdit } from '../lib/text-edits';

/** Where the previous sibling of a property ends (the object's `{` for the first). */
export function previousEnd(object: t.ObjectExpression, property: t.Node): number {
  const index = object.properties.indexOf(property as t.ObjectExpression['properties'][number]);
  return index > 0 ? object.properties[index - 1]!.end! : object.start! + 1;
}

export function moveProperty(
  context: MoveContext,
  object: t.ObjectExpression,
  key: string,
  property: t.ObjectProperty | t.ObjectMethod,
  change: PropertyChange = {},
): MovedProperty {
  return movedProperty(context, key, property, previousEnd(object, property), change);
}

/** A multi-line object literal of laid-out properties; `baseIndent` is its closing brace's. */
export function objectText(properties: readonly MovedProperty[], toIndent: string, baseIndent: string, eol: string) {
  const lines = properties.map(
    (property) => `${toIndent}${property.text},${property.trailingComment ? ` ${property.trailingComment}` : ''}`,
  );
  return `{${eol}${lines.join(eol)}${eol}${baseIndent}}`;
}

/** The edits that turn a method (`async execute(a) {}`) into a function value (`async (a) => {}`). */
export function methodAsFunctionEdits(method: t.ObjectMethod, scopes: FileScopes): TextEdit[] {
  const keyEnd = method.key.end!;
  const own = readsOwnThisOrArguments(scopes.pathOf(method) as NodePath<FunctionNode>);
  const asFunction = own.this || own.arguments;
  return [
    { start: method.key.start!, end: keyEnd, text: asFunction ? 'function ' : '' },
    ...(asFunction ? [] : [{ start: method.body.start!, end: method.body.start!, text: '=> ' }]),
  ];
}

export interface MovedValue {
  /** Comments that stood on their own lines above the property, laid out to lead the argument. */
  leading: string;
  text: string;
  trailingComment?: string;
}

/** A property's value (a method made a function) as a positional argument at `context.toIndent`. */
export function movedValue(
  context: MoveContext,
  object: t.ObjectExpression,
  property: t.ObjectProperty | t.ObjectMethod,
  edits: readonly TextEdit[],
  scopes: FileScopes,
): MovedValue {
  const { source, comments, toIndent, eol } = context;
  const change = { from: indentationAt(source, property.start!), to: toIndent };
  const commentsStart = ownLineCommentsStart(source, comments, previousEnd(object, property), property.start!);
  const commentsEnd = commentsStart + source.slice(commentsStart, property.start!).trimEnd().length;
  const leading =
    commentsStart < property.start!
      ? `${reindentText(source, commentsStart, commentsEnd, property, change)}${eol}${toIndent}`
      : '';
  const range =
    property.type === 'ObjectMethod'
      ? { start: property.start!, end: property.end! }
      : rangeWithParentheses(source, property.value);
  const own = property.type === 'ObjectMethod' ? methodAsFunctionEdits(property, scopes) : [];
  const text = reindentText(source, range.start, range.end, property, change, [...own, ...edits]);
  return { leading, text, trailingComment: trailingLineComment(source, comments, property.end!) };
}

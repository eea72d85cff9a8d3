/**
 * Text surgery on object literals: where a property's text starts and ends (with its
 * comments and comma), so it can be removed, moved, or have a sibling inserted — all
 * without reprinting anything else.
 */
import type * as t from '@babel/types';
import { ownLineCommentsStart } from './moved-comments';
import { indentationAt, lineStartOf, nextLineStart, startsLine } from './source-style';
import type { TextEdit } from './text-edits';

type Property = t.ObjectExpression['properties'][number];

interface PropertyBlock {
  /** Range to delete to remove the property. */
  removeStart: number;
  removeEnd: number;
  /** The property's text, with its own-line comments and a trailing comma. */
  text: string;
}

const start = (node: t.Node): number => node.start ?? 0;
const end = (node: t.Node): number => node.end ?? 0;

/**
 * `comments` is the file's list of comments (`File.comments`): a property's comments are
 * found by position, so the tree needs none attached to its nodes.
 */
type Comments = readonly t.Comment[];

/** Each property starts its own line and only a comment may follow its comma. */
export function isLineBased(source: string, comments: Comments, object: t.ObjectExpression): boolean {
  return object.properties.every((property) => {
    if (!startsLine(source, ownStart(source, comments, object, property))) return false;
    const rest = source.slice(afterComma(source, property), nextLineStart(source, end(property)));
    return /^\s*(\/\/.*|\/\*.*\*\/\s*)?$/.test(rest.replace(/\r?\n$/, ''));
  });
}

/** Start of the property including the comments on their own lines right above it. */
function ownStart(source: string, comments: Comments, object: t.ObjectExpression, property: Property): number {
  const index = object.properties.indexOf(property);
  const previousEnd = index > 0 ? afterComma(source, object.properties[index - 1]!) : start(object) + 1;
  return ownLineCommentsStart(source, comments, previousEnd, start(property));
}

/** Offset after the property's trailing comma (or its end when it has none). */
function afterComma(source: string, property: Property): number {
  const match = /^\s*,/.exec(source.slice(end(property)));
  return match ? end(property) + match[0].length : end(property);
}

export function propertyBlock(
  source: string,
  comments: Comments,
  object: t.ObjectExpression,
  property: Property,
): PropertyBlock {
  const properties = object.properties;
  const index = properties.indexOf(property);
  if (isLineBased(source, comments, object)) {
    const blockStart = lineStartOf(source, ownStart(source, comments, object, property));
    const blockEnd = nextLineStart(source, afterComma(source, property));
    const hasComma = afterComma(source, property) !== end(property);
    const text =
      source.slice(blockStart, end(property)) +
      ',' +
      source.slice(hasComma ? afterComma(source, property) : end(property), blockEnd);
    return { removeStart: blockStart, removeEnd: blockEnd, text: text.endsWith('\n') ? text : text + '\n' };
  }
  const text = source.slice(start(property), end(property));
  const next = properties[index + 1];
  if (next) return { removeStart: start(property), removeEnd: start(next), text };
  const previous = properties[index - 1];
  if (previous) return { removeStart: end(previous), removeEnd: end(property), text };
  return { removeStart: start(property), removeEnd: afterComma(source, property), text };
}

/** Inserts `key: value` properties first, formatted like their siblings. */
export function insertFirstProperties(
  source: string,
  comments: Comments,
  object: t.ObjectExpression,
  propertyTexts: readonly string[],
  eol: string,
  indentUnit: string,
): TextEdit {
  const [first] = object.properties;
  if (!first) {
    return { start: start(object), end: end(object), text: `{ ${propertyTexts.join(', ')} }` };
  }
  if (isLineBased(source, comments, object)) {
    const blockStart = lineStartOf(source, ownStart(source, comments, object, first));
    const indent = indentationAt(source, start(first)) || indentUnit;
    return {
      start: blockStart,
      end: blockStart,
      text: propertyTexts.map((text) => `${indent}${text},${eol}`).join(''),
    };
  }
  return { start: start(first), end: start(first), text: propertyTexts.map((text) => `${text}, `).join('') };
}

/** Moves properties' texts into a new object literal laid out like the one they came from. */
export function objectFromBlocks(
  source: string,
  comments: Comments,
  object: t.ObjectExpression,
  blocks: string[],
  eol: string,
): string {
  if (blocks.length === 0) return '{}';
  if (isLineBased(source, comments, object)) {
    const closingIndent = indentationAt(source, end(object) - 1);
    const body = blocks.map((block) => block.replace(/\r?\n$/, '')).join(eol);
    return `{${eol}${body}${eol}${closingIndent}}`;
  }
  return `{ ${blocks.join(', ')} }`;
}

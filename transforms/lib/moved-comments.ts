/**
 * The comments that belong to a piece of code being moved (a property, an argument):
 * those on their own lines right above it, and one that follows it on its last line.
 * Found by position in the file's comment list, not by Babel's attachment, which gives
 * a same-line trailing comment to the next node.
 */
import type * as t from '@babel/types';
import { startsLine } from './source-style';

/**
 * Where the piece starts once the comments on their own lines between `after` (the end
 * of the previous sibling, or of the opening bracket) and `nodeStart` go with it.
 */
export function ownLineCommentsStart(
  source: string,
  comments: readonly t.Comment[],
  after: number,
  nodeStart: number,
): number {
  let first = nodeStart;
  for (const comment of comments) {
    if (comment.start! < after || comment.end! > nodeStart) continue;
    if (startsLine(source, comment.start!) && comment.start! < first) first = comment.start!;
  }
  return first;
}

/** The text of a comment after `nodeEnd` (and its comma) that ends the piece's last line. */
export function trailingLineComment(
  source: string,
  comments: readonly t.Comment[],
  nodeEnd: number,
): string | undefined {
  for (const comment of comments) {
    if (comment.start! < nodeEnd) continue;
    if (!/^[ \t]*,?[ \t]*$/.test(source.slice(nodeEnd, comment.start!))) return undefined;
    const rest = /^[^\n]*/.exec(source.slice(comment.end!))![0];
    return rest.trim() === '' ? source.slice(comment.start!, comment.end!) : undefined;
  }
  return undefined;
}

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
 * `comments` is in source order, as Babel lists them: the first one found is the first.
 */
export function ownLineCommentsStart(
  source: string,
  comments: readonly t.Comment[],
  after: number,
  nodeStart: number,
): number {
  for (let index = firstCommentFrom(comments, after); index < comments.length; index += 1) {
    const comment = comments[index]!;
    if (comment.end! > nodeStart) break;
    if (startsLine(source, comment.start!)) return comment.start!;
  }
  return nodeStart;
}

/** The index of the first comment that starts at `offset` or later (binary search). */
function firstCommentFrom(comments: readonly t.Comment[], offset: number): number {
  let low = 0;
  let high = comments.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comments[middle]!.start! < offset) low = middle + 1;
    else high = middle;
  }
  return low;
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

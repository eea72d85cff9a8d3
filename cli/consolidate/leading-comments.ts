/**
 * Where a statement's leading comments start, read from the file's list of comments: the
 * comments that only whitespace parts from it, back to the token before. Babel attaches
 * the same run as the statement's `leadingComments` (the comments between two tokens go
 * to the node that starts after them), so a tree parsed without attaching comments, a
 * tenth of the parse cheaper, gives the same answer.
 */
import type * as t from '@babel/types';

const WHITESPACE_ONLY = /^\s*$/;

export function leadingCommentsStart(statementStart: number, comments: readonly t.Comment[], source: string): number {
  let start = statementStart;
  for (let index = lastEndingBy(comments, statementStart); index >= 0; index -= 1) {
    const comment = comments[index]!;
    if (!WHITESPACE_ONLY.test(source.slice(comment.end!, start))) break;
    start = comment.start!;
  }
  return start;
}

/** The index of the last comment that ends at or before `position` (comments are in source order), or -1. */
function lastEndingBy(comments: readonly t.Comment[], position: number): number {
  let low = 0;
  let high = comments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (comments[middle]!.end! <= position) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

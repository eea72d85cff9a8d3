/**
 * Comments a rewrite would drop: those inside the definition call that move with no
 * piece (above `name`, which the emitter writes anew; before the config; after its last
 * property). A definition that has one is left alone rather than lose it.
 */
import type * as t from '@babel/types';
import { ownLineCommentsStart, trailingLineComment } from '../../lib/moved-comments';

/** A piece that moves: its node, and where its previous sibling ended. */
export interface MovedSpan {
  node: t.Node;
  after: number;
}

export function hasStrandedComment(
  source: string,
  comments: readonly t.Comment[],
  call: t.Node,
  moved: readonly MovedSpan[],
): boolean {
  const covered = moved.map(({ node, after }) => {
    const trailing = trailingLineComment(source, comments, node.end!);
    const trailingEnd = trailing === undefined ? node.end! : source.indexOf(trailing, node.end!) + trailing.length;
    return { start: ownLineCommentsStart(source, comments, after, node.start!), end: trailingEnd };
  });
  return comments.some(
    (comment) =>
      comment.start! >= call.start! &&
      comment.end! <= call.end! &&
      !covered.some((range) => comment.start! >= range.start && comment.end! <= range.end),
  );
}

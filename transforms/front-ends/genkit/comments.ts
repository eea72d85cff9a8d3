/**
 * Comments a rewrite would drop: those inside the definition call that move with no
 * piece (after the config's last property, between the config and the function). A
 * definition that has one is left alone rather than lose it. Comments above `name` and
 * those before the config (they describe the tool) move with the name.
 */
import type * as t from '@babel/types';
import type { ConfigProperty } from '../../lib/config-object';
import { callTypeArguments } from '../../lib/config-preamble';
import type { MovedProperty } from '../../lib/ir';
import { ownLineCommentsStart, trailingLineComment } from '../../lib/moved-comments';
import { movedProperty, type MoveContext } from '../../lib/moved-pieces';
import { reindentText } from '../../lib/reindent';
import { indentationAt } from '../../lib/source-style';

/** A piece that moves: its node, and where its previous sibling ended. */
export interface MovedSpan {
  node: t.Node;
  after: number;
}

/** A stretch of source whose comments move with some piece. */
interface Range {
  start: number;
  end: number;
}

export function hasStrandedComment(
  source: string,
  comments: readonly t.Comment[],
  call: t.Node,
  moved: readonly MovedSpan[],
  alsoMoved: readonly Range[] = [],
): boolean {
  const covered = moved.map(({ node, after }) => {
    const trailing = trailingLineComment(source, comments, node.end!);
    const trailingEnd = trailing === undefined ? node.end! : source.indexOf(trailing, node.end!) + trailing.length;
    return { start: ownLineCommentsStart(source, comments, after, node.start!), end: trailingEnd };
  });
  covered.push(...alsoMoved);
  return comments.some(
    (comment) =>
      comment.start! >= call.start! &&
      comment.end! <= call.end! &&
      !covered.some((range) => comment.start! >= range.start && comment.end! <= range.end),
  );
}

/** The comments on their own lines between `defineTool(` and the config: they describe the tool. */
export function commentsBeforeConfig(
  { source, comments }: MoveContext,
  call: t.CallExpression,
  config: t.Node,
): Range | undefined {
  const open = source.indexOf('(', (callTypeArguments(call) ?? call.callee).end!);
  const start = ownLineCommentsStart(source, comments, open + 1, config.start!);
  return start < config.start! ? { start, end: config.start! } : undefined;
}

/**
 * The `name` property moved as written, with the comments above it (and those before the
 * config, first), where it has any: the emitter writes a bare name otherwise.
 */
export function namedWithComments(
  move: MoveContext,
  span: MovedSpan,
  beforeConfig: Range | undefined,
): MovedProperty | undefined {
  const property = span.node as ConfigProperty;
  const moved = movedProperty(move, 'name', property, span.after);
  const ownComments = ownLineCommentsStart(move.source, move.comments, span.after, property.start!) < property.start!;
  if (!beforeConfig && !ownComments && moved.trailingComment === undefined) return undefined;
  if (!beforeConfig) return moved;
  const { source, eol, toIndent } = move;
  const commentsEnd = beforeConfig.start + source.slice(beforeConfig.start, beforeConfig.end).trimEnd().length;
  const change = { from: indentationAt(source, beforeConfig.end), to: toIndent };
  const leading = reindentText(source, beforeConfig.start, commentsEnd, property, change);
  return { ...moved, text: `${leading}${eol}${toIndent}${moved.text}` };
}

/**
 * An empty raw shape (`inputSchema: {}`) in a file that imports no zod namespace. The 2.x SDK
 * wraps every raw shape with `z.object()` of its own `zod/v4` (normalizeRawShapeSchema), so
 * `z.object({})` of the project's zod 4 is the same schema: parsed, validated and listed
 * alike. The file then gets `import { z } from 'zod'` for it, where the project resolves zod
 * 4 (the runner's installed or declared version). Left as before:
 * - a shape with fields: its values' zod decides how the SDK wraps it, not the project's;
 * - 1.x: before 1.23 the SDK wrapped an empty shape with its own zod 3, from 1.23 with zod 4
 *   mini, and the run knows the SDK's major only;
 * - a project whose zod is not 4, or not known.
 */
import type * as t from '@babel/types';
import { stripTypeWrappers } from '../../lib/expression-facts';
import type { FrontEndContext } from '../../lib/front-end';
import type { PackageImport } from '../../lib/ir';
import type { Piece } from './registration';
import type { McpMajor } from './server';

/** The zod namespace to write `z.object({})` with, and its import; undefined where not exact. */
export function zodForEmptyShapes(
  context: FrontEndContext,
  shapes: readonly Piece[],
  major: McpMajor,
  freeName: (base: string) => string,
): { namespace: string; packageImport: PackageImport } | undefined {
  if (major !== 2 || context.frameworkVersions.zod !== 4) return undefined;
  if (!shapes.every(isEmptyShape)) return undefined;
  const namespace = freeName('z');
  return { namespace, packageImport: { specifier: 'zod', name: 'z', local: namespace } };
}

/** `{}` as written (through `as`/`satisfies`), not a constant: nothing else can reach it. */
function isEmptyShape(piece: Piece): boolean {
  const from = piece.from;
  const value: t.Node | undefined =
    from.kind === 'argument' ? from.node : from.node.type === 'ObjectProperty' ? from.node.value : undefined;
  const shape = value && stripTypeWrappers(value as t.Expression);
  return shape?.type === 'ObjectExpression' && shape.properties.length === 0;
}

/**
 * An empty raw shape (`inputSchema: {}`) in a file that imports no zod namespace becomes `z.object({})` of the
 * project's zod, the file getting `import { z } from 'zod'`, where the SDK sees the same schema:
 * - 2.x wraps a raw shape with `z.object()` of its own `zod/v4` (normalizeRawShapeSchema), so the project's
 *   zod 4 `z.object({})` is the same schema: parsed, validated and listed alike;
 * - 1.x is handed a plain zod 3 or zod 4 object as its raw shape by the adapter (`mcpZodSchema`), so the SDK
 *   gets `{}` again and wraps it as before (with its own zod 3 before 1.23, zod 4 mini after).
 * Left as before:
 * - a shape with fields: its values' zod decides how the SDK wraps it, not the project's;
 * - a project whose zod is not known, or (2.x) not 4.
 */
import { stripTypeWrappers } from '../../lib/expression-facts';
import type { FrontEndContext } from '../../lib/front-end';
import type { PackageImport } from '../../lib/ir';
import { pieceValue, type Piece } from './registration';
import type { McpMajor } from './server';

/** The zod namespace to write `z.object({})` with, and its import; undefined where not exact. */
export function zodForEmptyShapes(
  context: FrontEndContext,
  shapes: readonly Piece[],
  major: McpMajor,
  freeName: (base: string) => string,
): { namespace: string; packageImport: PackageImport } | undefined {
  const zod = context.frameworkVersions.zod;
  if (!(zod === 4 || (major === 1 && zod === 3))) return undefined;
  if (!shapes.every(isEmptyShape)) return undefined;
  const namespace = freeName('z');
  return { namespace, packageImport: { specifier: 'zod', name: 'z', local: namespace } };
}

/** `{}` as written (through `as`/`satisfies`), not a constant: nothing else can reach it. */
function isEmptyShape(piece: Piece): boolean {
  const value = pieceValue(piece);
  const shape = value && stripTypeWrappers(value);
  return shape?.type === 'ObjectExpression' && shape.properties.length === 0;
}

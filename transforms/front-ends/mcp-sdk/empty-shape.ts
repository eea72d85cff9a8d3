/**
 * An empty raw shape (`inputSchema: {}`) in a file that imports no zod namespace. The SDK
 * wraps it with a zod 4 object of its own: 2.x with `zod/v4`'s `z.object({})`
 * (normalizeRawShapeSchema), 1.x from 1.23 with `zod/v4-mini`'s (objectFromShape). So
 * `z.object({})` of the project's zod 4 is the same schema: parsed, validated and listed
 * alike. The file then gets `import { z } from 'zod'` for it, where the project resolves zod
 * 4 (the runner's installed or declared version). Left as before:
 * - a shape with fields: its values' zod decides how the SDK wraps it, not the project's;
 * - 1.x before 1.23 (it wrapped an empty shape with its own zod 3), or a 1.x whose minor the
 *   run does not give (`packageVersions`);
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
  const sdk = context.packageVersions?.['@modelcontextprotocol/sdk'];
  if (context.frameworkVersions.zod !== 4 || (major === 1 && !wrapsEmptyShapesWithZod4(sdk))) return undefined;
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

/** 1.x from 1.23 (the installed version, or the lowest the declared range allows). */
function wrapsEmptyShapesWithZod4(version: string | undefined): boolean {
  const [major = Number.NaN, minor = Number.NaN] = (version ?? '').split('.').map(Number);
  return major > 1 || (major === 1 && minor >= 23);
}

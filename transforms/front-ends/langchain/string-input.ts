/**
 * A string-input LangChain tool (DynamicTool, a Tool subclass, `tool()` without a schema)
 * becomes a standard tool whose input schema is `z.string()`, from which LangChain's
 * `tool()` (behind the adapter) makes the same string-input DynamicTool. It is written
 * with the file's own zod namespace, where that name means it at the definition.
 */
import type { NodePath } from '@babel/traverse';
import { moduleZodNamespace } from '../../lib/zod';

/** The zod namespace's name as the definition at `path` sees it; undefined when there is none, or a local hides it. */
export function stringInputZodAt(path: NodePath, program: NodePath): string | undefined {
  const name = moduleZodNamespace(program as Parameters<typeof moduleZodNamespace>[0]);
  return name !== undefined && path.scope.getBinding(name) === program.scope.getBinding(name) ? name : undefined;
}

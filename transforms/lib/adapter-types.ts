/**
 * Where a front end may annotate a parameter with a type from the adapter module
 * (`McpToolContext`, `MastraToolContext`, ...): a TypeScript file that does not name that
 * type already (its own type of that name would clash with the import).
 */
import type { FrontEndContext } from './front-end';
import { allowsTypeScript } from './parser';

export function mayNameAdapterType(context: Pick<FrontEndContext, 'filePath' | 'source'>, typeName: string): boolean {
  return allowsTypeScript(context.filePath) && !context.source.includes(typeName);
}

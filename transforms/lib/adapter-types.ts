/**
 * Where a front end may name something of the adapter module: a type (`McpToolContext`,
 * `MastraToolContext`, ...) to annotate a parameter with, or a function (`fromJsonSchema`,
 * `abortSignalOf`) to call.
 */
import type { NodePath } from '@babel/traverse';
import type { FrontEndContext } from './front-end';
import { allowsTypeScript } from './parser';
import { scopeOf } from './scope';

/** The adapter module's function that reads the call's abort signal from any framework's context. */
export const ABORT_SIGNAL_OF = 'abortSignalOf';

/** The adapter module's function that turns an MCP text result (or error result) back into its plain value. */
export const TEXT_OF_MCP_RESULT = 'textOfMcpResult';

/** A TypeScript file that does not name that type already (its own type of that name would clash with the import). */
export function mayNameAdapterType(context: Pick<FrontEndContext, 'filePath' | 'source'>, typeName: string): boolean {
  return allowsTypeScript(context.filePath) && !context.source.includes(typeName);
}

/** The name is unbound at `at`, or already imported from the adapter module there (a relative import). */
export function mayCallAdapterFunction(at: NodePath, name: string): boolean {
  const binding = scopeOf(at).getBinding(name);
  if (!binding) return true;
  const specifier = binding.path.node;
  const declaration = binding.path.parent;
  return (
    specifier.type === 'ImportSpecifier' &&
    specifier.imported.type === 'Identifier' &&
    specifier.imported.name === name &&
    declaration.type === 'ImportDeclaration' &&
    declaration.source.value.startsWith('.')
  );
}

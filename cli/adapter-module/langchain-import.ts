/**
 * Issue 35: a package that declares `langchain` and not `@langchain/core` (langchain's peer) cannot
 * import `@langchain/core/tools`: under pnpm its node_modules holds only what it declares, and an
 * install without dev dependencies may lack it. `langchain` 1.x re-exports `tool`,
 * `DynamicStructuredTool` and `DynamicTool`, all the adapter imports (it reads the other types it
 * needs from those two). A module that needs more of `@langchain/core` at run time
 * (`ToolInputParsingException`, for schemas other than zod) keeps its import, and the CLI reports
 * the undeclared package.
 */
import { majorOf } from '../runner/projects';
import type { AdapterModuleNeeds } from './select';

const CORE_TOOLS_IMPORT = /^import \{([^}]*)\} from '@langchain\/core\/tools';\n/m;

/** What `langchain` re-exports, as the adapter imports it. */
const FROM_LANGCHAIN = ['tool as langchainToolFactory', 'type DynamicStructuredTool', 'type DynamicTool'];

/** The project provides `langchain` at run time but not `@langchain/core`, and its migrated code does not import it. */
export function importsLangChainThroughLangchain(needs: AdapterModuleNeeds): boolean {
  const { runtime, imports = [], packages } = needs;
  return (
    runtime !== undefined &&
    runtime.includes('langchain') &&
    !runtime.includes('@langchain/core') &&
    !imports.some((specifier) => specifier === '@langchain/core' || specifier.startsWith('@langchain/core/')) &&
    // langchain 1.x (which pairs with core 1.x) has a main entry that re-exports `tool`; 0.3 has none. An
    // unknown core version (pnpm: not reachable from the package) is rendered for 1.x, as select.ts does.
    (majorOf(packages['@langchain/core']) ?? 1) >= 1
  );
}

/** The module's `@langchain/core/tools` import from `langchain`, where all it imports can come from there. */
export function withLangChainFromLangchain(text: string): string {
  const match = CORE_TOOLS_IMPORT.exec(text);
  if (!match) return text;
  const specifiers = match[1]!
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean);
  if (!specifiers.every((specifier) => FROM_LANGCHAIN.includes(specifier))) return text;
  const replacement = `import { ${specifiers.join(', ')} } from 'langchain';\n`;
  return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
}

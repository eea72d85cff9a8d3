/**
 * jscodeshift transform: LangChain `tool(func, fields)` / `new DynamicStructuredTool()`
 * → standard tool + `toLangChain()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/langchain.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { langChainFrontEnd } from './front-ends/langchain';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([langChainFrontEnd]);

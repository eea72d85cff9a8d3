/**
 * jscodeshift transform: Mastra `createTool()` / `new Tool()` → standard tool + `toMastra()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/mastra.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 * Without the runner, the Mastra major is read from each execute's signature.
 */
import { mastraFrontEnd } from './front-ends/mastra';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([mastraFrontEnd]);

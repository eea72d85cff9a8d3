/**
 * jscodeshift transform: Genkit `ai.defineTool()` / `ai.dynamicTool()` / `tool()` /
 * `dynamicTool()` → standard tool + `toGenkit()` / `toGenkitDynamic()` / `toGenkitUsing()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/genkit.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { genkitFrontEnd } from './front-ends/genkit';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([genkitFrontEnd]);

/**
 * jscodeshift transform: AI SDK `tool()` / `dynamicTool()` → standard tool + `toAiSdk()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/ai-sdk.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { aiSdkFrontEnd } from './front-ends/ai-sdk';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([aiSdkFrontEnd]);

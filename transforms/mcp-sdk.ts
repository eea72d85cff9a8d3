/**
 * jscodeshift transform: MCP SDK `server.registerTool()` / `server.tool()` → standard
 * tool + `registerMcpTool()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/mcp-sdk.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { mcpSdkFrontEnd } from './front-ends/mcp-sdk';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([mcpSdkFrontEnd]);

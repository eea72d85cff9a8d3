import type { FrameworkDescriptor } from '../../lib/framework';

export const mcpSdkFramework = {
  id: 'mcp-sdk',
  title: 'MCP SDK (@modelcontextprotocol/sdk, @modelcontextprotocol/server)',
  name: 'MCP',
  supported: 'MCP SDK (`@modelcontextprotocol/sdk` 1.x, `@modelcontextprotocol/server` 2.x)',
  shapes: ['server.registerTool()', 'server.tool()'],
  packages: ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server'],
  // The 2.x split packages, unless the 1.x SDK is installed too (then 1.x serves both).
  adapterModule: (versions) =>
    versions['@modelcontextprotocol/server'] && !versions['@modelcontextprotocol/sdk'] ? 'mcp-v2' : 'mcp',
  adapterExports: ['registerMcpTool'],
  adapterTypes: ['McpToolContext'],
  toolSchemaKinds: ['McpRawShape'],
  zodOnlyStandIns: ['mcp-other-schemas', 'mcp-v2-other-schemas'],
  // 145 before the callback returned the error result `textOfMcpResult` threw as built (issue 33: a project's
  // tests that call the registered callback without the SDK see what they saw); 170 before `toMcpResult`.
  lineBudget: 185,
} as const satisfies FrameworkDescriptor<'mcp-sdk'>;

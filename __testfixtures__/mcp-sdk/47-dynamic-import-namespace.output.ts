// Both the SDK and zod loaded at run time, as namespaces.
import { registerMcpTool, standardTool } from './std-tool';

export async function startServer() {
  const mcp = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const z = await import('zod/v4');
  const server = new mcp.McpServer({ name: 'lazy', version: '1.0.0' });
  const placeOrder = standardTool({
    name: 'place-order',
    description: 'Place an order',
    inputSchema: z.object({ item: z.string() }),
    execute: async ({ item }) => `Order placed: ${item}`,
  });
  registerMcpTool(server, placeOrder);
  return server;
}

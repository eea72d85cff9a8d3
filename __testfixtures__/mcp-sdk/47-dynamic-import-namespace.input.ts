// Both the SDK and zod loaded at run time, as namespaces.
export async function startServer() {
  const mcp = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const z = await import('zod/v4');
  const server = new mcp.McpServer({ name: 'lazy', version: '1.0.0' });
  server.registerTool(
    'place-order',
    { description: 'Place an order', inputSchema: { item: z.string() } },
    async ({ item }) => ({ content: [{ type: 'text', text: `Order placed: ${item}` }] }),
  );
  return server;
}

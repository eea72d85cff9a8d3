import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const server = new McpServer({ name: 'v2-abortable', version: '2.0.0' });

/** Why each scan stopped early: what the tool saw of a cancellation. */
export const stopped: string[] = [];

// 2.x keeps the signal at ctx.mcpReq.signal: read only that, the tool is framework-free.
server.registerTool(
  'scan',
  { description: 'Scan pages, unless cancelled', inputSchema: z.object({ pages: z.number().int() }) },
  async ({ pages }, ctx) => {
    let scanned = 0;
    for (let page = 0; page < pages; page++) {
      if (ctx.mcpReq.signal.aborted) {
        stopped.push(String(ctx.mcpReq.signal.reason));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      scanned++;
    }
    return { content: [{ type: 'text', text: `Scanned ${scanned} pages` }] };
  },
);

server.registerTool('fetched', { description: 'Fetch a page' }, async (ctx) => {
  const response = await fetch('https://example.com/', { signal: ctx.mcpReq.signal });
  return { content: [{ type: 'text', text: await response.text() }] };
});

// Tied: the request is read for more (a log), and 1.x's `ctx.signal` is not 2.x's signal.
server.registerTool(
  'logged',
  { description: 'Log and scan', inputSchema: z.object({ pages: z.number() }) },
  async ({ pages }, ctx) => {
    if (ctx.mcpReq.signal.aborted) return { content: [{ type: 'text', text: 'cancelled' }] };
    await ctx.mcpReq.log('info', `scanning ${pages}`);
    return { content: [{ type: 'text', text: 'scanned' }] };
  },
);
server.registerTool('v1-style', { description: 'Reads signal as 1.x did' }, async (ctx) => ({
  content: [{ type: 'text', text: String((ctx as unknown as { signal?: AbortSignal }).signal?.aborted) }],
}));

import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { abortSignalOf, type McpToolContext, registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'v2-abortable', version: '2.0.0' });

/** Why each scan stopped early: what the tool saw of a cancellation. */
export const stopped: string[] = [];

// 2.x keeps the signal at ctx.mcpReq.signal: read only that, the tool is framework-free.
const scan = standardTool({
  name: 'scan',
  description: 'Scan pages, unless cancelled',
  inputSchema: z.object({ pages: z.number().int() }),
  execute: async ({ pages }, ctx: unknown) => {
    let scanned = 0;
    for (let page = 0; page < pages; page++) {
      if (abortSignalOf(ctx).aborted) {
        stopped.push(String(abortSignalOf(ctx).reason));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      scanned++;
    }
    return `Scanned ${scanned} pages`;
  },
});
registerMcpTool(server, scan);

const fetched = standardTool({
  name: 'fetched',
  description: 'Fetch a page',
  execute: async (_input, ctx: unknown) => {
    const response = await fetch('https://example.com/', { signal: abortSignalOf(ctx) });
    return await response.text();
  },
});
registerMcpTool(server, fetched);

// Tied: the request is read for more (a log), and 1.x's `ctx.signal` is not 2.x's signal.
const logged = standardTool({
  name: 'logged',
  description: 'Log and scan',
  inputSchema: z.object({ pages: z.number() }),
  execute: async ({ pages }, ctx: McpToolContext) => {
    if (ctx.mcpReq.signal.aborted) return 'cancelled';
    await ctx.mcpReq.log('info', `scanning ${pages}`);
    return 'scanned';
  },
});
registerMcpTool(server, logged);
const v1Style = standardTool({
  name: 'v1-style',
  description: 'Reads signal as 1.x did',
  execute: async (_input, ctx: McpToolContext) => String((ctx as unknown as { signal?: AbortSignal }).signal?.aborted),
});
registerMcpTool(server, v1Style);

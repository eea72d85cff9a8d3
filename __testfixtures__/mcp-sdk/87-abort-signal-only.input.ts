import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'abortable', version: '1.0.0' });

/** Why each pause stopped early: what the tool saw of a cancellation. */
export const cancelled: string[] = [];

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      cancelled.push(String(signal.reason));
      reject(new Error(String(signal.reason)));
    });
  });

// Only the signal is read: any framework's signal will do.
server.registerTool(
  'count',
  { description: 'Count up, unless cancelled', inputSchema: { upTo: z.number().int() } },
  async ({ upTo }, extra) => {
    let counted = 0;
    while (counted < upTo && !extra.signal.aborted) counted += 1;
    return { content: [{ type: 'text', text: extra.signal.aborted ? 'cancelled' : `counted to ${counted}` }] };
  },
);

// The signal passed on, and an MCP type for the context: both framework-free once read by abortSignalOf.
server.registerTool(
  'wait',
  { description: 'Wait a while', inputSchema: { ms: z.number() } },
  async ({ ms }, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) => {
    await pause(ms, extra.signal);
    extra.signal.throwIfAborted();
    return { content: [{ type: 'text', text: 'waited' }] };
  },
);

// Without an input schema the context comes first: it moves to the second place.
server.registerTool('state', { description: 'Cancelled yet?' }, async (extra) => ({
  content: [{ type: 'text', text: String(extra?.signal.aborted) }],
}));

// An inner function's own `extra` is another binding: only the handler's is read.
server.registerTool(
  'inner',
  { description: 'Inner context', inputSchema: { label: z.string() } },
  async ({ label }, extra) => {
    const describe = (extra: { sessionId?: string }) => `${label} in ${extra.sessionId ?? 'no session'}`;
    return { content: [{ type: 'text', text: `${describe({})}: ${String(extra.signal.aborted)}` }] };
  },
);

// Tied: the context is read for more than its signal.
server.registerTool(
  'notify',
  { description: 'Notify', inputSchema: { steps: z.number() } },
  async ({ steps }, extra) => {
    if (extra.signal.aborted) throw new Error('cancelled');
    await extra.sendNotification({ method: 'notifications/message', params: { level: 'info', data: steps } });
    return { content: [{ type: 'text', text: 'notified' }] };
  },
);

// Tied: the context itself is passed on, destructured, or its parameter reassigned.
server.registerTool('whole', { description: 'Whole', inputSchema: { a: z.string() } }, async ({ a }, extra) => {
  await pause(1, (extra as { signal: AbortSignal }).signal);
  return { content: [{ type: 'text', text: a }] };
});
server.registerTool('destructured', { description: 'Destructured' }, async (extra) => {
  const { signal } = extra;
  return { content: [{ type: 'text', text: String(signal.aborted) }] };
});
server.registerTool('reassigned', { description: 'Reassigned', inputSchema: { a: z.string() } }, async ({ a }, extra) => {
  if (a === 'x') extra = { ...extra };
  return { content: [{ type: 'text', text: String(extra.signal.aborted) }] };
});

// Tied: `abortSignalOf` names something else where the signal is read.
server.registerTool('shadowed', { description: 'Shadowed', inputSchema: { a: z.string() } }, async ({ a }, extra) => {
  const abortSignalOf = (value: string) => value;
  return { content: [{ type: 'text', text: `${abortSignalOf(a)} ${String(extra.signal.aborted)}` }] };
});

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { abortSignalOf, type McpToolContext, registerMcpTool, standardTool } from './std-tool';

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
const count = standardTool({
  name: 'count',
  description: 'Count up, unless cancelled',
  inputSchema: z.object({ upTo: z.number().int() }),
  execute: async ({ upTo }, extra: unknown) => {
    let counted = 0;
    while (counted < upTo && !abortSignalOf(extra).aborted) counted += 1;
    return abortSignalOf(extra).aborted ? 'cancelled' : `counted to ${counted}`;
  },
});
registerMcpTool(server, count);

// The signal passed on, and an MCP type for the context: both framework-free once read by abortSignalOf.
const wait = standardTool({
  name: 'wait',
  description: 'Wait a while',
  inputSchema: z.object({ ms: z.number() }),
  execute: async ({ ms }, extra: unknown) => {
    await pause(ms, abortSignalOf(extra));
    abortSignalOf(extra).throwIfAborted();
    return 'waited';
  },
});
registerMcpTool(server, wait);

// Without an input schema the context comes first: it moves to the second place.
const state = standardTool({
  name: 'state',
  description: 'Cancelled yet?',
  execute: async (_input, extra: unknown) => String(abortSignalOf(extra).aborted),
});
registerMcpTool(server, state);

// An inner function's own `extra` is another binding: only the handler's is read.
const inner = standardTool({
  name: 'inner',
  description: 'Inner context',
  inputSchema: z.object({ label: z.string() }),
  execute: async ({ label }, extra: unknown) => {
    const describe = (extra: { sessionId?: string }) => `${label} in ${extra.sessionId ?? 'no session'}`;
    return `${describe({})}: ${String(abortSignalOf(extra).aborted)}`;
  },
});
registerMcpTool(server, inner);

// Tied: the context is read for more than its signal.
const notify = standardTool({
  name: 'notify',
  description: 'Notify',
  inputSchema: z.object({ steps: z.number() }),
  execute: async ({ steps }, extra: McpToolContext) => {
    if (extra.signal.aborted) throw new Error('cancelled');
    await extra.sendNotification({ method: 'notifications/message', params: { level: 'info', data: steps } });
    return 'notified';
  },
});
registerMcpTool(server, notify);

// Tied: the context itself is passed on, destructured, or its parameter reassigned.
const whole = standardTool({
  name: 'whole',
  description: 'Whole',
  inputSchema: z.object({ a: z.string() }),
  execute: async ({ a }, extra: McpToolContext) => {
    await pause(1, (extra as { signal: AbortSignal }).signal);
    return a;
  },
});
registerMcpTool(server, whole);
const destructured = standardTool({
  name: 'destructured',
  description: 'Destructured',
  execute: async (_input, extra: McpToolContext) => {
    const { signal } = extra;
    return String(signal.aborted);
  },
});
registerMcpTool(server, destructured);
const reassigned = standardTool({
  name: 'reassigned',
  description: 'Reassigned',
  inputSchema: z.object({ a: z.string() }),
  execute: async ({ a }, extra: McpToolContext) => {
    if (a === 'x') extra = { ...extra };
    return String(extra.signal.aborted);
  },
});
registerMcpTool(server, reassigned);

// Tied: `abortSignalOf` names something else where the signal is read.
const shadowed = standardTool({
  name: 'shadowed',
  description: 'Shadowed',
  inputSchema: z.object({ a: z.string() }),
  execute: async ({ a }, extra: McpToolContext) => {
    const abortSignalOf = (value: string) => value;
    return `${abortSignalOf(a)} ${String(extra.signal.aborted)}`;
  },
});
registerMcpTool(server, shadowed);

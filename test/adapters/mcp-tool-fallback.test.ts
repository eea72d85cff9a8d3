/**
 * registerMcpTool where some migrated tool came from `server.tool(...)` (mcp-tool-method.ts):
 * through `tool()` with the arguments the original call had wherever the server has it (a
 * wrapper or test double with only `tool()`, or a real server a test spies on), and the tool
 * lists and runs as through `registerTool`.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerMcpTool } from '../../adapters/mcp';
import { standardTool } from '../../adapters/standard-tool';
import { connectMcpV1 } from './support/mcp-harness';

const multiply = standardTool({
  name: 'multiply',
  description: 'Multiply two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => String(a * b),
});

const reset = standardTool({ name: 'reset', description: 'Reset', execute: async () => 'reset' });

describe('a server with only tool()', () => {
  it('a minimal double receives tool(name, description, shape, callback)', async () => {
    const calls: unknown[][] = [];
    const double = { tool: (...args: unknown[]) => (calls.push(args), { enabled: true }) } as unknown as Pick<
      McpServer,
      'tool'
    >;
    registerMcpTool(double, multiply, { annotations: { readOnlyHint: true } });
    registerMcpTool(double, reset);
    expect(calls[0]!.slice(0, 2)).toEqual(['multiply', 'Multiply two numbers']);
    expect(Object.keys(calls[0]![2] as object)).toEqual(['a', 'b']);
    expect(calls[0]![3]).toEqual({ readOnlyHint: true });
    expect(typeof calls[0]![4]).toBe('function');
    expect(calls[1]!.slice(0, 2)).toEqual(['reset', 'Reset']);
    expect(calls[1]).toHaveLength(3);
    const callback = calls[0]![4] as (args: unknown, extra: unknown) => Promise<unknown>;
    expect(await callback({ a: 6, b: 7 }, {})).toEqual({ content: [{ type: 'text', text: '42' }] });
  });

  it('the real SDK behind a wrapper that exposes only tool(): listed and called like the registerTool form', async () => {
    const viaTool = await connectMcpV1((server) => {
      const wrapper = { tool: server.tool.bind(server) } as Pick<McpServer, 'tool'>;
      registerMcpTool(wrapper, multiply);
      registerMcpTool(wrapper, reset);
    });
    const viaRegister = await connectMcpV1((server) => {
      registerMcpTool(server, multiply);
      registerMcpTool(server, reset);
    });
    try {
      const [listed, expected] = [await viaTool.listTools(), await viaRegister.listTools()];
      expect(listed.multiply.inputSchema).toEqual(expected.multiply.inputSchema);
      expect(listed.multiply.description).toBe('Multiply two numbers');
      expect(await viaTool.callTool('multiply', { a: 6, b: 7 })).toEqual(
        await viaRegister.callTool('multiply', { a: 6, b: 7 }),
      );
      expect(await viaTool.callTool('reset')).toEqual(await viaRegister.callTool('reset'));
      const invalid = await viaTool.callTool('multiply', { a: 'six', b: 7 });
      expect(invalid.isError).toBe(true);
    } finally {
      await viaTool.close();
      await viaRegister.close();
    }
  });

  it('what tool() cannot take is an error that says so', () => {
    const double = { tool: () => ({}) } as unknown as Pick<McpServer, 'tool'>;
    const strictTool = { ...multiply, inputSchema: z.object({ a: z.number(), b: z.number() }).strict() };
    expect(() => registerMcpTool(double, strictTool)).toThrow(/no registerTool.*plain object/);
    // Its shape alone would drop the refinement: tool() would then accept what it rejected.
    const refined = { ...multiply, inputSchema: z.object({ a: z.number(), b: z.number() }).refine(({ b }) => b !== 0) };
    expect(() => registerMcpTool(double, refined)).toThrow(/no registerTool.*plain object/);
    const withOutput = standardTool({
      ...multiply,
      outputSchema: z.object({ n: z.number() }),
      execute: async () => ({ n: 1 }),
    });
    expect(() => registerMcpTool(double, withOutput)).toThrow(/no registerTool.*outputSchema/);
  });
});

describe('a real server, which has both', () => {
  it('registers a tool of no input schema and empty annotations through registerTool: tool() would read them as a shape', async () => {
    const whoami = standardTool({
      name: 'whoami',
      description: 'The request id',
      execute: async (_input: unknown, extra?: unknown) =>
        `request ${String((extra as { requestId?: unknown }).requestId)}`,
    });
    const calls: string[] = [];
    const both = await connectMcpV1((server) => {
      vi.spyOn(server, 'tool').mockImplementation(((...args: unknown[]) => {
        calls.push(String(args[0]));
        throw new Error('not expected');
      }) as never);
      registerMcpTool(server, whoami, { annotations: {} });
    });
    const registerOnly = await connectMcpV1((server) => {
      const wrapper = { registerTool: server.registerTool.bind(server) } as Pick<McpServer, 'registerTool'>;
      registerMcpTool(wrapper, whoami, { annotations: {} });
    });
    try {
      expect(calls).toEqual([]);
      expect(await both.listTools()).toEqual(await registerOnly.listTools());
      expect((await both.listTools()).whoami.inputSchema).toEqual((await registerOnly.listTools()).whoami.inputSchema);
      expect(await both.callTool('whoami')).toEqual(await registerOnly.callTool('whoami'));
    } finally {
      await both.close();
      await registerOnly.close();
    }
  });

  it('is called through tool() as the original call was (rollbar-mcp-server spies on it), unless tool() cannot take it', async () => {
    const titled = standardTool({ ...multiply, name: 'titled', title: 'Multiply' });
    const calls: Record<string, string[]> = { tool: [], registerTool: [] };
    const viaTool = await connectMcpV1((server) => {
      const spyTool = vi.spyOn(server, 'tool');
      const spyRegister = vi.spyOn(server, 'registerTool');
      registerMcpTool(server, multiply, { annotations: { readOnlyHint: true } });
      registerMcpTool(server, reset);
      registerMcpTool(server, titled);
      calls.tool = spyTool.mock.calls.map((call) => call[0]);
      calls.registerTool = spyRegister.mock.calls.map((call) => call[0]);
    });
    // Through registerTool alone (a server or wrapper without tool()): the same tools, listed and run alike.
    const viaRegister = await connectMcpV1((server) => {
      const wrapper = { registerTool: server.registerTool.bind(server) } as Pick<McpServer, 'registerTool'>;
      registerMcpTool(wrapper, multiply, { annotations: { readOnlyHint: true } });
      registerMcpTool(wrapper, reset);
      registerMcpTool(wrapper, titled);
    });
    try {
      expect(calls).toEqual({ tool: ['multiply', 'reset'], registerTool: ['titled'] });
      const [listed, expected] = [await viaTool.listTools(), await viaRegister.listTools()];
      expect(listed).toEqual(expected);
      expect(await viaTool.callTool('multiply', { a: 6, b: 7 })).toEqual(
        await viaRegister.callTool('multiply', { a: 6, b: 7 }),
      );
      expect(await viaTool.callTool('reset')).toEqual(await viaRegister.callTool('reset'));
      expect(await viaTool.callTool('titled', { a: 2, b: 3 })).toEqual(
        await viaRegister.callTool('titled', { a: 2, b: 3 }),
      );
    } finally {
      await viaTool.close();
      await viaRegister.close();
    }
  });
});

/**
 * `textOfMcpResult(result)`: the text of an MCP text result, or a thrown `Error` for an error result,
 * and anything else as it is (for the MCP adapter to pass through). The MCP side (the same result
 * again, through both SDK majors and a real client) is run by test/transforms/mcp-equivalence.test.ts
 * on fixtures 90, 95 and 96; here, the function alone and a tool that uses it in the other frameworks.
 */
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer as McpServerV2 } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAiSdk } from '../../adapters/ai-sdk';
import { toLangChain } from '../../adapters/langchain';
import { registerMcpTool as registerV1 } from '../../adapters/mcp';
import { registerMcpTool as registerV2 } from '../../adapters/mcp-v2';
import { textOfMcpResult, type StandardTool } from '../../adapters/standard-tool';
import { aiSdkDrivers } from './support/ai-sdk-harness';

const text = (value: unknown) => ({ content: [{ type: 'text', text: value }] });

describe('textOfMcpResult', () => {
  it('gives a text result its text', () => {
    expect(textOfMcpResult(text('hello'))).toBe('hello');
    expect(textOfMcpResult(text(''))).toBe('');
  });

  it('throws an error result as an Error with its text, whichever key comes first', () => {
    expect(() => textOfMcpResult({ isError: true, content: [{ type: 'text', text: 'boom' }] })).toThrow(
      new Error('boom'),
    );
    expect(() => textOfMcpResult({ content: [{ text: 'late', type: 'text' }], isError: true })).toThrow('late');
  });

  it('returns anything else as it is', () => {
    const others: unknown[] = [
      'plain',
      null,
      undefined,
      42,
      [],
      {},
      text(1),
      { content: [] },
      {
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
      },
      { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }] },
      { content: [{ type: 'text', text: 'a', annotations: { priority: 1 } }] },
      { content: [{ type: 'text', text: 'a' }], structuredContent: { a: 1 } },
      { content: [{ type: 'text', text: 'a' }], isError: false },
      { content: [{ type: 'text', text: 'a' }], _meta: { source: 'cli' } },
    ];
    for (const other of others) expect(textOfMcpResult(other)).toBe(other);
  });
});

/** A migrated tool whose helper builds MCP results: `execute` returns their text. */
function cliTool(): StandardTool<{ output: string }, string> {
  const handleOutput = (output: string) =>
    output.startsWith('!')
      ? { isError: true, content: [{ type: 'text' as const, text: `failed: ${output.slice(1)}` }] }
      : { content: [{ type: 'text' as const, text: output }] };
  return {
    name: 'cli',
    description: 'Runs the CLI',
    inputSchema: z.object({ output: z.string() }),
    execute: ({ output }) => textOfMcpResult(handleOutput(output)),
  };
}

describe('a tool that returns textOfMcpResult(...) outside MCP', () => {
  it('gives LangChain the text, and its error', async () => {
    const tool = toLangChain(cliTool());
    expect(await tool.invoke({ output: 'done' })).toBe('done');
    await expect(tool.invoke({ output: '!disk full' })).rejects.toThrow('failed: disk full');
  });

  it('gives the AI SDK the text as the tool result, and the error as a tool error', async () => {
    const tools = { cli: toAiSdk(cliTool()) };
    const done = await aiSdkDrivers.v6.run(tools, { toolName: 'cli', input: { output: 'done' } });
    expect(done.content.find((part) => part.type === 'tool-result')?.output).toBe('done');
    const failed = await aiSdkDrivers.v6.run(tools, { toolName: 'cli', input: { output: '!disk full' } });
    expect(String(failed.content.find((part) => part.type === 'tool-error')?.error)).toContain('failed: disk full');
  });
});

/** The callback a server was given, as a project's tests capture it (a spied `tool` or `registerTool`: its last
 * argument). */
function capturedCallback(server: object): () => (...args: unknown[]) => unknown {
  let callback: ((...args: unknown[]) => unknown) | undefined;
  const methods = server as Record<string, unknown>;
  for (const method of ['tool', 'registerTool']) {
    if (typeof methods[method] !== 'function') continue;
    const original = (methods[method] as (...args: unknown[]) => unknown).bind(server);
    methods[method] = (...args: unknown[]) => {
      callback = args[args.length - 1] as (...args: unknown[]) => unknown;
      return original(...args);
    };
  }
  return () => callback!;
}

describe("the MCP adapter's callback, called directly (a project's tests, without the SDK)", () => {
  const errorResult = { isError: true, content: [{ type: 'text' as const, text: 'failed: disk full' }] };
  const failing = () => ({
    name: 'cli',
    description: 'Runs the CLI',
    inputSchema: z.object({ output: z.string() }),
    execute: ({ output }: { output: string }) =>
      output === 'boom'
        ? (() => {
            throw new Error('boom');
          })()
        : textOfMcpResult(output ? errorResult : { content: [{ type: 'text', text: 'ok' }] }),
  });

  it('1.x: returns the very error result the helper built, and throws any other error as before', async () => {
    const server = new McpServerV1({ name: 'direct', version: '1.0.0' });
    const callback = capturedCallback(server);
    registerV1(server, failing());
    expect(await callback()({ output: 'x' }, {})).toBe(errorResult);
    expect(await callback()({ output: '' }, {})).toEqual({ content: [{ type: 'text', text: 'ok' }] });
    await expect(callback()({ output: 'boom' }, {})).rejects.toThrow('boom');
  });

  it('2.x: the same', async () => {
    const server = new McpServerV2({ name: 'direct', version: '1.0.0' });
    const callback = capturedCallback(server);
    registerV2(server, failing());
    expect(await callback()({ output: 'x' }, {})).toBe(errorResult);
    await expect(callback()({ output: 'boom' }, {})).rejects.toThrow('boom');
  });
});

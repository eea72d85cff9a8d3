import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// 2.x, as fixture 97.
// Untyped on purpose: nothing proves these texts strings, so their results keep their shape in a template.
const channels: any = { general: ['ann', 'bo'], random: [] };
function lookup(word: string): any {
  return word === 'mcp' ? 'Model Context Protocol' : undefined;
}

export function createServer() {
  const server = new McpServer({ name: 'templates-v2', version: '1.0.0' });

  // The text of one result, computed in a `try`; the error result in the `catch` is thrown.
  const membersDefinition = standardTool({
    name: 'members',
    description: 'Members of a channel',
    inputSchema: z.object({ channel: z.string() }),
    execute: async ({ channel }) => {
      try {
        const members = channels[channel];
        if (!members) throw new Error(`no channel ${channel}`);
        return JSON.stringify(members, null, 2);
      } catch (error) {
        throw new Error(`Error: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  });
  registerMcpTool(server, membersDefinition, {
    toMcpResult: (text) => ({
      content: [{ type: 'text', text }],
    }),
  });

  // A literal result fits the template too: it is the value.
  const define = standardTool({
    name: 'define',
    description: 'Defines a word',
    inputSchema: z.object({ word: z.string() }),
    execute: ({ word }) => {
      const definition = lookup(word);
      if (definition === undefined) {
        return { content: [{ type: 'text' as const, text: 'No definition' }] };
      }
      return { content: [{ type: 'text' as const, text: definition }] };
    },
  });
  registerMcpTool(server, define);

  // One value twice: the text and the structured content (its output schema describes the result).
  const echo = standardTool({
    name: 'echo',
    description: 'Echoes a word',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => {
      const text = lookup(word) ?? word;
      return { content: [{ type: 'text' as const, text }], structuredContent: { content: text } };
    },
  });
  registerMcpTool(server, echo, {
    outputSchema: z.object({ content: z.string() }),
  });

  // Literals only: the text is the value.
  const render = standardTool({
    name: 'render',
    description: 'Renders a widget',
    execute: async () => 'Rendered a widget!',
  });
  registerMcpTool(server, render, {
    toMcpResult: (text) => ({
      content: [{ type: 'text', text }],
      structuredContent: {},
    }),
  });

  // No block, the value as structured content: its output schema describes the value.
  const stats = standardTool({
    name: 'stats',
    description: 'Channel sizes',
    outputSchema: z.object({ general: z.number(), random: z.number() }),
    execute: async () => {
      const sizes = { general: channels.general.length, random: channels.random.length };
      return sizes;
    },
  });
  registerMcpTool(server, stats, {
    toMcpResult: (sizes) => ({ content: [], structuredContent: sizes }),
  });

  // The value twice, once under a type assertion (nothing at run time): one template, which keeps the assertion.
  const sizesDefinition = standardTool({
    name: 'sizes',
    description: 'Channel sizes as JSON',
    execute: async () => {
      const sizes = await Promise.resolve(channels);
      return sizes;
    },
  });
  registerMcpTool(server, sizesDefinition, {
    toMcpResult: (sizes) => ({
      content: [{ type: 'text', text: JSON.stringify(sizes) }],
      structuredContent: sizes as Record<string, unknown>,
    }),
  });

  // Outside any `try`, `JSON.stringify` is part of the template: the value is the data itself.
  const roster = standardTool({
    name: 'roster',
    description: 'Every channel',
    execute: async () => {
      const all = Object.keys(channels);
      return all;
    },
  });
  registerMcpTool(server, roster, {
    toMcpResult: (all) => ({ content: [{ type: 'text', text: JSON.stringify(all, null, 2) }], structuredContent: { channels: all } }),
  });

  // `{ content: [] }` is what the adapters make of `undefined`: no template needed.
  const forget = standardTool({
    name: 'forget',
    description: 'Forgets a word',
    inputSchema: z.object({ word: z.string() }),
    execute: async ({ word }) => {
      if (word === 'all') return undefined;
      return `forgot ${word}`;
    },
  });
  registerMcpTool(server, forget);
  const noop = standardTool({
    name: 'noop',
    description: 'Does nothing',
    execute: async () => undefined,
  });
  registerMcpTool(server, noop);

  // Two values: no template; the result is kept.
  const pair = standardTool({
    name: 'pair',
    description: 'Two values',
    execute: async () => {
      const left = lookup('mcp');
      return { content: [{ type: 'text', text: left }], structuredContent: { right: channels.general } };
    },
  });
  registerMcpTool(server, pair);

  // A `switch` is not followed: the end may be reached (an `undefined` result), so no template.
  const pick = standardTool({
    name: 'pick',
    description: 'Picks one',
    inputSchema: z.object({ mode: z.enum(['mcp', 'word']) }),
    execute: async ({ mode }) => {
      switch (mode) {
        case 'mcp':
          return { content: [{ type: 'text', text: lookup(mode) }] };
        case 'word':
          return { content: [{ type: 'text', text: channels[mode] }] };
      }
    },
  });
  registerMcpTool(server, pick);

  return server;
}

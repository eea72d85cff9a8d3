import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

// 2.x, as fixture 97.
// Untyped on purpose: nothing proves these texts strings, so their results keep their shape in a template.
const channels: any = { general: ['ann', 'bo'], random: [] };
function lookup(word: string): any {
  return word === 'mcp' ? 'Model Context Protocol' : undefined;
}

export function createServer() {
  const server = new McpServer({ name: 'templates-v2', version: '1.0.0' });

  // The text of one result, computed in a `try`; the error result in the `catch` is thrown.
  server.registerTool(
    'members',
    { description: 'Members of a channel', inputSchema: z.object({ channel: z.string() }) },
    async ({ channel }) => {
      try {
        const members = channels[channel];
        if (!members) throw new Error(`no channel ${channel}`);
        return {
          content: [{ type: 'text', text: JSON.stringify(members, null, 2) }],
        };
      } catch (error) {
        return {
          content: [{ type: 'text', text: `Error: ${error instanceof Error ? error.message : String(error)}` }],
          isError: true,
        };
      }
    },
  );

  // A literal result fits the template too: it is the value.
  server.registerTool('define', { description: 'Defines a word', inputSchema: z.object({ word: z.string() }) }, ({ word }) => {
    const definition = lookup(word);
    if (definition === undefined) {
      return { content: [{ type: 'text' as const, text: 'No definition' }] };
    }
    return { content: [{ type: 'text' as const, text: definition }] };
  });

  // One value twice: the text and the structured content (its output schema describes the result).
  server.registerTool(
    'echo',
    {
      description: 'Echoes a word',
      inputSchema: z.object({ word: z.string() }),
      outputSchema: z.object({ content: z.string() }),
    },
    async ({ word }) => {
      const text = lookup(word) ?? word;
      return { content: [{ type: 'text' as const, text }], structuredContent: { content: text } };
    },
  );

  // Literals only: the text is the value.
  server.registerTool('render', { description: 'Renders a widget' }, async () => ({
    content: [{ type: 'text', text: 'Rendered a widget!' }],
    structuredContent: {},
  }));

  // No block, the value as structured content: its output schema describes the value.
  server.registerTool(
    'stats',
    { description: 'Channel sizes', outputSchema: z.object({ general: z.number(), random: z.number() }) },
    async () => {
      const sizes = { general: channels.general.length, random: channels.random.length };
      return { content: [], structuredContent: sizes };
    },
  );

  // The value twice, once under a type assertion (nothing at run time): one template, which keeps the assertion.
  server.registerTool('sizes', { description: 'Channel sizes as JSON' }, async () => {
    const sizes = await Promise.resolve(channels);
    return {
      content: [{ type: 'text', text: JSON.stringify(sizes) }],
      structuredContent: sizes as Record<string, unknown>,
    };
  });

  // Outside any `try`, `JSON.stringify` is part of the template: the value is the data itself.
  server.registerTool('roster', { description: 'Every channel' }, async () => {
    const all = Object.keys(channels);
    return { content: [{ type: 'text', text: JSON.stringify(all, null, 2) }], structuredContent: { channels: all } };
  });

  // `{ content: [] }` is what the adapters make of `undefined`: no template needed.
  server.registerTool('forget', { description: 'Forgets a word', inputSchema: z.object({ word: z.string() }) }, async ({ word }) => {
    if (word === 'all') return { content: [] };
    return { content: [{ type: 'text', text: `forgot ${word}` }] };
  });
  server.registerTool('noop', { description: 'Does nothing' }, async () => ({ content: [] }));

  // Two values: no template; the result is kept.
  server.registerTool('pair', { description: 'Two values' }, async () => {
    const left = lookup('mcp');
    return { content: [{ type: 'text', text: left }], structuredContent: { right: channels.general } };
  });

  // A `switch` is not followed: the end may be reached (an `undefined` result), so no template.
  server.registerTool('pick', { description: 'Picks one', inputSchema: z.object({ mode: z.enum(['mcp', 'word']) }) }, async ({ mode }) => {
    switch (mode) {
      case 'mcp':
        return { content: [{ type: 'text', text: lookup(mode) }] };
      case 'word':
        return { content: [{ type: 'text', text: channels[mode] }] };
    }
  });

  return server;
}

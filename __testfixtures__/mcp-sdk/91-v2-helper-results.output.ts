import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

// 2.x: the same helpers, in a module of tools; the one that is an error becomes a throw.
function text(value: string) {
  return { content: [{ type: 'text' as const, text: value }] };
}

function failure(message: string) {
  return { content: [{ type: 'text' as const, text: message }], isError: true };
}

export const server = new McpServer({ name: 'v2-helper-results', version: '2.0.0' });

const lookup = standardTool({
  name: 'lookup',
  description: 'Look a code up',
  inputSchema: z.object({ code: z.string() }),
  execute: async ({ code }) => {
    const known = { a: 'Alpha', b: 'Bravo' } as Record<string, string>;
    const name = known[code] ?? '';
    if (!name) throw new Error(`unknown code`);
    return name;
  },
});
registerMcpTool(server, lookup);

// Inside the handler's own `try`, an error result stays one (a throw would be caught there).
const parse = standardTool({
  name: 'parse',
  description: 'Parse a number',
  inputSchema: z.object({ raw: z.string() }),
  execute: async ({ raw }) => {
    try {
      const parsed = JSON.parse(raw);
      const shown = String(parsed);
      return shown;
    } catch {
      throw new Error('not JSON');
    }
  },
});
registerMcpTool(server, parse);

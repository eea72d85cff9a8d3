import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  Formatter,
  formatToolError,
  handleCliOutput,
  later,
  recorded,
  replaceable,
  sometimes,
  untyped,
  withMeta,
  type ToolResponse,
} from './95-text-result-helpers.module';

async function run(command: string): Promise<string> {
  if (command.includes('fail')) return '<<<ERROR>>>boom<<<END ERROR>>>';
  if (command.includes('unknown')) return 'unknown is not a command';
  return command.includes('quiet') ? '' : `ran ${command}`;
}

// A helper of this module with branches: a text result or an error result on each path.
function describeCount(count: number): ToolResponse {
  if (count < 0) {
    return { isError: true, content: [{ type: 'text', text: `negative count: ${count}` }] };
  } else {
    const noun = count === 1 ? 'item' : 'items';
    return { content: [{ type: 'text', text: `${count} ${noun}` }] };
  }
}

export function createServer() {
  const server = new McpServer({ name: 'text-result-helpers', version: '1.0.0' });
  const formatter = new Formatter();

  server.tool(
    'list_addons',
    'List add-ons',
    { app: z.string() },
    async ({ app }): Promise<ToolResponse> => {
      const output = await run(`addons --app ${app}`);
      // The CLI's output, as a result.
      return handleCliOutput(output);
    },
  );

  server.registerTool(
    'count',
    { description: 'Describe a count', inputSchema: { count: z.number() } },
    async ({ count }) => {
      if (count === 0) return { content: [{ type: 'text', text: 'nothing' }] };
      return describeCount(count);
    },
  );

  server.registerTool('fail', { description: 'Always fails', inputSchema: { reason: z.string() } }, async ({ reason }) =>
    formatToolError(new Error(reason)),
  );

  server.registerTool('record', { description: 'Record a name', inputSchema: { name: z.string() } }, ({ name }) =>
    recorded(name),
  );

  // Inside the handler's own `try`: a thrown error result would be caught there.
  server.registerTool('guarded', { description: 'Guarded', inputSchema: { app: z.string() } }, async ({ app }) => {
    try {
      return handleCliOutput(await run(app));
    } catch (error) {
      return formatToolError(error);
    }
  });

  server.registerTool('later', { description: 'Async helper', inputSchema: { text: z.string() } }, async ({ text }) =>
    later(text),
  );
  server.registerTool('sometimes', { description: 'May fall through', inputSchema: { text: z.string() } }, async ({ text }) =>
    sometimes(text)!,
  );
  server.registerTool('replaceable', { description: 'A let', inputSchema: { text: z.string() } }, async ({ text }) =>
    replaceable(text),
  );
  server.registerTool('meta', { description: 'Extra keys', inputSchema: { text: z.string() } }, async ({ text }) =>
    withMeta(text),
  );
  server.registerTool('untyped', { description: 'Text of any type', inputSchema: { text: z.string() } }, async ({ text }) =>
    untyped(text),
  );
  server.registerTool('method', { description: 'A method', inputSchema: { text: z.string() } }, async ({ text }) =>
    formatter.format(text),
  );

  return server;
}

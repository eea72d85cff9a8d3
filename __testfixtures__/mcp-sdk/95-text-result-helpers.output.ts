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
import { registerMcpTool, standardTool, textOfMcpResult } from './std-tool';

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

  const listAddons = standardTool({
    name: 'list_addons',
    description: 'List add-ons',
    inputSchema: z.object({ app: z.string() }),
    execute: async ({ app }): Promise<string> => {
      const output = await run(`addons --app ${app}`);
      // The CLI's output, as a result.
      return textOfMcpResult(handleCliOutput(output));
    },
  });
  registerMcpTool(server, listAddons);

  const countDefinition = standardTool({
    name: 'count',
    description: 'Describe a count',
    inputSchema: z.object({ count: z.number() }),
    execute: async ({ count }) => {
      if (count === 0) return 'nothing';
      return textOfMcpResult(describeCount(count));
    },
  });
  registerMcpTool(server, countDefinition);

  const fail = standardTool({
    name: 'fail',
    description: 'Always fails',
    inputSchema: z.object({ reason: z.string() }),
    execute: async ({ reason }) =>
      textOfMcpResult(formatToolError(new Error(reason))),
  });
  registerMcpTool(server, fail);

  const record = standardTool({
    name: 'record',
    description: 'Record a name',
    inputSchema: z.object({ name: z.string() }),
    execute: ({ name }) =>
      textOfMcpResult(recorded(name)),
  });
  registerMcpTool(server, record);

  // Inside the handler's own `try`: a thrown error result would be caught there.
  const guarded = standardTool({
    name: 'guarded',
    description: 'Guarded',
    inputSchema: z.object({ app: z.string() }),
    execute: async ({ app }) => {
      try {
        return handleCliOutput(await run(app));
      } catch (error) {
        return formatToolError(error);
      }
    },
  });
  registerMcpTool(server, guarded);

  const laterDefinition = standardTool({
    name: 'later',
    description: 'Async helper',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      later(text),
  });
  registerMcpTool(server, laterDefinition);
  const sometimesDefinition = standardTool({
    name: 'sometimes',
    description: 'May fall through',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      sometimes(text)!,
  });
  registerMcpTool(server, sometimesDefinition);
  const replaceableDefinition = standardTool({
    name: 'replaceable',
    description: 'A let',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      replaceable(text),
  });
  registerMcpTool(server, replaceableDefinition);
  const meta = standardTool({
    name: 'meta',
    description: 'Extra keys',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      withMeta(text),
  });
  registerMcpTool(server, meta);
  const untypedDefinition = standardTool({
    name: 'untyped',
    description: 'Text of any type',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      untyped(text),
  });
  registerMcpTool(server, untypedDefinition);
  const method = standardTool({
    name: 'method',
    description: 'A method',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) =>
      formatter.format(text),
  });
  registerMcpTool(server, method);

  return server;
}

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

const ECHO_TOOL: Tool = {
  name: 'echo',
  description: 'Echo a message',
  inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
};

export const server = new Server({ name: 'low-level', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    ECHO_TOOL,
    {
      name: 'add',
      description: 'Add two numbers',
      inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case 'echo':
      return { content: [{ type: 'text', text: String(request.params.arguments?.message) }] };
    case 'add': {
      const { a, b } = request.params.arguments as { a: number; b: number };
      return { content: [{ type: 'text', text: String(a + b) }] };
    }
    default:
      throw new Error(`Unknown tool: ${request.params.name}`);
  }
});

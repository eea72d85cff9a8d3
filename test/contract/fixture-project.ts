/**
 * A small project with one module per framework (AI SDK record, MCP server from a
 * zero-argument factory, MCP v2, Genkit instance, LangChain, Mastra), a tool that is not
 * exported, one built inside a function that takes parameters, and a CommonJS module.
 */
import type { TreeSpec } from '../cli/support/temp-project';

export const frameworkFixtures: TreeSpec = {
  'src/ai.ts': `import { tool } from 'ai';
import { z } from 'zod';

export const tools = {
  lookup: tool({
    description: 'Look up a word',
    inputSchema: z.object({ word: z.string().min(1).regex(/^[a-z]+$/), lang: z.enum(['en', 'fr']).optional() }),
    execute: async ({ word }) => word,
  }),
};

const hidden = tool({
  description: 'Never exported',
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => q,
});

export function makeGreeter(greeting: string) {
  return tool({
    description: 'Greets',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => \`\${greeting} \${name}\`,
  });
}

export const used = hidden.description;
`,
  'src/mcp.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function createServer() {
  const server = new McpServer({ name: 'fx', version: '1.0.0' });
  server.registerTool(
    'echo',
    { title: 'Echo', description: 'Echoes its input', inputSchema: { text: z.string().max(200) } },
    async ({ text }) => ({ content: [{ type: 'text', text }] }),
  );
  return server;
}
`,
  'src/mcp-v2.ts': `import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

export const server = new McpServer({ name: 'fx2', version: '1.0.0' });
server.registerTool(
  'count',
  { description: 'Counts words', inputSchema: z.object({ text: z.string(), max: z.number().int().positive().optional() }) },
  async ({ text }) => ({ content: [{ type: 'text', text: String(text.split(' ').length) }] }),
);
`,
  'src/genkit.ts': `import { genkit, z } from 'genkit';

export const ai = genkit({});
ai.defineTool(
  { name: 'add', description: 'Adds two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }), outputSchema: z.number() },
  async ({ a, b }) => a + b,
);
`,
  'src/langchain.ts': `import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const shout = tool(async ({ text }) => text.toUpperCase(), {
  name: 'shout',
  description: 'Shouts the text',
  schema: z.object({ text: z.string().max(100), times: z.number().int().min(1).default(1) }),
});
`,
  'src/mastra.ts': `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const reverse = createTool({
  id: 'reverse',
  description: 'Reverses the text',
  inputSchema: z.object({ text: z.string().email() }),
  outputSchema: z.object({ reversed: z.string() }),
  execute: async ({ context }) => ({ reversed: context.text.split('').reverse().join('') }),
});
`,
  'src/agents.ts': `import { tool } from '@openai/agents';
import { z } from 'zod';

export const spell = tool({
  name: 'spell',
  description: 'Spells the word',
  parameters: z.object({ word: z.string().min(1) }),
  execute: async ({ word }) => word.split('').join('-'),
});
`,
};

frameworkFixtures['src/legacy.cjs'] = `const { tool } = require('ai');
const { z } = require('zod');
exports.legacy = tool({ description: 'CommonJS', inputSchema: z.object({ b: z.number() }), execute: async ({ b }) => b });
`;

/** Modules that misbehave on import, next to one that is fine. */
export const badInputFixtures: TreeSpec = {
  'src/good.ts': `import { tool } from 'ai';
import { z } from 'zod';
export const ok = tool({ description: 'Fine', inputSchema: z.object({ a: z.string() }), execute: async ({ a }) => a });
`,
  'src/throws.ts': `import { tool } from 'ai';
export const unused = tool;
throw new Error('boom at import');
`,
  'src/hangs.ts': `import { tool } from 'ai';
export const unused = tool;
await new Promise(() => setInterval(() => {}, 1000));
`,
  'src/listens.ts': `import { createServer } from 'node:http';
import { tool } from 'ai';
import { z } from 'zod';
createServer(() => {}).listen(0);
export const served = tool({ description: 'Served', inputSchema: z.object({ b: z.number() }), execute: async ({ b }) => b });
`,
};

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'calculator', version: '1.0.0' });

server.registerTool(
  'calculate-bmi',
  {
    title: 'BMI Calculator',
    description: 'Calculate Body Mass Index',
    inputSchema: {
      weightKg: z.number(),
      heightM: z.number(),
    },
    outputSchema: { bmi: z.number() },
  },
  async ({ weightKg, heightM }) => {
    const output = { bmi: weightKg / (heightM * heightM) };
    return {
      content: [{ type: 'text', text: JSON.stringify(output) }],
      structuredContent: output,
    };
  },
);

server.registerTool(
  'divide',
  {
    description: 'Divide two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ quotient: z.number(), exact: z.boolean() }),
  },
  async ({ a, b }) => ({
    content: [{ type: 'text', text: JSON.stringify({ quotient: a / b, exact: a % b === 0 }) }],
    structuredContent: { quotient: a / b, exact: a % b === 0 },
  }),
);

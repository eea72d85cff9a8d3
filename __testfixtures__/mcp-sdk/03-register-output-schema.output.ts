import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

export const server = new McpServer({ name: 'calculator', version: '1.0.0' });

const calculateBmi = standardTool({
  name: 'calculate-bmi',
  title: 'BMI Calculator',
  description: 'Calculate Body Mass Index',
  inputSchema: z.object({
    weightKg: z.number(),
    heightM: z.number(),
  }),
  outputSchema: z.object({ bmi: z.number() }),
  execute: async ({ weightKg, heightM }) => {
    const output = { bmi: weightKg / (heightM * heightM) };
    return output;
  },
});
registerMcpTool(server, calculateBmi);

const divide = standardTool({
  name: 'divide',
  description: 'Divide two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.object({ quotient: z.number(), exact: z.boolean() }),
  execute: async ({ a, b }) => ({ quotient: a / b, exact: a % b === 0 }),
});
registerMcpTool(server, divide);

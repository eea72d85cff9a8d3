import { tool } from 'ai';
import { z } from 'zod';

const defaultCity = <string>process.env.DEFAULT_CITY;
const identity = <T,>(value: T) => value;

export const cityTool = tool({
  description: 'The default city',
  inputSchema: z.object({ fallback: z.string().optional() }),
  execute: async ({ fallback }) => identity(<string>(fallback ?? defaultCity)),
});

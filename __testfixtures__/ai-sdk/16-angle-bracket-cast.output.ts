import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

const defaultCity = <string>process.env.DEFAULT_CITY;
const identity = <T,>(value: T) => value;

export const city = {
  name: 'city',
  description: 'The default city',
  inputSchema: z.object({ fallback: z.string().optional() }),
  execute: async ({ fallback }) => identity(<string>(fallback ?? defaultCity)),
} satisfies StandardTool;
export const cityTool = toAiSdk(city);

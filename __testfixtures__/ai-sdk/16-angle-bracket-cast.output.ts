import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

const defaultCity = <string>process.env.DEFAULT_CITY;
const identity = <T,>(value: T) => value;

export const city = standardTool({
  name: 'city',
  description: 'The default city',
  inputSchema: z.object({ fallback: z.string().optional() }),
  execute: async ({ fallback }) => identity(<string>(fallback ?? defaultCity)),
});
export const cityTool = toAiSdk(city);

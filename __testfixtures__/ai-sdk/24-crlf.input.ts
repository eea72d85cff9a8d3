import { tool } from 'ai';
import { z } from 'zod';

/** Echo. */
export const echoTool = tool({
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  strict: true,
  execute: async ({ text }) => text,
});

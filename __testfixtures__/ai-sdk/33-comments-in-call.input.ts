import { tool } from 'ai';
import { z } from 'zod';

export const lookupTool = tool(/* the config */ {
  description: 'Look a key up',
  inputSchema: z.object({ key: z.string() }),
  async execute({ key }) {
    return key.toUpperCase();
  },
} /* end of config */);

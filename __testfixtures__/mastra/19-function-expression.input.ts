import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export default createTool({
  id: 'shout',
  description: 'Upper-case the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async function shout({ context: { text } }, opts) {
    return { text: text.toUpperCase(), call: opts?.toolCallId };
  },
});

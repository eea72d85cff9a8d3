import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

const shoutDefinition = standardTool({
  name: 'shout',
  description: 'Upper-case the text',
  inputSchema: z.object({ text: z.string() }),
  execute: async function shout({ text }, { options: opts }: MastraToolContext) {
    return { text: text.toUpperCase(), call: opts?.toolCallId };
  },
});
export default toMastra(shoutDefinition);

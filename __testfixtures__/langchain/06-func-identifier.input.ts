import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const translateInput = z.object({ text: z.string(), to: z.string() });

async function translate({ text, to }: z.infer<typeof translateInput>) {
  return `${text} (${to})`;
}

export const translateTool = tool(translate, {
  name: 'translate',
  description: 'Translate text',
  schema: translateInput,
});

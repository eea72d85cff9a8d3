import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const translateInput = z.object({ text: z.string(), to: z.string() });

async function translate({ text, to }: z.infer<typeof translateInput>) {
  return `${text} (${to})`;
}

export const translateDefinition = standardTool({
  name: 'translate',
  description: 'Translate text',
  inputSchema: translateInput,
  execute: translate,
});
export const translateTool = toLangChain(translateDefinition);

import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

const TranslateInput = z.object({ text: z.string(), to: z.enum(['fr', 'de']) });

async function translate({ text, to }: z.infer<typeof TranslateInput>) {
  return `${to}:${text}`;
}

export const translateDefinition = standardTool({
  name: 'translate',
  description: 'Translates text',
  inputSchema: TranslateInput,
  execute: translate,
});
export const translateTool = toGenkit(ai, translateDefinition);

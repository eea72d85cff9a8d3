import { genkit, z } from 'genkit';

export const ai = genkit({});

const TranslateInput = z.object({ text: z.string(), to: z.enum(['fr', 'de']) });

async function translate({ text, to }: z.infer<typeof TranslateInput>) {
  return `${to}:${text}`;
}

export const translateTool = ai.defineTool(
  { name: 'translate', description: 'Translates text', inputSchema: TranslateInput },
  translate,
);

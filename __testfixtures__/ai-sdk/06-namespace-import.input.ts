import * as ai from 'ai';
import { z } from 'zod';

export const calculator = ai.tool({
  description: 'Evaluate an arithmetic expression',
  inputSchema: z.object({ expression: z.string() }),
  execute: async ({ expression }) => String(evaluate(expression)),
});

export function answer(model: ai.LanguageModel, prompt: string) {
  return ai.generateText({ model, prompt, tools: { calculator } });
}

declare function evaluate(expression: string): number;

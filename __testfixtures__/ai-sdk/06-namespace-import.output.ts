import * as ai from 'ai';
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const calculatorDefinition = standardTool({
  name: 'calculator',
  description: 'Evaluate an arithmetic expression',
  inputSchema: z.object({ expression: z.string() }),
  execute: async ({ expression }) => String(evaluate(expression)),
});
export const calculator = toAiSdk(calculatorDefinition);

export function answer(model: ai.LanguageModel, prompt: string) {
  return ai.generateText({ model, prompt, tools: { calculator } });
}

declare function evaluate(expression: string): number;

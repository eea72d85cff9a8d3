import * as ai from 'ai';
import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

export const calculatorDefinition = {
  name: 'calculator',
  description: 'Evaluate an arithmetic expression',
  inputSchema: z.object({ expression: z.string() }),
  execute: async ({ expression }) => String(evaluate(expression)),
} satisfies StandardTool;
export const calculator = toAiSdk(calculatorDefinition);

export function answer(model: ai.LanguageModel, prompt: string) {
  return ai.generateText({ model, prompt, tools: { calculator } });
}

declare function evaluate(expression: string): number;

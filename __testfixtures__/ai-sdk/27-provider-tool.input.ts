import { openai } from '@ai-sdk/openai';
import { generateText } from 'ai';

export const run = (prompt: string) =>
  generateText({
    model: openai('gpt-4o'),
    prompt,
    tools: { web_search: openai.tools.webSearch({}) },
  });

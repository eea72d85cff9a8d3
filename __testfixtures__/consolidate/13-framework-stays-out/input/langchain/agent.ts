import { HumanMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { searchIndex } from '../docs';

export const searchDocsTool = tool(async ({ query }) => `Found: ${searchIndex(query)}`, {
  name: 'search_docs',
  description: 'Search the documentation',
  schema: z.object({ query: z.string().describe('What to look for') }),
});

export const firstMessage = (question: string) => new HumanMessage(question);

import { tool } from '@langchain/core/tools';
import { getContextVariable } from '@langchain/core/context';
import { getConfig as graphConfig } from '@langchain/langgraph';
import { z } from 'zod';

// A context variable set by the caller's run: only LangChain has it.
export const currentUser = tool(async () => String(getContextVariable('userId')), {
  name: 'current_user',
  description: 'The user of this run',
  schema: z.object({}),
});

// LangGraph's config of the running graph, imported under another name.
export const threadId = tool(async () => String(graphConfig().configurable?.thread_id), {
  name: 'thread_id',
  description: 'The thread of this run',
  schema: z.object({}),
});

// A function of its own under the same name, inside the tool: nothing of LangChain's.
export const echo = tool(
  async ({ text }) => {
    const getContextVariable = (name: string) => name;
    return getContextVariable(text);
  },
  { name: 'echo', description: 'Echo', schema: z.object({ text: z.string() }) },
);

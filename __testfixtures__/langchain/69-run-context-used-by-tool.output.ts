import { getContextVariable } from '@langchain/core/context';
import { getConfig as graphConfig } from '@langchain/langgraph';
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

// A context variable set by the caller's run: only LangChain has it.
export const currentUserDefinition = standardTool({
  name: 'current_user',
  description: 'The user of this run',
  inputSchema: z.object({}),
  execute: async () => String(getContextVariable('userId')),
});
export const currentUser = toLangChain(currentUserDefinition);

// LangGraph's config of the running graph, imported under another name.
export const threadIdDefinition = standardTool({
  name: 'thread_id',
  description: 'The thread of this run',
  inputSchema: z.object({}),
  execute: async () => String(graphConfig().configurable?.thread_id),
});
export const threadId = toLangChain(threadIdDefinition);

// A function of its own under the same name, inside the tool: nothing of LangChain's.
export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => {
    const getContextVariable = (name: string) => name;
    return getContextVariable(text);
  },
});
export const echo = toLangChain(echoDefinition);

import type { StructuredToolInterface } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const echoDefinition = standardTool({
  name: 'echo',
  description: 'Echo the text',
  inputSchema: z.object({ text: z.string() }),
  execute: ({ text }) => text,
});
export const echo = toLangChain(echoDefinition);

export const all: StructuredToolInterface[] = [echo];

import { z } from 'zod';
import { standardTool, toOpenAIAgents } from './std-tool';

async function getTime({ zone }: { zone: string }) {
  return `12:00 in ${zone}`;
}

export const getTimeDefinition = standardTool({
  name: 'getTime',
  description: 'The time in a zone',
  inputSchema: z.object({ zone: z.string() }),
  execute: getTime,
});
export const timeTool = toOpenAIAgents(getTimeDefinition);

export const todayDefinition = standardTool({
  name: 'today',
  description: 'The date',
  inputSchema: z.object({}),
  execute: async function today() {
    return '2026-12-05';
  },
});
export const dateTool = toOpenAIAgents(todayDefinition);

export const execute = standardTool({
  name: 'execute',
  description: 'Named execute by the SDK',
  inputSchema: z.object({}),
  execute: async () => 'ok',
});
export const anonymous = toOpenAIAgents(execute);

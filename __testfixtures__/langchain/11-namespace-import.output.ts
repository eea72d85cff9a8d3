import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const pingDefinition = standardTool({
  name: 'ping',
  description: 'Ping',
  inputSchema: z.object({}),
  execute: async () => 'pong',
});
export const ping = toLangChain(pingDefinition);

export const pongDefinition = standardTool({
  name: 'pong',
  description: 'Pong',
  inputSchema: z.object({}),
  execute: async () => 'ping',
});
export const pong = toLangChain(pongDefinition);

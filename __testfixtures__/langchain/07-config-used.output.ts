import type { ToolRunnableConfig } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

export const whoamiDefinition = standardTool({
  name: 'whoami',
  description: 'Echo with the call id',
  inputSchema: z.object({ echo: z.string() }),
  execute: async ({ echo }, config: ToolRunnableConfig) => `${echo} from ${config.toolCall?.id ?? 'direct'}`,
});
export const whoami = toLangChain(whoamiDefinition);

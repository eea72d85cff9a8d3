import { tool, type ToolRunnableConfig } from '@langchain/core/tools';
import { z } from 'zod';

export const whoami = tool(
  async ({ echo }, config: ToolRunnableConfig) => `${echo} from ${config.toolCall?.id ?? 'direct'}`,
  {
    name: 'whoami',
    description: 'Echo with the call id',
    schema: z.object({ echo: z.string() }),
  },
);

import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const lookup = standardTool({
  name: 'lookup',
  description: 'Look a key up',
  inputSchema: z.object({ key: z.string() }),
  async execute({ key }) {
    return key.toUpperCase();
  },
});
export const lookupTool = toAiSdk(/* the config */ lookup /* end of config */);

import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

const tool21ExportDefaultInput = standardTool({
  name: '21-export-default.input',
  description: 'Roll a die',
  inputSchema: z.object({ sides: z.number().int().min(2).default(6) }),
  execute: async ({ sides }) => 1 + Math.floor(Math.random() * sides),
});
export default toAiSdk(tool21ExportDefaultInput);

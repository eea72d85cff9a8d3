import { z } from 'zod';
import { runReport } from './reports';
import { standardTool, toLangChain } from './std-tool';

export const report = standardTool({
  name: 'report',
  description: 'Build a report',
  inputSchema: z.object({ month: z.string() }),
  execute: runReport,
});
export const reportTool = toLangChain(report);

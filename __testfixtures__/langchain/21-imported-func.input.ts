import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { runReport } from './reports';

export const reportTool = tool(runReport, {
  name: 'report',
  description: 'Build a report',
  schema: z.object({ month: z.string() }),
});

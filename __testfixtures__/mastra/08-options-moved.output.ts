import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const approve = standardTool({
  name: 'approve-payment',
  description: 'Pay an invoice after approval',
  inputSchema: z.object({ invoice: z.string() }),
  execute: async (context, { suspend, resumeData }) => {
    if (!resumeData) return suspend?.({ reason: 'needs approval' });
    return { paid: context.invoice };
  },
});
export const approveTool = toMastra(approve, {
  suspendSchema: z.object({ reason: z.string() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  requireApproval: true,
  mcp: { annotations: { destructiveHint: true } },
});

import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const approveTool = createTool({
  id: 'approve-payment',
  description: 'Pay an invoice after approval',
  inputSchema: z.object({ invoice: z.string() }),
  suspendSchema: z.object({ reason: z.string() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  requireApproval: true,
  execute: async ({ context, suspend, resumeData }) => {
    if (!resumeData) return suspend?.({ reason: 'needs approval' });
    return { paid: context.invoice };
  },
  mcp: { annotations: { destructiveHint: true } },
});

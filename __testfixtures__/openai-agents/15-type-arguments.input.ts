import { tool } from '@openai/agents';
import { z } from 'zod';

interface RealtimeContextData {
  history: string[];
}

const refundParameters = z.object({ request: z.string() });

export const refundSupervisor = tool<typeof refundParameters, RealtimeContextData>({
  name: 'escalateToRefundSupervisor',
  description: 'Escalate a refund request to the refund supervisor',
  parameters: refundParameters,
  execute: async ({ request }, details) => {
    const history = details?.context?.history ?? [];
    return `${request} after ${history.length} messages`;
  },
});

export const plain = tool<typeof refundParameters>({
  name: 'plain',
  description: 'Only the parameters type',
  parameters: refundParameters,
  execute: async ({ request }) => request,
});

import { z } from 'zod';
import { type OpenAIAgentsRunContext, standardTool, toOpenAIAgents } from './std-tool';

interface RealtimeContextData {
  history: string[];
}

const refundParameters = z.object({ request: z.string() });

export const escalateToRefundSupervisor = standardTool({
  name: 'escalateToRefundSupervisor',
  description: 'Escalate a refund request to the refund supervisor',
  inputSchema: refundParameters,
  execute: async ({ request }, details: OpenAIAgentsRunContext<RealtimeContextData> | undefined) => {
    const history = details?.context?.history ?? [];
    return `${request} after ${history.length} messages`;
  },
});
export const refundSupervisor = toOpenAIAgents(escalateToRefundSupervisor);

export const plainDefinition = standardTool({
  name: 'plain',
  description: 'Only the parameters type',
  inputSchema: refundParameters,
  execute: async ({ request }) => request,
});
export const plain = toOpenAIAgents(plainDefinition);

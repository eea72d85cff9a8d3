import { streamText } from 'ai';
import { z } from 'zod';
import { toAiSdk } from './std-tool';

export async function POST(request: Request) {
  const { messages, userId } = await request.json();
  const db = await connect();

  const result = streamText({
    model: 'openai/gpt-4o',
    messages,
    tools: {
      listOrders: toAiSdk({
        name: 'listOrders',
        description: 'List the orders of the signed-in user',
        inputSchema: z.object({ status: z.enum(['open', 'closed']).default('open') }),
        execute: async ({ status }) => db.orders.find({ userId, status }),
      }),
    },
  });

  return result.toUIMessageStreamResponse();
}

declare function connect(): Promise<any>;

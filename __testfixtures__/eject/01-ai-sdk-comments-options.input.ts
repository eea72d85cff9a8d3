// Tools for the support assistant.
import { z } from 'zod';
import { standardTool, toAiSdk, type AiSdkExecuteOptions } from './std-tool';

/**
 * Looks a ticket up by its number.
 */
export const ticket = standardTool({
  name: 'ticket',
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number */
  inputSchema: z.object({ id: z.number() }),
  execute: async ({ id }, { toolCallId }: AiSdkExecuteOptions) => {
    // TODO: cache lookups
    return { id, toolCallId }; // may be null
  },
});
export const ticketTool = toAiSdk(ticket, {
  strict: true,
  // Only the id goes back to the model.
  toModelOutput: ({ output }) => ({ type: 'text', value: String(output.id) }),
}); // end of ticketTool

export const tools = {
  echo: toAiSdk({
    name: 'echo',
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  }),
};

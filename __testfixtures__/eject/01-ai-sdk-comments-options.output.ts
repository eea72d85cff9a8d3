// Tools for the support assistant.
import { tool } from 'ai';
import { z } from 'zod';

/**
 * Looks a ticket up by its number.
 */
export const ticketTool = tool({
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number */
  inputSchema: z.object({ id: z.number() }),
  strict: true,
  execute: async ({ id }, { toolCallId }) => {
    // TODO: cache lookups
    return { id, toolCallId }; // may be null
  },
  // Only the id goes back to the model.
  toModelOutput: ({ output }) => ({ type: 'text', value: String(output.id) }),
}); // end of ticketTool

export const tools = {
  echo: tool({
    description: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text,
  }),
};

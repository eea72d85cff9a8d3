// Tools for the support desk.
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

/**
 * Looks a ticket up by its number.
 * @see https://example.com/tickets
 */
export const ticketTool = createTool({
  id: 'find-ticket',
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number, e.g. 4711 */
  inputSchema: z.object({ id: z.number() }),
  execute: async ({ context }) => {
    // TODO: cache lookups
    return findTicket(context.id); // may be null
  },
}); // end of ticketTool

declare function findTicket(id: number): Promise<unknown>;

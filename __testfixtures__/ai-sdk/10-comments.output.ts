// Tools for the support assistant.
import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

/**
 * Looks a ticket up by its number.
 * @see https://example.com/tickets
 */
export const ticket = standardTool({
  name: 'ticket',
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number, e.g. 4711 */
  inputSchema: z.object({ id: z.number() }),
  execute: async ({ id }) => {
    // TODO: cache lookups
    return findTicket(id); // may be null
  },
});
export const ticketTool = toAiSdk(ticket); // end of ticketTool

declare function findTicket(id: number): Promise<unknown>;

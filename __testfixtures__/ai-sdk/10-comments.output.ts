// Tools for the support assistant.
import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

/**
 * Looks a ticket up by its number.
 * @see https://example.com/tickets
 */
export const ticket = {
  name: 'ticket',
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number, e.g. 4711 */
  inputSchema: z.object({ id: z.number() }),
  execute: async ({ id }) => {
    // TODO: cache lookups
    return findTicket(id); // may be null
  },
} satisfies StandardTool;
export const ticketTool = toAiSdk(ticket); // end of ticketTool

declare function findTicket(id: number): Promise<unknown>;

// Tools for the support assistant.
import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

/** Looks a ticket up by its number. */
export const ticket = standardTool({
  name: 'ticket',
  // The model sees this name.
  // stable: prompts refer to it
  // Shown to the model: keep it short.
  description: 'Find a support ticket',
  /* the ticket number, e.g. 4711 */
  inputSchema: z.object({ id: z.number() }),
  // Runs on every lookup.
  execute: async ({ id }) => {
    // TODO: cache lookups
    return findTicket(id); // may be null
  }, // end of the function
});
export const ticketTool = toLangChain(ticket, {
  returnDirect: true, // the answer is the ticket
}); // end of ticketTool

declare function findTicket(id: number): Promise<string>;

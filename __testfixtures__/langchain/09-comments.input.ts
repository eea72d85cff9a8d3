// Tools for the support assistant.
import { tool } from '@langchain/core/tools';
import { z } from 'zod';

/** Looks a ticket up by its number. */
export const ticketTool = tool(
  // Runs on every lookup.
  async ({ id }) => {
    // TODO: cache lookups
    return findTicket(id); // may be null
  }, // end of the function
  {
    // The model sees this name.
    name: 'ticket', // stable: prompts refer to it
    // Shown to the model: keep it short.
    description: 'Find a support ticket',
    /* the ticket number, e.g. 4711 */
    schema: z.object({ id: z.number() }),
    returnDirect: true, // the answer is the ticket
  },
); // end of ticketTool

declare function findTicket(id: number): Promise<string>;

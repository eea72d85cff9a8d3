import { tool } from 'ai';
import { z } from 'zod';

// Executed on the client: there is nothing to run on the server.
export const askForConfirmation = tool({
  description: 'Ask the user for confirmation',
  inputSchema: z.object({ message: z.string() }),
});

import { tool } from 'ai';
import { z } from 'zod';

export class SupportAgent {
  constructor(private readonly tickets: Map<string, string>) {}

  // A field: rewritten in place, it keeps reading `this`.
  readonly lookup = tool({
    description: 'Find a ticket',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }) => this.tickets.get(id) ?? 'not found',
  });
}

import { StructuredTool, Tool } from '@langchain/core/tools';
import { z } from 'zod';

const lookupSchema = z.object({ id: z.string().describe('The order id') });

/** Looks an order up; other modules construct it (`new LookupTool()`). */
export class LookupTool extends StructuredTool<typeof lookupSchema> {
  name = 'lookup_order';
  description = 'Looks an order up by its id';
  schema = lookupSchema;

  async _call({ id }: z.infer<typeof lookupSchema>): Promise<string> {
    return `order ${id}`;
  }
}

// A string-input tool whose answer ends the agent's run.
export class PlaceOrderTool extends Tool {
  name = 'place_order_tool';
  description = 'Places the final order';
  returnDirect = true;

  async _call(): Promise<string> {
    return 'placed';
  }
}

class Shout extends Tool {
  name = 'shout';
  description = 'Shouts';
  async _call(input: string) {
    return input.toUpperCase();
  }
}

interface Named {
  name: string;
}

export default class Echo extends StructuredTool implements Named {
  name = 'echo';
  description = 'Echoes';
  schema = z.object({ text: z.string() });
  async _call({ text }: { text: string }) {
    return text;
  }
}

// Named as a type and checked with instanceof in this file only.
class Clock extends StructuredTool {
  name = 'clock';
  description = 'Tells the time';
  schema = z.object({});
  async _call() {
    return '12:00';
  }
}

const clock: Clock = new Clock();
export const isClock = (value: unknown) => value instanceof Clock;
export const tools = [new LookupTool(), new Shout(), clock];
export { Shout };

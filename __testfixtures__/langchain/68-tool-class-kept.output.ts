import { z } from 'zod';
import { standardTool, toLangChainClass } from './std-tool';

const lookupSchema = z.object({ id: z.string().describe('The order id') });

/** Looks an order up; other modules construct it (`new LookupTool()`). */
export const lookupOrder = standardTool({
  name: 'lookup_order',
  description: 'Looks an order up by its id',
  inputSchema: lookupSchema,
  async execute({ id }: z.infer<typeof lookupSchema>): Promise<string> {
    return `order ${id}`;
  },
});
export class LookupTool extends toLangChainClass(lookupOrder) {}

// A string-input tool whose answer ends the agent's run.
export const placeOrder = standardTool({
  name: 'place_order_tool',
  description: 'Places the final order',
  inputSchema: z.string(),
  async execute(): Promise<string> {
    return 'placed';
  },
});
export class PlaceOrderTool extends toLangChainClass(placeOrder, { returnDirect: true }) {}

export const shout = standardTool({
  name: 'shout',
  description: 'Shouts',
  inputSchema: z.string(),
  async execute(input: string) {
    return input.toUpperCase();
  },
});
class Shout extends toLangChainClass(shout) {}

interface Named {
  name: string;
}

export const echo = standardTool({
  name: 'echo',
  description: 'Echoes',
  inputSchema: z.object({ text: z.string() }),
  async execute({ text }: { text: string }) {
    return text;
  },
});
export default class Echo extends toLangChainClass(echo) implements Named {}

// Named as a type and checked with instanceof in this file only.
const clockDefinition = standardTool({
  name: 'clock',
  description: 'Tells the time',
  inputSchema: z.object({}),
  async execute() {
    return '12:00';
  },
});
class Clock extends toLangChainClass(clockDefinition) {}

const clock: Clock = new Clock();
export const isClock = (value: unknown) => value instanceof Clock;
export const tools = [new LookupTool(), new Shout(), clock];
export { Shout };

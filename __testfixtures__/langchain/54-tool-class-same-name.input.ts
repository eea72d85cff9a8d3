import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

const adderSchema = z
  .object({ a: z.number().int(), b: z.number().int() })
  .describe('Add two integers');

// The description falls back from the schema's own: a string either way.
class AdderTool extends StructuredTool {
  name = 'adder';

  description = adderSchema.description ?? 'description';

  schema = adderSchema;

  async _call(input: { a: number; b: number }) {
    return JSON.stringify({ result: input.a + input.b });
  }
}

export function first() {
  // Each test declares its own Calculator: the other one is not a use of this class.
  class Calculator extends StructuredTool {
    name = 'calculator';
    description = 'Calculates';
    schema = z.object({ expression: z.string() });
    async _call({ expression }: { expression: string }) {
      return `first: ${expression}`;
    }
  }
  return [new Calculator(), new AdderTool()];
}

export function second() {
  class Calculator extends StructuredTool {
    name = 'calculator';
    description = 'Calculates again';
    schema = z.object({ expression: z.string() });
    async _call({ expression }: { expression: string }) {
      return `second: ${expression}`;
    }
  }
  return [new Calculator()];
}

export function third(): StructuredTool {
  // Used as a type here: stays a class.
  class Calculator extends StructuredTool {
    name = 'calculator';
    description = 'Typed';
    schema = z.object({});
    async _call() {
      return 'third';
    }
  }
  const made: Calculator = new Calculator();
  return made;
}

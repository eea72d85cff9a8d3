import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { standardTool, toLangChain, toLangChainClass } from './std-tool';

const adderSchema = z
  .object({ a: z.number().int(), b: z.number().int() })
  .describe('Add two integers');

// The description falls back from the schema's own: a string either way.
const adder = standardTool({
  name: 'adder',
  description: adderSchema.description ?? 'description',
  inputSchema: adderSchema,
  async execute(input: { a: number; b: number }) {
    return JSON.stringify({ result: input.a + input.b });
  },
});

export function first() {
  // Each test declares its own Calculator: the other one is not a use of this class.
  const calculator = standardTool({
    name: 'calculator',
    description: 'Calculates',
    inputSchema: z.object({ expression: z.string() }),
    async execute({ expression }: { expression: string }) {
      return `first: ${expression}`;
    },
  });
  return [toLangChain(calculator), toLangChain(adder)];
}

export function second() {
  const calculatorDefinition = standardTool({
    name: 'calculator',
    description: 'Calculates again',
    inputSchema: z.object({ expression: z.string() }),
    async execute({ expression }: { expression: string }) {
      return `second: ${expression}`;
    },
  });
  return [toLangChain(calculatorDefinition)];
}

export function third(): StructuredTool {
  // Used as a type here: stays a class.
  const calculatorDefinition2 = standardTool({
    name: 'calculator',
    description: 'Typed',
    inputSchema: z.object({}),
    async execute() {
      return 'third';
    },
  });
  class Calculator extends toLangChainClass(calculatorDefinition2) {}
  const made: Calculator = new Calculator();
  return made;
}

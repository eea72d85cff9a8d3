import { DynamicStructuredTool, DynamicTool, StructuredTool } from '@langchain/core/tools';
import * as tools from '@langchain/core/tools';
import { z } from 'zod';

// A chain wrapped as a tool: a DynamicTool subclass (string input).
export class ChainTool extends DynamicTool {
  constructor() {
    super({ name: 'chain', description: 'Runs the chain', func: async (input) => input.toUpperCase() });
  }
}

class Structured extends DynamicStructuredTool {}

const Anonymous = class extends tools.StructuredTool {
  name = 'anonymous';
  description = 'Echoes';
  schema = z.object({ text: z.string() });
  async _call({ text }: { text: string }) {
    return text;
  }
};

export { Structured, Anonymous, StructuredTool };

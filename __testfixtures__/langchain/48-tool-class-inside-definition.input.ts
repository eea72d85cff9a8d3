import { StructuredTool, tool } from '@langchain/core/tools';
import { z } from 'zod';

// Its only `new Echo()` is inside a tool() that moves: the class stays, the tool() migrates.
class Echo extends StructuredTool {
  name = 'echo';
  description = 'Echoes';
  schema = z.object({ text: z.string() });
  async _call({ text }: { text: string }) {
    return text;
  }
}

export const wrapper = tool(async ({ text }) => new Echo().invoke({ text }), {
  name: 'wrapper',
  description: 'Wraps echo',
  schema: z.object({ text: z.string() }),
});

// `_call` builds another instance of its own class.
class Recursive extends StructuredTool {
  name = 'recursive';
  description = 'Calls itself once';
  schema = z.object({ depth: z.number() });
  async _call({ depth }: { depth: number }): Promise<string> {
    return depth > 0 ? new Recursive().invoke({ depth: depth - 1 }) : 'done';
  }
}

export const tools = [new Recursive()];

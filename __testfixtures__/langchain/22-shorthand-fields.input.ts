import { tool } from 'langchain/tools';
import { z } from 'zod';

const description = 'Convert a temperature';
const schema = z.object({ celsius: z.number() });

export function temperatureTools() {
  const convert = tool(async ({ celsius }) => (celsius * 9) / 5 + 32, { name: 'convert', description, schema });
  return { convert };
}

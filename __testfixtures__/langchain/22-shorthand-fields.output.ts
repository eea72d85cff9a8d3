import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool';

const description = 'Convert a temperature';
const schema = z.object({ celsius: z.number() });

export function temperatureTools() {
  const convertDefinition = standardTool({
    name: 'convert',
    description,
    inputSchema: schema,
    execute: async ({ celsius }) => (celsius * 9) / 5 + 32,
  });
  const convert = toLangChain(convertDefinition);
  return { convert };
}

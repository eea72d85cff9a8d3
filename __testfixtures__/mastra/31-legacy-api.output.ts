import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

// The pre-0.1 API (2024): label, schema and executor, no id.
export const birdChecker = createTool({
  label: 'Check bird',
  schema: z.object({ imageUrl: z.string() }),
  description: 'Checks whether an image shows a bird',
  executor: async ({ data }) => ({ bird: data.imageUrl.includes('bird') }),
});

// A current tool whose id is built at run time keeps it as written.
const prefix = 'bird';
export const counterDefinition = standardTool({
  name: `${prefix}-counter`,
  description: 'Counts birds',
  inputSchema: z.object({ n: z.number() }),
  execute: async (context) => context.n,
});
export const counter = toMastra(counterDefinition);

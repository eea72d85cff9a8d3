import type { Mastra } from '@mastra/core';

declare function createTool<T>(config: T): T;

export const weatherTool = createTool({
  id: 'weather',
  description: 'Current weather',
  execute: async ({ context }: { context: { city: string } }) => context.city,
});

export type App = Mastra;

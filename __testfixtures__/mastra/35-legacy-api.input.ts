import { createTool } from '@mastra/core';
import { z } from 'zod';
import { getRandomImage, searchCoins } from './system-tools';

export const getRandomImageTool = createTool({
  label: 'Get a random image from unsplash',
  description: 'Gets a random image from unsplash based on the selected option',
  schema: z.object({
    query: z.enum(['wildlife', 'feathers', 'flying', 'birds']),
  }),
  executor: async ({ data }) => {
    return getRandomImage(data);
  },
});

export const getCryptoPrice = createTool({
  label: 'Get crypto price by id',
  schema: z.object({ id: z.string() }),
  description: 'Get crypto price by id',
  executor: async ({ data: { id } }) => `price of ${id}`,
});

export const searchCryptoCoins = createTool({
  label: 'Search crypto coins',
  schema: z.object({ keyword: z.string() }),
  description: 'Search all available crypto coins by a keyword',
  executor: async (params) => {
    const {
      data: { keyword },
    } = params;
    return searchCoins(keyword);
  },
});

// The spec writer: reads Mastra's own context too.
export const siteCrawl = createTool({
  label: 'Site Crawl',
  schema: z.object({ url: z.string() }),
  description: 'Crawl a website',
  documentation: 'Crawls one site',
  outputSchema: z.object({ success: z.boolean() }),
  executor: async ({ data, integrationsRegistry, agents }) => {
    const crawler = integrationsRegistry().get('FIRECRAWL');
    return { success: Boolean(crawler && agents?.size && data.url) };
  },
});

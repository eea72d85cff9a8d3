import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';
import { getRandomImage, searchCoins } from './system-tools';

export const getRandomImageDefinition = standardTool({
  name: 'getRandomImageTool',
  title: 'Get a random image from unsplash',
  description: 'Gets a random image from unsplash based on the selected option',
  inputSchema: z.object({
    query: z.enum(['wildlife', 'feathers', 'flying', 'birds']),
  }),
  execute: async (data) => {
    return getRandomImage(data);
  },
});
export const getRandomImageTool = toMastra(getRandomImageDefinition);

export const getCryptoPriceDefinition = standardTool({
  name: 'getCryptoPrice',
  title: 'Get crypto price by id',
  inputSchema: z.object({ id: z.string() }),
  description: 'Get crypto price by id',
  execute: async ({ id }) => `price of ${id}`,
});
export const getCryptoPrice = toMastra(getCryptoPriceDefinition);

export const searchCryptoCoinsDefinition = standardTool({
  name: 'searchCryptoCoins',
  title: 'Search crypto coins',
  inputSchema: z.object({ keyword: z.string() }),
  description: 'Search all available crypto coins by a keyword',
  execute: async ({ keyword }) => {
    return searchCoins(keyword);
  },
});
export const searchCryptoCoins = toMastra(searchCryptoCoinsDefinition);

// The spec writer: reads Mastra's own context too.
export const siteCrawlDefinition = standardTool({
  name: 'siteCrawl',
  title: 'Site Crawl',
  inputSchema: z.object({ url: z.string() }),
  description: 'Crawl a website',
  outputSchema: z.object({ success: z.boolean() }),
  execute: async (data, { integrationsRegistry, agents }) => {
    const crawler = integrationsRegistry().get('FIRECRAWL');
    return { success: Boolean(crawler && agents?.size && data.url) };
  },
});
export const siteCrawl = toMastra(siteCrawlDefinition, {
  documentation: 'Crawls one site',
});

import { z } from 'zod';
import { toAiSdk, type StandardTool } from './std-tool';

export const showCardDefinition = {
  name: 'showCard',
  description: 'Show a product card',
  inputSchema: z.object({ sku: z.string() }),
  execute: async ({ sku }) => ({ sku }),
} satisfies StandardTool;
export const showCard = toAiSdk(showCardDefinition);

export function ProductCard({ sku }: { sku: string }) {
  return <div className="card">{sku}</div>;
}

import { z } from 'zod';
import { standardTool, toAiSdk } from './std-tool';

export const showCardDefinition = standardTool({
  name: 'showCard',
  description: 'Show a product card',
  inputSchema: z.object({ sku: z.string() }),
  execute: async ({ sku }) => ({ sku }),
});
export const showCard = toAiSdk(showCardDefinition);

export function ProductCard({ sku }: { sku: string }) {
  return <div className="card">{sku}</div>;
}

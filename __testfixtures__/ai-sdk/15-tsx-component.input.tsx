import { tool } from 'ai';
import { z } from 'zod';

export const showCard = tool({
  description: 'Show a product card',
  inputSchema: z.object({ sku: z.string() }),
  execute: async ({ sku }) => ({ sku }),
});

export function ProductCard({ sku }: { sku: string }) {
  return <div className="card">{sku}</div>;
}

const RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85 };

export interface Conversion {
  amount: number;
  from: string;
  to: string;
  converted: number;
}

// As a JSON response would be typed: nothing proves its JSON text a string, so MCP's copy gets a template
// (around the awaited data, which is never a promise itself).
export async function conversion(amount: number, from: string, to: string): Promise<any> {
  const converted = Number(((amount / (RATES[from] ?? 1)) * (RATES[to] ?? 1)).toFixed(2));
  const result: Conversion = { amount, from, to, converted };
  return result;
}

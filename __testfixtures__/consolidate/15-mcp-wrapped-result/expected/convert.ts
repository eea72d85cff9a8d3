const RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85 };

export function formatConversion(amount: number, from: string, to: string): string {
  const converted = (amount / (RATES[from] ?? 1)) * (RATES[to] ?? 1);
  return `${amount} ${from} = ${converted.toFixed(2)} ${to}`;
}

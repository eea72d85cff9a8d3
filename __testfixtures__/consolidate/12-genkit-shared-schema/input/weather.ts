import { z } from 'genkit';

/** The input every framework's weather tool takes (Genkit's zod). */
export const cityInput = z.object({ city: z.string().describe('City name') });

export function forecastFor(city: string): string {
  return `Sunny in ${city}`;
}

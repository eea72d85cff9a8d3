export function forecastFor(city: string): string {
  return `Sunny in ${city}`;
}

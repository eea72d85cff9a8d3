// Plain business logic shared by every integration. The numbers are derived from
// the city name so that the demo (and the tests) are deterministic and offline.

export type TemperatureUnit = 'celsius' | 'fahrenheit';

export interface WeatherReport {
  city: string;
  temperature: number;
  unit: TemperatureUnit;
  conditions: string;
  humidity: number;
}

export interface DailyForecast {
  date: string;
  high: number;
  low: number;
  conditions: string;
}

const CONDITIONS = ['sunny', 'partly cloudy', 'overcast', 'light rain', 'thunderstorms', 'snow'];
const BASE_DATE = Date.UTC(2025, 5, 1);

function seed(text: string): number {
  let h = 7;
  for (const ch of text.trim().toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function convertTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit): number {
  if (from === to) return value;
  const converted = to === 'fahrenheit' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
  return Math.round(converted * 10) / 10;
}

export async function fetchWeather(city: string, unit: TemperatureUnit = 'celsius'): Promise<WeatherReport> {
  const s = seed(city);
  const celsius = (s % 25) + 3;
  return {
    city,
    temperature: convertTemperature(celsius, 'celsius', unit),
    unit,
    conditions: CONDITIONS[s % CONDITIONS.length],
    humidity: 30 + (s % 60),
  };
}

export async function fetchForecast(city: string, days = 3): Promise<DailyForecast[]> {
  const s = seed(city);
  return Array.from({ length: days }, (_, i) => {
    const high = ((s + i * 7) % 22) + 6;
    return {
      date: new Date(BASE_DATE + i * 86_400_000).toISOString().slice(0, 10),
      high,
      low: high - 4 - ((s + i) % 6),
      conditions: CONDITIONS[(s + i) % CONDITIONS.length],
    };
  });
}

export function formatWeather(report: WeatherReport): string {
  const symbol = report.unit === 'celsius' ? '°C' : '°F';
  return `${report.city}: ${report.temperature}${symbol}, ${report.conditions}, humidity ${report.humidity}%`;
}

export function searchIndex(query: string): string {
  return `3 pages match "${query}"`;
}

export function currentTime(zone: string): string {
  return `12:00 in ${zone}`;
}

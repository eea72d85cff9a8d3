export function searchIndex(query: string): string {
  return `3 pages match "${query}"`;
}

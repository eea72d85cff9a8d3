export function convert(metres: number): string {
  return `${(metres * 3.28084).toFixed(2)} ft`;
}

/** Reading fields of parsed JSON or YAML (lock files, workspace configs) whose shape nothing guarantees. */
export type Json = Record<string, unknown>;

/** `value[key]` when it is an object (not an array): a section of the file. */
export function objectAt(value: unknown, key: string): Json | undefined {
  const found = typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;
  return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as Json) : undefined;
}

/** `value[key]` when it is a string. */
export function stringAt(value: unknown, key: string): string | undefined {
  const found = typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
}
